import type { Locale } from '#dtos/locales'
import type { ChannelName, MessageTemplate, RecipientKind } from '#dtos/messaging'
import type { RenderedMessage } from '#messaging/render'

/** One delivery attempt of an outbox message, as a channel receives it. */
export type Delivery = {
  id: number
  /**
   * The message's key: the same on every attempt, so a provider that
   * deduplicates by it (an `Idempotency-Key` header, Zalo's `tracking_id`)
   * delivers a message retried after a crash only once.
   */
  idempotencyKey: string
  recipientKind: RecipientKind
  /** A phone in E.164 (`+84901234567`) or an e-mail address. */
  to: string
  template: MessageTemplate
  locale: Locale
  rendered: RenderedMessage
  /** 1 for the first attempt. */
  attempt: number
}

/** What the provider answered: its own id of the message, when it gives one. */
export type SendResult = { providerRef: string | null }

/**
 * A way out for messages: e-mail over SMTP, SMS through an HTTP provider,
 * Zalo ZNS, WhatsApp Cloud API, or the development outbox. `send` resolves
 * once the provider accepted the message and throws otherwise; it gives up
 * when `signal` aborts (the worker's lease would run out).
 */
export interface MessageChannel {
  readonly name: ChannelName
  send(delivery: Delivery, signal: AbortSignal): Promise<SendResult>
}

/**
 * A refusal that retrying cannot change (a number the provider will never
 * reach, a template it does not know, a rejected token): the message is
 * `failed` at once, with this error, for an admin to look at and retry.
 */
export class PermanentDeliveryError extends Error {
  name = 'PermanentDeliveryError'
}
