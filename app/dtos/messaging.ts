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
export const MESSAGE_TEMPLATES = [
  'one_time_code',
  'claim_filed',
  'claim_status',
] as const satisfies readonly MessageTemplate[]

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

export type RecipientKind = 'phone' | 'email'

/**
 * The channels a message can leave through (config/messaging.ts picks one
 * for phones, one for e-mail): the development outbox delivers nothing and
 * keeps the message readable in the back office.
 */
export const PHONE_CHANNELS = ['dev', 'sms', 'zalo', 'whatsapp'] as const
export const EMAIL_CHANNELS = ['dev', 'smtp'] as const
export type PhoneChannelName = (typeof PHONE_CHANNELS)[number]
export type EmailChannelName = (typeof EMAIL_CHANNELS)[number]
export type ChannelName = PhoneChannelName | EmailChannelName

/**
 * One message as the back office's outbox page shows it (admins): who, what
 * (rendered in the recipient's language, a one-time code hidden unless the
 * development outbox holds it), and how its delivery went.
 */
export type OutboxMessageDto = {
  id: number
  idempotencyKey: string
  recipientKind: RecipientKind
  recipient: string
  template: MessageTemplate
  locale: Locale
  /** The e-mail's subject (phones get none). */
  subject: string | null
  text: string
  status: OutboxStatus
  /** A worker holds it right now (its lease runs). */
  sending: boolean
  attempts: number
  maxAttempts: number
  channel: string | null
  providerRef: string | null
  lastError: string | null
  nextAttemptAt: string | null
  sentAt: string | null
  createdAt: string
  updatedAt: string
}

/** The list's one order: when it was written (by id), newest first by default. */
export const OUTBOX_SORTS = ['createdAt'] as const
export type OutboxSort = (typeof OUTBOX_SORTS)[number]
