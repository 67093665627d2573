import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { PRODUCT_SORTS, PRODUCT_STATUSES, PRODUCT_TYPES, WARRANTY_YEARS } from '#dtos/product'
import { listQueryValidator } from '#validators/list_query'
import { uniqueIgnoringSelf, withMessages } from '#validators/rules'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { multilineText, text } from '#validators/text'

export const SKU_REGEX = /^[A-Z0-9][A-Z0-9._-]*$/

function percent() {
  return vine.number().withoutDecimals().min(0).max(100)
}

/**
 * Create and update share one shape. Optional fields left out are empty on
 * create and unchanged on update; `null` (or "") clears them.
 */
const productSchema = vine.object({
  sku: text()
    .toUpperCase()
    .minLength(2)
    .maxLength(40)
    .regex(SKU_REGEX)
    .unique(uniqueIgnoringSelf('products', 'sku', true)),
  name: text().minLength(1).maxLength(120),
  series: text().maxLength(80).nullable().optional(),
  type: vine.enum(PRODUCT_TYPES),
  vlt: percent(),
  irRejection: percent().nullable().optional(),
  uvRejection: percent().nullable().optional(),
  tser: percent().nullable().optional(),
  warrantyYears: vine.number().withoutDecimals().min(WARRANTY_YEARS.min).max(WARRANTY_YEARS.max),
  description: multilineText().maxLength(2000).nullable().optional(),
  status: vine.enum(PRODUCT_STATUSES).optional(),
  transferable: vine.boolean().optional(),
})

export const createProductValidator = vine.create(productSchema)
export const updateProductValidator = vine.withMetaData<{ id: number }>().create(productSchema)

export const productListValidator = listQueryValidator(PRODUCT_SORTS, {
  status: vine.enum(PRODUCT_STATUSES).optional(),
  type: vine.enum(PRODUCT_TYPES).optional(),
})

createProductValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.product)
updateProductValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.product)

export type ProductPayload = Infer<typeof createProductValidator>
export type ProductListQuery = Infer<typeof productListValidator>
