import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { phoneNumber } from '#validators/rules'
import { listQueryValidator } from '#validators/list_query'
import { parseWarrantyCode } from '#services/warranty_code'
import { normalizePlate } from '#services/masks'
import { SALE_LIMITS, SALE_SORTS, SALE_STATUSES, WINDOW_POSITIONS } from '#dtos/sale'

/**
 * Messages of this resource (keyed `<wildcard path>.<rule>`) first, then the
 * app-wide ones of #validators/rules. Custom rules report their own text.
 */
function withMessages(messages: Record<string, string>): MessagesProviderContact {
  return {
    getMessage(defaultMessage, rule, field, args) {
      const own = messages[`${field.wildCardPath}.${rule}`]
      return own ?? vine.messagesProvider.getMessage(defaultMessage, rule, field, args)
    },
  }
}

const MESSAGES = {
  'plateNumber.regex': 'Use letters, digits, spaces and dashes only.',
  'vin.regex': 'A VIN has 17 letters and digits, without I, O or Q.',
  'installedAt.date.afterOrEqual': 'The installation date is too far in the past.',
  'items.*.position.enum': 'Choose a window.',
  'code.required': 'Enter your warranty code.',
  'plate.required': 'Enter the plate number.',
  'plate.regex': 'Use letters, digits, spaces and dashes only.',
  'phone4.required': 'Enter the last 4 digits of the phone number.',
  'phone4.regex': 'Enter exactly 4 digits.',
}

/** The year check runs per request, so "next year" moves with the calendar. */
const notAfterNextYear = vine.createRule((value, _options, field) => {
  const max = new Date().getFullYear() + 1
  if (typeof value === 'number' && value > max) {
    field.report(`The year must be between ${SALE_LIMITS.vehicleYearMin} and ${max}.`, 'max', field)
  }
})

const activeDealer = vine.createRule(
  async (value, _options, field) => {
    const row = await db
      .from('dealers')
      .where('id', Number(value))
      .where('status', 'active')
      .whereNull('deleted_at')
      .first()
    if (!row) field.report('Choose an active dealer.', 'activeDealer', field)
  },
  { isAsync: true }
)

/**
 * A film must be on sale (active, not archived) — except, on update, a film
 * already on this sale, so a discontinued film does not block editing.
 */
const activeProduct = vine.createRule(
  async (value, _options, field) => {
    const saleId = (field.meta as { saleId?: number }).saleId
    const row = await db
      .from('products')
      .where('id', Number(value))
      .where((query) => {
        query.where((active) => active.where('status', 'active').whereNull('deleted_at'))
        if (saleId) {
          query.orWhereExists((items) =>
            items
              .from('sale_items')
              .where('sale_id', saleId)
              .whereColumn('product_id', 'products.id')
          )
        }
      })
      .first()
    if (!row) field.report('Choose an active film product.', 'activeProduct', field)
  },
  { isAsync: true }
)

/** Reported on the later item so the client can show it inside that row. */
const distinctPosition = vine.createRule((value, _options, field: FieldContext) => {
  const index = Number(field.getFieldPath().split('.').at(-2))
  const items = (field.data as { items?: unknown }).items
  if (!Array.isArray(items) || Number.isNaN(index)) return
  const earlier = items
    .slice(0, index)
    .some((item) => (item as { position?: unknown })?.position === value)
  if (earlier) field.report('This window is already listed.', 'distinctPosition', field)
})

const toIsoDate = (date: Date) => DateTime.fromJSDate(date).toISODate()!
const optionalText = (max: number) => vine.string().trim().maxLength(max).optional()

const saleFields = {
  customerName: vine.string().trim().minLength(2).maxLength(SALE_LIMITS.customerNameMax),
  customerPhone: phoneNumber(),
  customerEmail: vine.string().trim().toLowerCase().maxLength(254).email().optional(),
  plateNumber: vine
    .string()
    .trim()
    .maxLength(SALE_LIMITS.plateNumberMax)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 .\-]*$/)
    .transform((value) => value.replace(/\s+/g, ' ')),
  vehicleMake: vine.string().trim().maxLength(SALE_LIMITS.vehicleMakeMax),
  vehicleModel: vine.string().trim().maxLength(SALE_LIMITS.vehicleModelMax),
  vehicleYear: vine
    .number()
    .withoutDecimals()
    .min(SALE_LIMITS.vehicleYearMin)
    .use(notAfterNextYear())
    .optional(),
  vin: vine
    .string()
    .trim()
    .toUpperCase()
    .fixedLength(SALE_LIMITS.vinLength)
    .regex(/^[A-HJ-NPR-Z0-9]+$/)
    .optional(),
  installedAt: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .afterOrEqual('1990-01-01')
    .beforeOrEqual('today')
    .transform(toIsoDate),
  notes: optionalText(SALE_LIMITS.notesMax),
  items: vine
    .array(
      vine.object({
        position: vine.enum(WINDOW_POSITIONS).use(distinctPosition()),
        productId: vine.number().withoutDecimals().min(1).use(activeProduct()),
      })
    )
    .minLength(1)
    .maxLength(WINDOW_POSITIONS.length),
}

/** Admins pick the dealer; staff cannot (the field is dropped, their own dealer is used). */
const adminSaleValidator = vine.withMetaData<{ saleId?: number }>().compile(
  vine.object({
    ...saleFields,
    dealerId: vine.number().withoutDecimals().min(1).use(activeDealer()),
  })
)
adminSaleValidator.messagesProvider = withMessages(MESSAGES)

const staffSaleValidator = vine.withMetaData<{ saleId?: number }>().compile(vine.object(saleFields))
staffSaleValidator.messagesProvider = withMessages(MESSAGES)

export function createSaleValidator(user: { isAdmin: boolean }) {
  return user.isAdmin ? adminSaleValidator : staffSaleValidator
}

/** Editing is for admins only, so the dealer is always part of the body. */
export const updateSaleValidator = adminSaleValidator

export const voidSaleValidator = vine.compile(
  vine.object({
    reason: vine
      .string()
      .trim()
      .minLength(SALE_LIMITS.voidReasonMin)
      .maxLength(SALE_LIMITS.voidReasonMax),
  })
)

const dateFilter = () =>
  vine
    .date({ formats: ['YYYY-MM-DD'] })
    .transform(toIsoDate)
    .optional()

export const listSalesValidator = listQueryValidator(SALE_SORTS, {
  dealerId: vine.number().withoutDecimals().min(1).optional(),
  productId: vine.number().withoutDecimals().min(1).optional(),
  status: vine.enum(SALE_STATUSES).optional(),
  installedFrom: dateFilter(),
  installedTo: dateFilter(),
})

const warrantyCodeRule = vine.createRule((value, _options, field) => {
  if (!parseWarrantyCode(String(value))) {
    field.report(
      'Enter the warranty code as printed, for example WF-7K3M-9QX2.',
      'warrantyCode',
      field
    )
  }
})

/** Public lookup by code: `?code=`; case and separators do not matter. */
export const warrantyCodeLookupValidator = vine.compile(
  vine.object({
    code: vine
      .string()
      .trim()
      .maxLength(40)
      .use(warrantyCodeRule())
      .transform((value) => parseWarrantyCode(value)!),
  })
)
warrantyCodeLookupValidator.messagesProvider = withMessages(MESSAGES)

/** Public lookup by plate and the last 4 digits of the customer's phone. */
export const warrantyPlateLookupValidator = vine.compile(
  vine.object({
    plate: vine
      .string()
      .trim()
      .maxLength(SALE_LIMITS.plateNumberMax)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 .\-]*$/)
      .transform(normalizePlate),
    phone4: vine
      .string()
      .trim()
      .regex(/^\d{4}$/),
  })
)
warrantyPlateLookupValidator.messagesProvider = withMessages(MESSAGES)
