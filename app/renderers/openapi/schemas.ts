import { DEALER_STATUSES } from '#dtos/dealer'
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '#dtos/product'
import { USER_ROLES } from '#dtos/admin_user'
import { SALE_STATUSES, WINDOW_POSITIONS } from '#dtos/sale'
import { LOCALES } from '#dtos/locales'
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '#dtos/audit'
import { MESSAGE_TEMPLATES, OUTBOX_STATUSES } from '#dtos/messaging'

/**
 * JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12) of what the admin API
 * answers, one per DTO in app/dtos. Request schemas are not written here:
 * they come from the validators themselves (see document.ts).
 */
type Schema = Record<string, unknown>

const string = { type: 'string' }
const integer = { type: 'integer' }
const number = { type: 'number' }
const boolean = { type: 'boolean' }
const dateTime = { type: 'string', format: 'date-time' }
const date = { type: 'string', format: 'date' }
const nullable = (schema: Schema) => ({ ...schema, type: [schema.type as string, 'null'] })
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** An object whose listed properties are all present (the DTOs never omit a key). */
function object(properties: Record<string, Schema>): Schema {
  return { type: 'object', properties, required: Object.keys(properties) }
}

const idName = object({ id: integer, name: string })
const userRef = object({ id: integer, username: string })

export const SCHEMAS: Record<string, Schema> = {
  Problem: {
    type: 'object',
    description: 'Every error: a message for people and, on a 422, one message per field.',
    properties: {
      message: string,
      errors: { type: 'object', additionalProperties: string },
    },
    required: ['message'],
  },
  ChallengeRequired: {
    type: 'object',
    description:
      'A request that needs a solved proof-of-work challenge first: the message, also on field `altcha`.',
    properties: {
      message: string,
      errors: object({ altcha: string }),
      challengeRequired: { const: true },
    },
    required: ['message', 'errors', 'challengeRequired'],
  },
  Message: object({ message: string }),
  PaginationMeta: object({
    total: integer,
    perPage: integer,
    currentPage: integer,
    lastPage: integer,
    // True when counting stopped at the cap: `total` is then a lower bound.
    totalIsEstimate: boolean,
  }),
  SessionUser: object({
    id: integer,
    username: string,
    fullName: nullable(string),
    isAdmin: boolean,
    dealerId: nullable(integer),
    // The user's interface language, English unless they chose another.
    locale: { enum: [...LOCALES] },
  }),
  LoginResponse: object({ token: string, expiresAt: nullable(dateTime), user: ref('SessionUser') }),
  Dealer: object({
    id: integer,
    code: string,
    name: string,
    contactName: nullable(string),
    phone: string,
    email: nullable(string),
    address: nullable(string),
    city: nullable(string),
    status: { enum: [...DEALER_STATUSES] },
    notes: nullable(string),
    createdAt: dateTime,
    updatedAt: dateTime,
    deletedAt: nullable(dateTime),
  }),
  DealerOption: object({ id: integer, code: string, name: string }),
  Product: object({
    id: integer,
    sku: string,
    name: string,
    series: nullable(string),
    type: { enum: [...PRODUCT_TYPES] },
    vlt: number,
    irRejection: nullable(number),
    uvRejection: nullable(number),
    tser: nullable(number),
    warrantyYears: integer,
    description: nullable(string),
    status: { enum: [...PRODUCT_STATUSES] },
    transferable: boolean,
    createdAt: dateTime,
    updatedAt: dateTime,
    deletedAt: nullable(dateTime),
  }),
  ProductOption: object({
    id: integer,
    sku: string,
    name: string,
    series: nullable(string),
    type: { enum: [...PRODUCT_TYPES] },
    vlt: number,
    warrantyYears: integer,
  }),
  AdminUser: object({
    id: integer,
    username: string,
    fullName: nullable(string),
    email: nullable(string),
    isAdmin: boolean,
    role: { enum: [...USER_ROLES] },
    dealerId: nullable(integer),
    dealer: { oneOf: [object({ id: integer, code: string, name: string }), { type: 'null' }] },
    isActive: boolean,
    locale: { enum: [...LOCALES] },
    lastLoginAt: nullable(dateTime),
    createdAt: dateTime,
    updatedAt: dateTime,
    deletedAt: nullable(dateTime),
  }),
  SaleListItem: object({
    id: integer,
    warrantyCode: string,
    installedAt: date,
    expiresAt: date,
    customerName: string,
    customerPhone: string,
    plateNumber: string,
    vehicle: object({ make: string, model: string, year: nullable(integer) }),
    dealer: idName,
    films: { type: 'array', items: string },
    itemsCount: integer,
    status: { enum: [...SALE_STATUSES] },
    createdAt: dateTime,
  }),
  SaleItem: object({
    id: integer,
    position: { enum: [...WINDOW_POSITIONS] },
    positionLabel: string,
    product: object({
      id: integer,
      sku: string,
      name: string,
      vlt: number,
      warrantyYears: integer,
    }),
    warrantyExpiresAt: date,
    daysLeft: integer,
    // The local VLT minimum (%) the film was below when saved; null when legal there.
    belowVltMinimum: nullable(integer),
  }),
  SaleTransfer: object({
    id: integer,
    previousCustomerName: string,
    previousCustomerPhone: string,
    newCustomerName: string,
    newCustomerPhone: string,
    transferredOn: date,
    reason: string,
    createdBy: { oneOf: [userRef, { type: 'null' }] },
    createdAt: dateTime,
  }),
  SaleDetail: object({
    id: integer,
    warrantyCode: string,
    installedAt: date,
    expiresAt: date,
    customerName: string,
    customerPhone: string,
    customerEmail: nullable(string),
    plateNumber: string,
    vin: nullable(string),
    vehicle: object({ make: string, model: string, year: nullable(integer) }),
    dealer: object({ id: integer, name: string, phone: string }),
    films: { type: 'array', items: string },
    itemsCount: integer,
    status: { enum: [...SALE_STATUSES] },
    notes: nullable(string),
    voidReason: nullable(string),
    voidedAt: nullable(dateTime),
    voidedBy: { oneOf: [userRef, { type: 'null' }] },
    createdBy: userRef,
    updatedBy: { oneOf: [userRef, { type: 'null' }] },
    items: { type: 'array', items: ref('SaleItem') },
    belowMinimumReason: nullable(string),
    transfers: { type: 'array', items: ref('SaleTransfer') },
    transfer: object({ allowed: boolean, notTransferable: { type: 'array', items: string } }),
    certificateUrl: string,
    ownerCertificateUrl: string,
    certificatePrintedAt: nullable(dateTime),
    handover: object(
      Object.fromEntries(
        LOCALES.map((locale) => [locale, object({ link: string, subject: string, text: string })])
      )
    ),
    createdAt: dateTime,
    updatedAt: dateTime,
    permissions: object({ edit: boolean, void: boolean, editUntil: nullable(dateTime) }),
  }),
  AuditEntry: object({
    id: integer,
    action: { enum: [...AUDIT_ACTIONS] },
    recordType: { enum: [...AUDIT_RECORD_TYPES] },
    recordId: integer,
    actor: {
      oneOf: [object({ id: nullable(integer), username: string }), { type: 'null' }],
    },
    ip: nullable(string),
    changes: {
      type: 'object',
      description: 'The changed fields, each `{ old, new }`; never a password, hash or token.',
      additionalProperties: object({ old: {}, new: {} }),
    },
    reason: nullable(string),
    createdAt: dateTime,
  }),
  OutboxMessage: object({
    id: integer,
    idempotencyKey: string,
    recipientKind: { enum: ['phone', 'email'] },
    recipient: { ...string, description: 'A phone in E.164, or an e-mail address.' },
    template: { enum: [...MESSAGE_TEMPLATES] },
    locale: { enum: [...LOCALES] },
    subject: { ...nullable(string), description: 'An e-mail’s subject; null for a phone.' },
    text: {
      ...string,
      description:
        'As the recipient reads it. A one-time code shows only when the development outbox holds the message.',
    },
    status: { enum: [...OUTBOX_STATUSES] },
    sending: { ...boolean, description: 'A worker holds the message right now.' },
    attempts: integer,
    maxAttempts: integer,
    channel: nullable(string),
    providerRef: nullable(string),
    lastError: nullable(string),
    nextAttemptAt: { ...nullable(dateTime), description: 'When pending: its next attempt.' },
    sentAt: nullable(dateTime),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
}

const month = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' }
const shares = object({
  top: {
    type: 'array',
    items: object({ id: integer, name: string, detail: nullable(string), count: integer }),
  },
  others: object({ count: integer, groups: integer }),
})
SCHEMAS.Dashboard = object({
  today: date,
  scope: object({ dealerId: nullable(integer), dealerName: nullable(string) }),
  counts: object({
    salesThisMonth: integer,
    salesLastMonth: integer,
    activeWarranties: integer,
    expiringSoon: integer,
    voidsThisMonth: integer,
  }),
  salesByMonth: { type: 'array', items: object({ month, sales: integer }) },
  sharePeriod: object({ from: month, to: month }),
  byDealer: shares,
  byFilm: shares,
})

export const schemaRef = ref

/** `{ data: [...], meta }`: every list answer. */
export const page = (item: string) =>
  object({ data: { type: 'array', items: ref(item) }, meta: ref('PaginationMeta') })
/** `{ data }`: one record. */
export const one = (item: string) => object({ data: ref(item) })
/** `{ data: [...] }`: options for pickers. */
export const list = (item: string) => object({ data: { type: 'array', items: ref(item) } })
/** `{ message, data }`: the answer of every write. */
export const mutation = (item: string) => object({ message: string, data: ref(item) })
