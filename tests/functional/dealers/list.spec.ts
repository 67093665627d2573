import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { createAdmin, createStaff, issueToken } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import type { DealerDto } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'

const URL = '/api/admin/dealers'

async function seedDealers() {
  await DealerFactory.merge([
    { code: 'DL-0101', name: 'Alpha Tint Studio', phone: '+60312345678', city: 'Petaling Jaya' },
    { code: 'DL-0102', name: 'Borneo Film Works', phone: '+60882345678', city: 'Kota Kinabalu' },
    {
      code: 'DL-0103',
      name: 'Cahaya Auto Tint',
      phone: '+60412345678',
      city: 'Penang',
      status: 'inactive',
    },
    {
      code: 'DL-0104',
      name: 'Delta Window Care',
      phone: '+60612345678',
      city: 'Melaka',
      deletedAt: DateTime.now(),
    },
  ]).createMany(4)
}

function codes(body: Paginated<DealerDto>) {
  return body.data.map((dealer) => dealer.code)
}

test.group('Dealers API | list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists live dealers by name with the page meta', async ({ client, assert }) => {
    const { token } = await createAdmin()
    await seedDealers()
    const response = await adminApi(client, token).get(URL)
    response.assertStatus(200)
    const body = response.body() as Paginated<DealerDto>
    assert.deepEqual(codes(body), ['DL-0101', 'DL-0102', 'DL-0103'])
    assert.deepEqual(body.meta, {
      total: 3,
      perPage: 25,
      currentPage: 1,
      lastPage: 1,
      totalIsEstimate: false,
    })
    assert.containsSubset(body.data[0], {
      name: 'Alpha Tint Studio',
      phone: '+60312345678',
      city: 'Petaling Jaya',
      status: 'active',
      deletedAt: null,
    })
  })

  test('searches code, name, phone and city, case-insensitively: "{search}"')
    .with([
      { search: 'dl-0102', expected: ['DL-0102'] },
      { search: 'cahaya', expected: ['DL-0103'] },
      { search: '8823456', expected: ['DL-0102'] },
      { search: 'PETALING', expected: ['DL-0101'] },
      { search: 'tint', expected: ['DL-0101', 'DL-0103'] },
      { search: '50%', expected: [] },
    ])
    .run(async ({ client, assert }, { search, expected }) => {
      const { token } = await createAdmin()
      await seedDealers()
      const response = await adminApi(client, token).get(URL, { search })
      response.assertStatus(200)
      assert.deepEqual(codes(response.body()), expected)
    })

  test('filters by status and shows archived only or with the rest', async ({ client, assert }) => {
    const { token } = await createAdmin()
    await seedDealers()
    const api = adminApi(client, token)
    assert.deepEqual(codes(await api.ok(URL, { status: 'inactive' })), ['DL-0103'])
    assert.deepEqual(codes(await api.ok(URL, { status: 'active' })), ['DL-0101', 'DL-0102'])
    const archived = await api.ok<Paginated<DealerDto>>(URL, { archived: 'only' })
    assert.deepEqual(codes(archived), ['DL-0104'])
    assert.isString(archived.data[0].deletedAt)
    assert.lengthOf(codes(await api.ok(URL, { archived: 'with' })), 4)
  })

  test('sorts by a column both ways', async ({ client, assert }) => {
    const { token } = await createAdmin()
    await seedDealers()
    const api = adminApi(client, token)
    const asc = await api.get(URL, { sort: 'city', direction: 'asc' })
    assert.deepEqual(codes(asc.body()), ['DL-0102', 'DL-0103', 'DL-0101'])
    const desc = await api.get(URL, { sort: 'city', direction: 'desc' })
    assert.deepEqual(codes(desc.body()), ['DL-0101', 'DL-0103', 'DL-0102'])
    const byCode = await api.get(URL, { sort: 'code', direction: 'desc' })
    assert.deepEqual(codes(byCode.body()), ['DL-0103', 'DL-0102', 'DL-0101'])
  })

  test('pages through the results and answers an empty page past the end', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    await DealerFactory.createMany(12)
    const api = adminApi(client, token)
    const second = await api.ok<Paginated<DealerDto>>(URL, { perPage: 10, page: 2 })
    assert.lengthOf(second.data, 2)
    assert.deepEqual(second.meta, {
      total: 12,
      perPage: 10,
      currentPage: 2,
      lastPage: 2,
      totalIsEstimate: false,
    })
    const beyond = await api.get(URL, { perPage: 10, page: 5 })
    beyond.assertStatus(200)
    assert.deepEqual(beyond.body(), {
      data: [],
      meta: { total: 12, perPage: 10, currentPage: 5, lastPage: 2, totalIsEstimate: false },
    })
  })

  test('answers 422 on {field} for a bad list query ({label})')
    .with([
      { label: 'perPage 7', query: { perPage: 7 }, field: 'perPage' },
      { label: 'page 0', query: { page: 0 }, field: 'page' },
      { label: 'page two', query: { page: 'two' }, field: 'page' },
      { label: 'unknown sort', query: { sort: 'password' }, field: 'sort' },
      { label: 'direction up', query: { direction: 'up' }, field: 'direction' },
      { label: 'unknown status', query: { status: 'closed' }, field: 'status' },
      { label: 'archived yes', query: { archived: 'yes' }, field: 'archived' },
    ])
    .run(async ({ client, assert }, { query, field }) => {
      const { token } = await createAdmin()
      const response = await adminApi(client, token).get(URL, query)
      response.assertStatus(422)
      assert.property(response.body().errors, field)
      assert.isString(response.body().message)
    })

  test('options list active, live dealers by name', async ({ client, assert }) => {
    const { token } = await createAdmin()
    await seedDealers()
    const response = await adminApi(client, token).get(`${URL}/options`)
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((dealer: { code: string }) => dealer.code),
      ['DL-0101', 'DL-0102']
    )
    assert.deepEqual(Object.keys(response.body().data[0]).sort(), ['code', 'id', 'name'])
  })
  test('options answer staff with their own dealer only, even an inactive one', async ({
    client,
    assert,
  }) => {
    await seedDealers()
    const { user, token } = await createStaff()
    const own = await user.related('dealer').query().firstOrFail()
    own.status = 'inactive'
    await own.save()

    const response = await adminApi(client, token).get(`${URL}/options`)
    response.assertStatus(200)
    assert.deepEqual(response.body().data, [{ id: own.id, code: own.code, name: own.name }])
  })

  test('options are empty for a staff user without a dealer', async ({ client, assert }) => {
    await seedDealers()
    const token = await issueToken(await UserFactory.create())
    const response = await adminApi(client, token).get(`${URL}/options`)
    response.assertStatus(200)
    assert.deepEqual(response.body().data, [])
  })
})
