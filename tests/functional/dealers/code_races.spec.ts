import { test } from '@japa/runner'
import Dealer from '#models/dealer'
import { DealerFactory } from '#database/factories/dealer_factory'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { withCommittedWrites } from '#tests/helpers/database'

const URL = '/api/admin/dealers'
const body = (index: number) => ({
  name: `Parallel Tint ${index}`,
  phone: '+60 5-254 8890',
  status: 'active',
})

/**
 * Issue 9, item 6: dealers created at once without a code, as real parallel
 * requests that commit. Before, 6–7 of 12 answered 500 on PostgreSQL, and
 * after one manual code "DL-999999999" every code-less creation failed.
 */
test.group('Dealers | generated codes under concurrency', (group) => {
  group.each.setup(() => withCommittedWrites())

  test('12 creations at once get 12 different codes, all 201', async ({ client, assert }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => api.post(URL, body(index)))
    )
    assert.deepEqual(
      responses.map((response) => response.status()),
      Array(12).fill(201)
    )
    const codes = responses.map((response) => response.body().data.code as string)
    assert.lengthOf(new Set(codes), 12)
    assert.sameMembers(
      codes,
      Array.from({ length: 12 }, (_, index) => `DL-${String(index + 1).padStart(4, '0')}`)
    )
  })

  test('a manual DL-999999999 (or any code) never blocks the next generated one', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const manual = await api.post(URL, { ...body(0), code: 'DL-999999999' })
    manual.assertStatus(201)
    await DealerFactory.merge({ code: 'DL-99999999999999999' }).create()

    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => api.post(URL, body(index + 1)))
    )
    assert.deepEqual(
      responses.map((response) => response.status()),
      Array(6).fill(201)
    )
    assert.equal(
      await Dealer.query()
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      8
    )
  })
})
