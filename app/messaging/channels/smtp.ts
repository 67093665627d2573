import { createHash } from 'node:crypto'
import type { Message } from '@adonisjs/mail'
import type { MailResponse } from '@adonisjs/mail'
import type { Delivery, MessageChannel, SendResult } from '#messaging/channels/channel'

/** What the channel needs of an `@adonisjs/mail` mailer (`mail.use('smtp')`, or one a test builds). */
export type SmtpMailer = {
  send(compose: (message: Message) => void): Promise<MailResponse<unknown>>
}

/**
 * E-mail over SMTP through `@adonisjs/mail` (config/mail.ts, nodemailer's
 * SMTP transport): the subject, the plain text and simple HTML, from
 * `MAIL_FROM_ADDRESS`. The Message-ID is made from the idempotency key, so
 * a message sent again after a crash carries the same Message-ID, which
 * mail systems use to recognise one message (docs/operations.md).
 */
export class SmtpChannel implements MessageChannel {
  readonly name = 'smtp' as const

  constructor(
    private mailer: SmtpMailer,
    private from: { address: string; name?: string }
  ) {}

  messageId(key: string) {
    const domain = this.from.address.split('@')[1] || 'localhost'
    return `<outbox.${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`
  }

  async send(delivery: Delivery, signal: AbortSignal): Promise<SendResult> {
    signal.throwIfAborted()
    // nodemailer takes no signal: a hung server is cut by the transport's own timeouts, and
    // an answer that comes after the lease ran out is dropped here.
    const sent = this.mailer.send((message) => {
      message
        .to(delivery.to)
        .from(this.from.address, this.from.name)
        .subject(delivery.rendered.subject)
        .text(delivery.rendered.text)
        .html(delivery.rendered.html)
        .messageId(this.messageId(delivery.idempotencyKey))
    })
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    )
    const response = await Promise.race([sent, aborted])
    return { providerRef: response.messageId ?? null }
  }
}
