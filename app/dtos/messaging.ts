import type { Locale } from '#dtos/locales'

/**
 * What the product tells people, each with its parameters: the one-time
 * code that proves an owner holds the phone on file, and the confirmation
 * and status changes of a claim. The texts are the catalogues'
 * (resources/lang/<locale>/messages.json), in the recipient's language.
 */
export type MessageParams = {
  one_time_code: { code: string; minutes: number; brand: string }
  claim_filed: { claimNumber: string; link: string; brand: string }
  claim_status: { claimNumber: string; status: string; link: string; brand: string; note?: string }
}
export type MessageTemplate = keyof MessageParams

/** Where a message goes: a phone (E.164) or an e-mail address. */
export type Recipient = { phone: string } | { email: string }

/** One message to send, as the change that causes it enqueues it. */
export type OutgoingMessage<T extends MessageTemplate = MessageTemplate> = {
  to: Recipient
  template: T
  params: MessageParams[T]
  locale: Locale
  /** The same event enqueued twice is one message (e.g. `claim:42:status:3`). */
  idempotencyKey: string
}

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]
