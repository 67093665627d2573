import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { MESSAGE_TEMPLATES, OUTBOX_SORTS, OUTBOX_STATUSES } from '#dtos/messaging'
import { listQueryValidator } from '#validators/list_query'

/**
 * `GET /api/admin/outbox`: the shared list query (`search` matches the
 * recipient: an e-mail address, or a phone number however it is typed)
 * plus the delivery status and the kind of message.
 */
export const outboxListValidator = listQueryValidator(OUTBOX_SORTS, {
  status: vine.enum(OUTBOX_STATUSES).optional(),
  template: vine.enum(MESSAGE_TEMPLATES).optional(),
})

export type OutboxListQuery = Infer<typeof outboxListValidator>
