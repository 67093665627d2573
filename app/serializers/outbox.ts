import { DateTime } from 'luxon'
import type OutboxMessage from '#models/outbox_message'
import type { OutboxMessageDto } from '#dtos/messaging'
import { isoDate, isoDateOrNull } from '#serializers/dates'

/**
 * One message of the outbox for the admin page: its delivery, and its
 * text as #messaging/preview renders it (one-time codes hidden outside
 * the development outbox).
 */
export function serializeOutboxMessage(
  message: OutboxMessage,
  preview: { subject: string | null; text: string },
  maxAttempts: number
): OutboxMessageDto {
  const leased = message.lockedUntil !== null && message.lockedUntil > DateTime.now()
  return {
    id: message.id,
    idempotencyKey: message.idempotencyKey,
    recipientKind: message.recipientKind,
    recipient: message.recipient,
    template: message.template,
    locale: message.locale,
    subject: preview.subject,
    text: preview.text,
    status: message.status,
    sending: message.status === 'pending' && leased,
    attempts: message.attempts,
    maxAttempts,
    channel: message.channel,
    providerRef: message.providerRef,
    lastError: message.lastError,
    nextAttemptAt: message.status === 'pending' ? isoDateOrNull(message.nextAttemptAt) : null,
    sentAt: isoDateOrNull(message.sentAt),
    createdAt: isoDate(message.createdAt),
    updatedAt: isoDate(message.updatedAt),
  }
}
