import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import locale from '#config/locale'
import { phoneNumber, typedDate, withMessages } from '#validators/rules'
import { listQueryValidator } from '#validators/list_query'
import { multilineText, recordId, serverCheck, text } from '#validators/text'
import { parseWarrantyCode } from '#domain/warranty_code'
import { formatPlate, normalizePlate } from '#domain/plates'
import {
  CONFIRM_INSTALLATION_OLDER_THAN_YEARS,
  EARLIEST_INSTALLATION,
  installationDateProblem,
} from '#domain/installation_date'
import { transferDateProblem } from '#domain/ownership_transfer'
import { todayIso } from '#domain/warranty_status'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import {
  PHONE4_PATTERN,
  SALE_LIMITS,
  SALE_SORTS,
  SALE_STATUSES,
  WARRANTY_LOOKUP_MESSAGES,
  WINDOW_POSITIONS,
} from '#dtos/sale'

const MESSAGES = {
  'customerName.minLength': "Enter the customer's full name.",
  'plateNumber.regex': 'Use letters, digits, spaces and dashes only.',
  'vin.regex': 'A VIN has 17 letters and digits, without I, O or Q.',
  'vin.fixedLength': 'A VIN has exactly 17 letters and digits.',
  'items.array.minLength': REQUIRED_MESSAGES.sale.items,
  'items.*.position.enum': 'Choose a window.',
  'items.*.position.required': REQUIRED_MESSAGES.sale.position,
  'items.*.productId.required': REQUIRED_MESSAGES.sale.productId,
  'reason.minLength': 'Give a reason of at least {{ min }} characters.',
  'transferredOn.required': 'Enter the day the car changed hands.',
  ...WARRANTY_LOOKUP_MESSAGES,
}

/** The year check runs per request, so "next year" moves with the calendar. */
const notAfterNextYear = vine.createRule(
  (value, _options, field) => {
    const max = new Date().getFullYear() + 1
    if (typeof value === 'number' && value > max) {
      const min = SALE_LIMITS.vehicleYearMin
      field.report(`The year must be between ${min} and ${max}.`, 'range', field, { min, max })
    }
  },
  { toJSONSchema: (schema) => serverCheck(schema, 'At most next year.') }
)

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
  {
    isAsync: true,
    toJSONSchema: (schema) => serverCheck(schema, 'An active dealer (staff: theirs is used).'),
  }
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
  {
    isAsync: true,
    toJSONSchema: (schema) =>
      serverCheck(
        schema,
        'An active film (on an update, also a film already on the sale). One below the local VLT minimum for its window needs `confirmBelowMinimum: true` and a `belowMinimumReason`.'
      ),
  }
)

/** Reported on the later item so the client can show it inside that row. */
const distinctPosition = vine.createRule(
  (value, _options, field: FieldContext) => {
    const index = Number(field.getFieldPath().split('.').at(-2))
    const items = (field.data as { items?: unknown }).items
    if (!Array.isArray(items) || Number.isNaN(index)) return
    const earlier = items
      .slice(0, index)
      .some((item) => (item as { position?: unknown })?.position === value)
    if (earlier) field.report('This window is already listed.', 'distinctPosition', field)
  },
  { toJSONSchema: (schema) => serverCheck(schema, 'Each window once per sale.') }
)

type SaleMeta = {
  /** On update: the sale being changed (its films stay choosable) … */
  saleId?: number
  /** … and its saved installation date (keeping it needs no confirmation). */
  savedInstalledAt?: string
}

/**
 * The installation date's business rule (#domain/installation_date) on the
 * typed date once it is read. An admin confirms an old date with
 * `confirmOldInstallation: true`; staff cannot.
 */
const installationDate = vine.createRule<{ canConfirm: boolean }>(
  (value, options, field) => {
    if (typeof value !== 'string') return
    const body = field.data as { confirmOldInstallation?: unknown }
    const problem = installationDateProblem(value, {
      today: todayIso(),
      confirmed: body.confirmOldInstallation === true,
      canConfirm: options.canConfirm,
      saved: (field.meta as SaleMeta).savedInstalledAt ?? null,
    })
    if (problem) field.report(problem, 'installationDate', field)
  },
  {
    toJSONSchema: (schema) =>
      serverCheck(
        schema,
        `Not in the future, not before ${EARLIEST_INSTALLATION}; more than ${CONFIRM_INSTALLATION_OLDER_THAN_YEARS} years back (unless unchanged on an update) it needs \`confirmOldInstallation: true\`, which only admins can give.`
      ),
  }
)

function saleFields(canConfirm: boolean) {
  return {
    customerName: text().minLength(2).maxLength(SALE_LIMITS.customerNameMax),
    customerPhone: phoneNumber(),
    customerEmail: text().toLowerCase().maxLength(254).email().optional(),
    plateNumber: text()
      .maxLength(SALE_LIMITS.plateNumberMax)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 .\-]*$/)
      .transform((value) => formatPlate(value, locale.country)),
    vehicleMake: text().maxLength(SALE_LIMITS.vehicleMakeMax),
    vehicleModel: text().maxLength(SALE_LIMITS.vehicleModelMax),
    vehicleYear: vine
      .number()
      .withoutDecimals()
      .min(SALE_LIMITS.vehicleYearMin)
      .use(notAfterNextYear())
      .optional(),
    vin: text()
      .toUpperCase()
      .fixedLength(SALE_LIMITS.vinLength)
      .regex(/^[A-HJ-NPR-Z0-9]+$/)
      .optional(),
    installedAt: typedDate().use(installationDate({ canConfirm })),
    notes: multilineText().maxLength(SALE_LIMITS.notesMax).optional(),
    items: vine
      .array(
        vine.object({
          position: vine.enum(WINDOW_POSITIONS).use(distinctPosition()),
          productId: recordId().use(activeProduct()),
        })
      )
      .minLength(1)
      .maxLength(WINDOW_POSITIONS.length),
    // Checked against the films by the service (#services/legal_tint_check).
    confirmBelowMinimum: vine.boolean().optional(),
    belowMinimumReason: multilineText().maxLength(SALE_LIMITS.reasonMax).optional(),
  }
}

/**
 * Admins pick the dealer and may confirm an installation date years back;
 * staff cannot do either (a dealer or confirmation they send is dropped:
 * their own dealer is used).
 */
const adminSaleValidator = vine.withMetaData<SaleMeta>().compile(
  vine.object({
    ...saleFields(true),
    dealerId: recordId().use(activeDealer()),
    confirmOldInstallation: vine.boolean().optional(),
  })
)
adminSaleValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.sale, MESSAGES)

const staffSaleValidator = vine.withMetaData<SaleMeta>().compile(vine.object(saleFields(false)))
staffSaleValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.sale, MESSAGES)

export function createSaleValidator(user: { isAdmin: boolean }) {
  return user.isAdmin ? adminSaleValidator : staffSaleValidator
}

/** The same shape: staff correcting their own sale within the edit window keep its dealer. */
export const updateSaleValidator = createSaleValidator

export type SalePayload = Infer<ReturnType<typeof createSaleValidator>>
export type SaleUpdatePayload = Infer<ReturnType<typeof updateSaleValidator>>

export const voidSaleValidator = vine.compile(
  vine.object({
    reason: multilineText()
      .minLength(SALE_LIMITS.voidReasonMin)
      .maxLength(SALE_LIMITS.voidReasonMax),
  })
)
voidSaleValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.sale, MESSAGES)

/** The transfer day against the sale's installation day (#domain/ownership_transfer). */
const transferDate = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const { installedAt } = field.meta as { installedAt: string }
    const found = transferDateProblem(value, installedAt, todayIso())
    if (found) field.report(found, 'transferDate', field)
  },
  {
    toJSONSchema: (schema) =>
      serverCheck(schema, "Not in the future, not before the sale's installation date."),
  }
)

/**
 * A warranty passed to a new owner: their name and phone follow the rules of
 * the sale's customer; the day is typed like the installation date.
 */
export const transferSaleValidator = vine.withMetaData<{ installedAt: string }>().compile(
  vine.object({
    customerName: text().minLength(2).maxLength(SALE_LIMITS.customerNameMax),
    customerPhone: phoneNumber(),
    transferredOn: typedDate().use(transferDate()),
    transferReason: multilineText()
      .minLength(SALE_LIMITS.reasonMin)
      .maxLength(SALE_LIMITS.reasonMax),
  })
)
transferSaleValidator.messagesProvider = withMessages(
  { ...REQUIRED_MESSAGES.sale, transferReason: 'Say why the warranty changes hands.' },
  {
    ...MESSAGES,
    'transferReason.minLength': `Give a reason of at least ${SALE_LIMITS.reasonMin} characters.`,
  }
)

export type SaleTransferPayload = Infer<typeof transferSaleValidator>

const dateFilter = () => typedDate().optional()

export const listSalesValidator = listQueryValidator(SALE_SORTS, {
  dealerId: recordId().optional(),
  productId: recordId().optional(),
  status: vine.enum(SALE_STATUSES).optional(),
  installedFrom: dateFilter(),
  installedTo: dateFilter(),
})

export type SaleListQuery = Infer<typeof listSalesValidator>

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
    code: text()
      .maxLength(40)
      .use(warrantyCodeRule())
      .transform((value) => parseWarrantyCode(value)!),
  })
)
warrantyCodeLookupValidator.messagesProvider = withMessages({}, MESSAGES)

/** Public lookup by plate and the last 4 digits of the customer's phone. */
export const warrantyPlateLookupValidator = vine.compile(
  vine.object({
    plate: text()
      .maxLength(SALE_LIMITS.plateNumberMax)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 .\-]*$/)
      .transform(normalizePlate),
    phone4: text().regex(PHONE4_PATTERN),
  })
)
warrantyPlateLookupValidator.messagesProvider = withMessages({}, MESSAGES)
