import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { OutboxMessageDto } from '#dtos/messaging'
import type { Paginated } from '#dtos/pagination'
import { adminApi } from '#tests/helpers/admin_api'
import { adminOnlyAccessGroup } from '#tests/helpers/admin_only'
import { createAdmin } from '#tests/helpers/auth'
import { claimStatus, enqueue, oneTimeCode, outboxRow } from '#tests/helpers/messaging'

adminOnlyAccessGroup('Messaging | the outbox API is for admins', [
  { method: 'get', url: '/api/admin/outbox' },
  { method: 'post', url: '/api/admin/outbox/1/retry' },
])

async function failed(key: string) {
  await db.from('outbox_messages').where('idempotency_key', key).update({
    status: 'failed',
    attempts: 8,
    channel: 'sms',
    last_error: 'sms.example answered 503',
  })
}

test.group('Messaging | the outbox page’s API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists every message newest first, rendered in its language, with its delivery', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    await enqueue(oneTimeCode('code:1', '+84901234567', 'vi'))
    await enqueue(claimStatus('claim:1:status:2', { email: 'Owner@Example.com' }, 'en'))
    await failed('claim:1:status:2')

    const body = await adminApi(client, token).ok<Paginated<OutboxMessageDto>>('/api/admin/outbox')
    assert.deepEqual(body.meta, {
      total: 2,
      perPage: 25,
      currentPage: 1,
      lastPage: 1,
      totalIsEstimate: false,
    })
    const [status, code] = body.data
    assert.include(status, {
      recipientKind: 'email',
      recipient: 'Owner@Example.com',
      template: 'claim_status',
      locale: 'en',
      subject: 'ShieldPro Tint: warranty claim CL-2026-0042 is now approved',
      status: 'failed',
      sending: false,
      attempts: 8,
      maxAttempts: 8,
      channel: 'sms',
      lastError: 'sms.example answered 503',
      nextAttemptAt: null,
    })
    assert.include(status.text, 'Message from the installer: Bring the car on Monday at 9:00.')
    // The development outbox (the tests' channel) shows the code: it is how it is read there.
    assert.include(code, { template: 'one_time_code', status: 'pending', subject: null })
    assert.include(code.text, 'mã xác minh của bạn là 482913')
    assert.isString(code.nextAttemptAt)
  })

  test('a one-time code a real channel carries is not shown', async ({ client, assert }) => {
    const { token } = await createAdmin()
    await enqueue(oneTimeCode('code:sms'))
    await db.from('outbox_messages').update({ status: 'sent', channel: 'sms' })
    const [message] = await adminApi(client, token).rows<OutboxMessageDto>('/api/admin/outbox')
    assert.notInclude(message.text, '482913')
    assert.include(message.text, '••••••')
  })

  test('filters by delivery status and kind, finds a recipient however it is typed, pages', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const api = adminApi(client, token)
    await enqueue(
      oneTimeCode('code:a', '+84901234567'),
      oneTimeCode('code:b', '+60123456789'),
      claimStatus('claim:2:status:1', { email: 'nguyen.van.a@example.com' }),
      claimStatus('claim:3:status:1', { phone: '+84901234567' })
    )
    await failed('code:b')
    const keys = async (query: Record<string, string | number>) => {
      const rows = await api.rows<OutboxMessageDto>('/api/admin/outbox', query)
      return rows.map((message) => message.idempotencyKey)
    }

    assert.deepEqual(await keys({ status: 'failed' }), ['code:b'])
    assert.deepEqual(await keys({ template: 'claim_status' }), [
      'claim:3:status:1',
      'claim:2:status:1',
    ])
    // A number written with spaces and dashes, or only some of its digits.
    assert.deepEqual(await keys({ search: '+84 90-123 4567' }), ['claim:3:status:1', 'code:a'])
    assert.deepEqual(await keys({ search: '23456789' }), ['code:b'])
    assert.deepEqual(await keys({ search: 'NGUYEN.VAN' }), ['claim:2:status:1'])
    assert.deepEqual(await keys({ direction: 'asc', perPage: 10, page: 1, sort: 'createdAt' }), [
      'code:a',
      'code:b',
      'claim:2:status:1',
      'claim:3:status:1',
    ])

    const wrong = await api.get('/api/admin/outbox', { status: 'lost' })
    wrong.assertStatus(422)
    assert.properties(wrong.body().errors, ['status'])
  })

  test('an admin sends a failed message again: pending, due now, same key', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const api = adminApi(client, token)
    await enqueue(oneTimeCode('code:again'))
    await failed('code:again')
    const { id } = await outboxRow('code:again')

    const response = await api.post(`/api/admin/outbox/${id}/retry`)
    response.assertStatus(200)
    assert.equal(response.body().message, 'The message will be sent again.')
    assert.include(response.body().data, {
      id,
      status: 'pending',
      attempts: 0,
      idempotencyKey: 'code:again',
      // Kept until a delivery succeeds: why it failed stays readable.
      lastError: 'sms.example answered 503',
    })
    const row = await outboxRow('code:again')
    assert.include(row, { status: 'pending', attempts: 0, locked_until: null })

    // Only a failed message: pending (or sent) is a conflict, said in the admin's language.
    const { token: viToken } = await createAdmin({ locale: 'vi' })
    const again = await adminApi(client, viToken).post(`/api/admin/outbox/${id}/retry`)
    again.assertStatus(409)
    assert.equal(again.body().message, 'Chỉ có thể gửi lại tin nhắn đã thất bại.')

    const missing = await api.post('/api/admin/outbox/999999/retry')
    missing.assertStatus(404)
  })
})
