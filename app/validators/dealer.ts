import vine from '@vinejs/vine'
import { DEALER_SORTS, DEALER_STATUSES } from '#dtos/dealer'
import { listQueryValidator } from '#validators/list_query'
import { phoneNumber, uniqueIgnoringSelf } from '#validators/rules'

export const DEALER_CODE_REGEX = /^[A-Z0-9][A-Z0-9-]*$/

/**
 * Create and update share one shape. Optional fields left out are empty on
 * create and unchanged on update; `null` (or "") clears them.
 */
const dealerSchema = vine.object({
  code: vine
    .string()
    .trim()
    .toUpperCase()
    .maxLength(20)
    .regex(DEALER_CODE_REGEX)
    .unique(uniqueIgnoringSelf('dealers', 'code', true))
    .nullable()
    .optional(),
  name: vine.string().trim().minLength(1).maxLength(120),
  contactName: vine.string().trim().maxLength(120).nullable().optional(),
  phone: phoneNumber(),
  email: vine.string().trim().maxLength(254).email().toLowerCase().nullable().optional(),
  address: vine.string().trim().maxLength(255).nullable().optional(),
  city: vine.string().trim().maxLength(80).nullable().optional(),
  status: vine.enum(DEALER_STATUSES).optional(),
  notes: vine.string().trim().maxLength(2000).nullable().optional(),
})

export const createDealerValidator = vine.create(dealerSchema)
export const updateDealerValidator = vine.withMetaData<{ id: number }>().create(dealerSchema)

export const dealerListValidator = listQueryValidator(DEALER_SORTS, {
  status: vine.enum(DEALER_STATUSES).optional(),
})
