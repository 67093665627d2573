import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { PermanentDeliveryError } from '#messaging/channels/channel'
import { DevChannel } from '#messaging/channels/dev'
import {
  RecordingChannel,
  claimStatus,
  enqueue,
  oneTimeCode,
  outboxRow,
  testClock,
  testWorker,
} from '#tests/helpers/messaging'

/** A stored timestamp as a time (SQLite gives text, PostgreSQL a Date). */
function timeOf(value: string | Date) {
  return value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value)
}

test.group('Messaging | the outbox worker', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('delivers each message through the channel of its recipient, in its language', async ({
    assert,
  }) => {
    const phone = new RecordingChannel('sms')
    const email = new RecordingChannel('smtp')
    const { worker } = testWorker({ phone, email })
    await enqueue(
      oneTimeCode('code:1', '+84901234567', 'vi'),
      claimStatus('claim:1:status:2', { email: 'owner@example.com' }, 'en')
    )

    assert.equal(await worker.runOnce(), 2)

    assert.lengthOf(phone.deliveries, 1)
    const sms = phone.deliveries[0]
    assert.equal(sms.to, '+84901234567')
    assert.equal(sms.idempotencyKey, 'code:1')
    assert.include(sms.rendered.text, 'mã xác minh của bạn là 482913')
    assert.include(sms.rendered.text, '10 phút')

    assert.lengthOf(email.deliveries, 1)
    const mail = email.deliveries[0]
    assert.equal(mail.to, 'owner@example.com')
    assert.equal(
      mail.rendered.subject,
      'ShieldPro Tint: warranty claim CL-2026-0042 is now approved'
    )
    assert.include(
      mail.rendered.text,
      'Message from the installer: Bring the car on Monday at 9:00.'
    )
    assert.include(
      mail.rendered.html,
      '<a href="https://tint.example/e-warranty/claims/CL-2026-0042?t=abc">'
    )

    const row = await outboxRow('code:1')
    assert.include(row, { status: 'sent', attempts: 1, channel: 'sms', last_error: null })
    // Delivered by a real channel, the code is not kept.
    assert.equal(JSON.parse(row.params).code, '••••••')
    assert.isNull(row.locked_until)
    assert.isNotNull(row.sent_at)
    assert.equal(await worker.runOnce(), 0, 'nothing is sent twice')
  })

  test('a failing channel is retried later, with backoff, until it delivers', async ({
    assert,
  }) => {
    const phone = new RecordingChannel('sms', {
      fail: (call) => (call <= 2 ? new Error('provider unavailable (503)') : null),
    })
    const { worker, clock } = testWorker({ phone, email: new DevChannel() })
    await enqueue(oneTimeCode('code:retry'))

    await worker.runOnce()
    let row = await outboxRow('code:retry')
    assert.include(row, {
      status: 'pending',
      attempts: 1,
      last_error: 'provider unavailable (503)',
    })
    assert.isNull(row.locked_until)
    // First retry after the base delay (30 s; the test's jitter takes the ceiling).
    let wait = timeOf(row.next_attempt_at).diff(clock.now(), 'seconds').seconds
    assert.closeTo(wait, 30, 1)

    // Not before its time.
    clock.advance({ seconds: 20 })
    assert.equal(await worker.runOnce(), 0)

    clock.advance({ seconds: 10 })
    assert.equal(await worker.runOnce(), 1)
    row = await outboxRow('code:retry')
    assert.include(row, { status: 'pending', attempts: 2 })
    // Twice as long after the second failure.
    wait = timeOf(row.next_attempt_at).diff(clock.now(), 'seconds').seconds
    assert.closeTo(wait, 60, 1)

    clock.advance({ seconds: 60 })
    await worker.runOnce()
    row = await outboxRow('code:retry')
    assert.include(row, { status: 'sent', attempts: 3, last_error: null, channel: 'sms' })
    assert.lengthOf(phone.deliveries, 1)
  })

  test('a message is failed once its attempts are spent, its last error kept', async ({
    assert,
  }) => {
    const phone = new RecordingChannel('sms', {
      fail: (call) => new Error(`connection refused (attempt ${call})`),
    })
    const { worker, clock } = testWorker({ phone, email: new DevChannel() })
    await enqueue(oneTimeCode('code:spent'))

    for (let attempt = 1; attempt <= 3; attempt++) {
      assert.equal(await worker.runOnce(), 1)
      clock.advance({ hours: 1 })
    }
    const row = await outboxRow('code:spent')
    assert.include(row, {
      status: 'failed',
      attempts: 3,
      last_error: 'connection refused (attempt 3)',
    })
    assert.equal(await worker.runOnce(), 0, 'a failed message is not tried again by itself')
    assert.equal(phone.calls, 3)
  })

  test('a refusal retrying cannot change fails the message at once', async ({ assert }) => {
    const phone = new RecordingChannel('sms', {
      fail: () => new PermanentDeliveryError('sms.example answered 400: invalid number'),
    })
    const { worker } = testWorker({ phone, email: new DevChannel() })
    await enqueue(oneTimeCode('code:refused'))
    await worker.runOnce()
    const row = await outboxRow('code:refused')
    assert.include(row, { status: 'failed', attempts: 1 })
    assert.equal(row.last_error, 'sms.example answered 400: invalid number')
  })

  test('a message its catalogue cannot write fails at once, saying why', async ({ assert }) => {
    const provider = new RecordingChannel('sms')
    const { worker } = testWorker({ phone: provider, email: new DevChannel() })
    const message = oneTimeCode('code:broken')
    // As if written by another version: the code the text needs is missing.
    await enqueue({ ...message, params: { minutes: 10, brand: 'ShieldPro Tint' } as never })
    await worker.runOnce()
    const row = await outboxRow('code:broken')
    assert.include(row, { status: 'failed', attempts: 1 })
    assert.include(row.last_error, 'could not be written')
    assert.equal(provider.calls, 0)
  })

  test('a crash between sending and marking: sent again once the lease runs out, with the same key, delivered once by a provider that dedupes', async ({
    assert,
  }) => {
    const provider = new RecordingChannel('sms', { dedupe: true })
    const channels = { phone: provider, email: new DevChannel() }
    const clock = testClock()
    const { worker: first } = testWorker(channels, clock)
    await enqueue(oneTimeCode('code:crash'))

    // The first worker claims and sends, then "dies" before it can mark the message.
    const [claimed] = await first.claimDue()
    const outcome = await first.send(claimed)
    assert.isTrue(outcome.ok)

    // While its lease runs, nobody else takes the message.
    const { worker: second } = testWorker(channels, clock)
    assert.equal(await second.runOnce(), 0)
    let row = await outboxRow('code:crash')
    assert.include(row, { status: 'pending', attempts: 1 })

    // Once it has run out, another worker sends it again, with the same key.
    clock.advance({ seconds: 61 })
    assert.equal(await second.runOnce(), 1)
    assert.deepEqual(
      provider.deliveries.map((delivery) => delivery.idempotencyKey),
      ['code:crash', 'code:crash']
    )
    assert.equal(provider.delivered.size, 1, 'the provider delivered it once')
    row = await outboxRow('code:crash')
    assert.include(row, { status: 'sent', attempts: 2 })

    // The first worker, had it come back, could not overwrite the second's record.
    await first.mark(claimed, { ok: false, channel: 'sms', error: 'late', permanent: true })
    row = await outboxRow('code:crash')
    assert.include(row, { status: 'sent', last_error: null })
  })

  test('a message whose last attempt was interrupted is failed, not sent a fourth time', async ({
    assert,
  }) => {
    const provider = new RecordingChannel('sms')
    const { worker, clock } = testWorker({ phone: provider, email: new DevChannel() })
    await enqueue(oneTimeCode('code:interrupted'))
    await db.from('outbox_messages').where('idempotency_key', 'code:interrupted').update({
      attempts: 2,
    })
    // Its third and last attempt: claimed, then the worker dies.
    await worker.claimDue()
    clock.advance({ seconds: 61 })
    await worker.runOnce()
    const row = await outboxRow('code:interrupted')
    assert.include(row, { status: 'failed', attempts: 4 })
    assert.include(row.last_error, 'interrupted')
    assert.equal(provider.calls, 0)
  })

  test('two workers draining the same outbox send each message once', async ({ assert }) => {
    const provider = new RecordingChannel('sms')
    const channels = { phone: provider, email: new DevChannel() }
    const clock = testClock()
    const workers = [testWorker(channels, clock).worker, testWorker(channels, clock).worker]
    await enqueue(...Array.from({ length: 25 }, (_, index) => oneTimeCode(`code:many:${index}`)))
    for (let round = 0; round < 4; round++) await Promise.all(workers.map((w) => w.runOnce()))
    assert.equal(provider.deliveries.length, 25)
    assert.equal(new Set(provider.deliveries.map((d) => d.idempotencyKey)).size, 25)
    const [{ total }] = await db.from('outbox_messages').where('status', 'sent').count('* as total')
    assert.equal(Number(total), 25)
  })

  test('sent messages are deleted once past their keeping time; failed ones stay', async ({
    assert,
  }) => {
    const { worker, clock } = testWorker({ phone: new DevChannel(), email: new DevChannel() })
    await enqueue(oneTimeCode('code:old'), oneTimeCode('code:recent'), oneTimeCode('code:failed'))
    await worker.runOnce()
    await db
      .from('outbox_messages')
      .where('idempotency_key', 'code:failed')
      .update({ status: 'failed' })
    // 91 days later: the one sent then goes; one sent yesterday and the failed one stay.
    clock.advance({ days: 91 })
    await db
      .from('outbox_messages')
      .where('idempotency_key', 'code:recent')
      .update({
        sent_at: clock.now().minus({ days: 1 }).toFormat(db.connection().dialect.dateTimeFormat),
      })
    assert.equal(await worker.pruneSent(), 1)
    const keys = await db.from('outbox_messages').orderBy('id').select('idempotency_key')
    assert.deepEqual(
      keys.map((row) => row.idempotency_key),
      ['code:recent', 'code:failed']
    )
  })

  test('the running worker is woken by a commit that enqueues, not only by its poll', async ({
    assert,
  }) => {
    const provider = new RecordingChannel('sms')
    // A poll a minute away: only the wake-up can deliver within the test.
    const { worker } = testWorker({ phone: provider, email: new DevChannel() })
    worker.start()
    try {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await enqueue(oneTimeCode('code:wake'))
      for (let wait = 0; wait < 50 && provider.deliveries.length === 0; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      assert.lengthOf(provider.deliveries, 1)
    } finally {
      await worker.stop()
    }
  })
})
