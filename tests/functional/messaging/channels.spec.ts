import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import { Mailer } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import { SMTPServer } from 'smtp-server'
import { DevChannel } from '#messaging/channels/dev'
import { SmsChannel } from '#messaging/channels/sms'
import { SmtpChannel } from '#messaging/channels/smtp'
import { WhatsAppChannel } from '#messaging/channels/whatsapp'
import { ZaloChannel, trackingId } from '#messaging/channels/zalo'
import { parseBodyTemplate, parseTemplateMap } from '#messaging/settings'
import {
  claimStatus,
  enqueue,
  fakeHttpApi,
  oneTimeCode,
  outboxRow,
  testWorker,
} from '#tests/helpers/messaging'

const dev = new DevChannel()

test.group('Messaging | channels against their providers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('SMS over HTTP: the configured method, auth header and body template, filled as JSON', async ({
    assert,
    cleanup,
  }) => {
    const api = await fakeHttpApi(() => ({ status: 201, body: { message_id: 'sms-77' } }))
    cleanup(api.close)
    const sms = new SmsChannel({
      url: `${api.url}/v1/messages`,
      method: 'PUT',
      authHeader: 'X-Api-Key',
      authValue: 'sms-secret',
      body: parseBodyTemplate(
        '{"message":{"to":"{to}","body":"{text}"},"reference":"{key}","sender":"TINT"}'
      ),
    })
    const { worker } = testWorker({ phone: sms, email: dev })
    const message = claimStatus('claim:9:status:1', { phone: '+60123456789' })
    message.params.note = 'Park at "Bay 2", then call.'
    await enqueue(message)
    await worker.runOnce()

    assert.lengthOf(api.requests, 1)
    const [request] = api.requests
    assert.equal(request.method, 'PUT')
    assert.equal(request.url, '/v1/messages')
    assert.equal(request.headers['x-api-key'], 'sms-secret')
    assert.equal(request.headers['idempotency-key'], 'claim:9:status:1')
    assert.match(request.headers['content-type']!, /^application\/json/)
    assert.deepEqual(request.body, {
      message: {
        to: '+60123456789',
        body: 'ShieldPro Tint: your warranty claim CL-2026-0042 is now approved. Details: https://tint.example/e-warranty/claims/CL-2026-0042?t=abc\n\nMessage from the installer: Park at "Bay 2", then call.',
      },
      reference: 'claim:9:status:1',
      sender: 'TINT',
    })
    const row = await outboxRow('claim:9:status:1')
    assert.include(row, { status: 'sent', channel: 'sms', provider_ref: 'sms-77' })
  })

  test('SMS over HTTP: a 5xx is retried, a 4xx fails at once', async ({ assert, cleanup }) => {
    const api = await fakeHttpApi((request) =>
      request.body.to === '+60111111111'
        ? { status: 503, body: { error: 'busy' } }
        : { status: 400, body: { error: 'invalid destination' } }
    )
    cleanup(api.close)
    const sms = new SmsChannel({
      url: api.url,
      method: 'POST',
      authHeader: 'Authorization',
      authValue: 'Bearer t',
      body: parseBodyTemplate('{"to":"{to}","text":"{text}"}'),
    })
    const { worker } = testWorker({ phone: sms, email: dev })
    await enqueue(oneTimeCode('code:busy', '+60111111111'), oneTimeCode('code:bad', '+60122222222'))
    await worker.runOnce()
    const busy = await outboxRow('code:busy')
    assert.include(busy, { status: 'pending', attempts: 1 })
    assert.include(busy.last_error, 'answered 503')
    const bad = await outboxRow('code:bad')
    assert.include(bad, { status: 'failed', attempts: 1 })
    assert.include(bad.last_error, 'answered 400: {"error":"invalid destination"}')
    assert.notInclude(bad.last_error, 'Bearer t', 'no secret in an error admins read')
  })

  test('Zalo ZNS: access_token header, phone as digits, template id and data, tracking id', async ({
    assert,
    cleanup,
  }) => {
    const api = await fakeHttpApi((_, index) =>
      index === 0
        ? { status: 200, body: { error: 0, message: 'Success', data: { msg_id: 'zns-501' } } }
        : { status: 200, body: { error: -124, message: 'Access token invalid' } }
    )
    cleanup(api.close)
    const zalo = new ZaloChannel({
      url: `${api.url}/message/template`,
      accessToken: 'zalo-oa-token',
      templates: parseTemplateMap('one_time_code=231045, claim_filed=231046, claim_status=231047'),
    })
    const { worker } = testWorker({ phone: zalo, email: dev })
    await enqueue(oneTimeCode('code:zalo', '+84 90-123 4567', 'vi'))
    await worker.runOnce()

    const [request] = api.requests
    assert.equal(request.method, 'POST')
    assert.equal(request.url, '/message/template')
    assert.equal(request.headers.access_token, 'zalo-oa-token')
    assert.deepEqual(request.body, {
      phone: '84901234567',
      template_id: '231045',
      template_data: { code: '482913', minutes: '10' },
      tracking_id: 'code:zalo',
    })
    assert.include(await outboxRow('code:zalo'), { status: 'sent', provider_ref: 'zns-501' })

    // Zalo answers errors with 200 and a non-zero `error`: a failure, kept for admins.
    await enqueue(oneTimeCode('code:zalo:2'))
    await worker.runOnce()
    const failed = await outboxRow('code:zalo:2')
    assert.include(failed, { status: 'pending', attempts: 1 })
    assert.equal(failed.last_error, 'Zalo ZNS error -124: Access token invalid')

    // A key longer than the API takes is sent as a stable digest of itself.
    const long = `claim:${'7'.repeat(60)}:status:3`
    assert.equal(trackingId(long), trackingId(long))
    assert.isAtMost(trackingId(long).length, 48)
  })

  test('WhatsApp Cloud API: bearer token, the template in the owner’s language, its parameters', async ({
    assert,
    cleanup,
  }) => {
    const api = await fakeHttpApi((request) =>
      request.body.template.name === 'claim_update'
        ? {
            status: 200,
            body: {
              messaging_product: 'whatsapp',
              contacts: [{ input: request.body.to, wa_id: request.body.to }],
              messages: [{ id: 'wamid.HBgM' }],
            },
          }
        : { status: 401, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } }
    )
    cleanup(api.close)
    const whatsapp = new WhatsAppChannel({
      apiUrl: `${api.url}/v21.0`,
      phoneNumberId: '106540352242922',
      accessToken: 'wa-token',
      templates: parseTemplateMap(
        'one_time_code=verification_code,claim_filed=claim_received,claim_status=claim_update'
      ),
    })
    const { worker } = testWorker({ phone: whatsapp, email: dev })
    await enqueue(
      claimStatus('claim:4:status:2', { phone: '+84901234567' }, 'vi'),
      oneTimeCode('code:wa', '+84901234567', 'vi')
    )
    await worker.runOnce()

    const status = api.requests.find((r) => r.body.template.name === 'claim_update')!
    assert.equal(status.method, 'POST')
    assert.equal(status.url, '/v21.0/106540352242922/messages')
    assert.equal(status.headers.authorization, 'Bearer wa-token')
    assert.deepEqual(status.body, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '84901234567',
      type: 'template',
      template: {
        name: 'claim_update',
        language: { code: 'vi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'CL-2026-0042' },
              { type: 'text', text: 'đã chấp thuận' },
              { type: 'text', text: 'https://tint.example/e-warranty/claims/CL-2026-0042?t=abc' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: 'claim:4:status:2',
    })
    assert.include(await outboxRow('claim:4:status:2'), {
      status: 'sent',
      channel: 'whatsapp',
      provider_ref: 'wamid.HBgM',
    })

    // The code goes to an authentication template: in the body and in its copy-code button.
    const code = api.requests.find((r) => r.body.template.name === 'verification_code')!
    assert.deepEqual(code.body.template.components, [
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: '482913' }],
      },
    ])
    const refused = await outboxRow('code:wa')
    assert.include(refused, { status: 'failed', attempts: 1 })
    assert.include(refused.last_error, 'answered 401')
  })

  test('e-mail over SMTP, to a real SMTP server: subject, text and HTML, Message-ID from the key', async ({
    assert,
    cleanup,
  }) => {
    const received: { from: string; to: string[]; user?: string; raw: string }[] = []
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'smtp-secret') {
          return callback(null, { user: auth.username })
        }
        callback(new Error('Invalid username or password'))
      },
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk) => (raw += chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
            raw,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanup(() => new Promise<void>((resolve) => server.close(() => resolve())))
    const { port } = server.server.address() as { port: number }

    const transport = new SMTPTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      auth: { type: 'login', user: 'mailer', pass: 'smtp-secret' },
    })
    cleanup(() => transport.close())
    const smtp = new SmtpChannel(new Mailer('smtp', transport, emitter), {
      address: 'warranty@shieldprotint.example',
      name: 'ShieldPro Tint',
    })
    const { worker } = testWorker({ phone: dev, email: smtp })
    await enqueue(claimStatus('claim:5:status:1', { email: 'owner@example.com' }, 'en'))
    await worker.runOnce()

    assert.lengthOf(received, 1)
    const [mail] = received
    assert.equal(mail.user, 'mailer')
    assert.equal(mail.from, 'warranty@shieldprotint.example')
    assert.deepEqual(mail.to, ['owner@example.com'])
    // Quoted-printable soft breaks and escapes undone, enough to read the parts.
    const raw = mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')
    assert.match(raw, /^Subject: ShieldPro Tint: warranty claim CL-2026-0042 is now approved\r$/m)
    assert.match(raw, /^From: "?ShieldPro Tint"? <warranty@shieldprotint\.example>\r$/m)
    const messageId = smtp.messageId('claim:5:status:1')
    assert.include(raw, `Message-ID: ${messageId}`)
    assert.include(raw, 'Content-Type: text/plain')
    assert.include(raw, 'Content-Type: text/html')
    assert.include(raw, 'Message from the installer: Bring the car on Monday at 9:00.')
    assert.include(raw, '<a href="https://tint.example/e-warranty/claims/CL-2026-0042?t=abc">')
    const row = await outboxRow('claim:5:status:1')
    assert.include(row, { status: 'sent', channel: 'smtp', provider_ref: messageId })
  })

  test('the development outbox delivers nothing and keeps the message readable', async ({
    assert,
  }) => {
    const { worker } = testWorker({ phone: dev, email: dev })
    await enqueue(oneTimeCode('code:dev'))
    await worker.runOnce()
    const row = await outboxRow('code:dev')
    assert.include(row, { status: 'sent', channel: 'dev', provider_ref: null })
    // Its page is how the code is read in development: it stays.
    assert.equal(JSON.parse(row.params).code, '482913')
  })

  test('malformed channel settings are refused', async ({ assert }) => {
    assert.throws(() => parseBodyTemplate('{"to":"{to}"}'), 'does not use {text}')
    assert.throws(() => parseBodyTemplate('to={to}&text={text}'), 'is not JSON')
    assert.throws(() => parseTemplateMap('one_time_code=1,claim_filed=2'), 'claim_status')
    assert.throws(() => parseTemplateMap('one_time_code=1,unknown=2'), 'unknown=2')
  })
})
