import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { DEALER_SORTS, DEALER_STATUSES } from '#dtos/dealer'
import { listQueryValidator } from '#validators/list_query'
import { phoneNumber, uniqueIgnoringSelf, withMessages } from '#validators/rules'
import { multilineText, text } from '#validators/text'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'

export const DEALER_CODE_REGEX = /^[A-Z0-9][A-Z0-9-]*$/

/**
 * Create and update share one shape. Optional fields left out are empty on
 * create and unchanged on update; `null` (or "") clears them.
 */
const dealerSchema = vine.object({
  code: text()
    .toUpperCase()
    .maxLength(20)
    .regex(DEALER_CODE_REGEX)
    .unique(uniqueIgnoringSelf('dealers', 'code', true))
    .nullable()
    .optional(),
  name: text().minLength(1).maxLength(120),
  contactName: text().maxLength(120).nullable().optional(),
  phone: phoneNumber(),
  email: text().maxLength(254).email().toLowerCase().nullable().optional(),
  address: multilineText().maxLength(255).nullable().optional(),
  city: text().maxLength(80).nullable().optional(),
  status: vine.enum(DEALER_STATUSES).optional(),
  notes: multilineText().maxLength(2000).nullable().optional(),
})

export const createDealerValidator = vine.create(dealerSchema)
export const updateDealerValidator = vine.withMetaData<{ id: number }>().create(dealerSchema)
createDealerValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.dealer)
updateDealerValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.dealer)

export const dealerListValidator = listQueryValidator(DEALER_SORTS, {
  status: vine.enum(DEALER_STATUSES).optional(),
})

export type DealerPayload = Infer<typeof createDealerValidator>
export type DealerListQuery = Infer<typeof dealerListValidator>
