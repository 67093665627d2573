import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { enqueueMessage } from '#messaging/outbox'
import type { OutgoingMessage } from '#dtos/messaging'

const code = (key: string): OutgoingMessage<'one_time_code'> => ({
  to: { phone: '+60123456789' },
  template: 'one_time_code',
  params: { code: '123456', minutes: 10, brand: 'ShieldPro Tint' },
  locale: 'vi',
  idempotencyKey: key,
})

test.group('Messaging | the outbox', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a message is kept only with the change it belongs to', async ({ assert }) => {
    await db.transaction((trx) => enqueueMessage(trx, code('code:1')))
    await db
      .transaction(async (trx) => {
        await enqueueMessage(trx, code('code:2'))
        throw new Error('the change failed')
      })
      .catch(() => {})
    const rows = await db.from('outbox_messages').select('*')
    assert.lengthOf(rows, 1)
    assert.include(rows[0], {
      idempotency_key: 'code:1',
      recipient_kind: 'phone',
      recipient: '+60123456789',
      template: 'one_time_code',
      locale: 'vi',
      status: 'pending',
    })
    assert.deepEqual(JSON.parse(rows[0].params), code('x').params)
  })

  test('the same event enqueued twice is one message', async ({ assert }) => {
    await db.transaction((trx) => enqueueMessage(trx, code('claim:7:status:2')))
    await db.transaction((trx) => enqueueMessage(trx, code('claim:7:status:2')))
    const [{ total }] = await db.from('outbox_messages').count('* as total')
    assert.equal(Number(total), 1)
  })
})
