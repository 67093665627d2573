import type { VineValidator } from '@vinejs/vine'
import {
  changeMyPasswordValidator,
  loginValidator,
  updateMyProfileValidator,
} from '#validators/auth'
import {
  createDealerValidator,
  dealerListValidator,
  updateDealerValidator,
} from '#validators/dealer'
import {
  createProductValidator,
  productListValidator,
  updateProductValidator,
} from '#validators/product'
import { createUserValidator, updateUserValidator, userListValidator } from '#validators/user'
import {
  createSaleValidator,
  listSalesValidator,
  transferSaleValidator,
  voidSaleValidator,
} from '#validators/sale'
import { auditHistoryValidator, auditListValidator } from '#validators/audit'
import { outboxListValidator } from '#validators/outbox'
import { list, mutation, one, page, schemaRef } from '#renderers/openapi/schemas'
import { SALE_LIMITS } from '#dtos/sale'

type AnyValidator = VineValidator<any, any>
type Checks = Record<string, string>

/** Who may call it: the login alone is open; the rest need a token, some an admin's. */
export type Access = 'public' | 'signed-in' | 'admin'

/**
 * One operation of /api/admin. `body.example` is sent through `body.validator`
 * by the tests (with `body.meta`), so an example that the API would refuse
 * fails the suite; `query` turns the list validator into query parameters.
 */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  tag: string
  summary: string
  /** More than the summary says: conditions, side effects (the access is added). */
  description?: string
  access: Access
  query?: AnyValidator
  /** Query parameters' checks beyond their schema (see `body.checks`). */
  queryChecks?: Checks
  body?: {
    validator: AnyValidator
    example: Record<string, unknown>
    meta?: Record<string, unknown>
    /**
     * What the server checks on a field beyond its schema, where the check is
     * Lucid's (`unique`) or a service's; a validator's own rules say theirs
     * (#validators/rules, sale). Flagged `x-server-checks` in the document.
     */
    checks?: Checks
  }
  success: { status: number; description: string; schema?: Record<string, unknown>; csv?: boolean }
  /** Error statuses beyond those implied by access, parameters and body. */
  errors?: number[]
  /** An error status whose answer says more than the shared one (components/responses). */
  errorResponses?: Record<number, { description: string; schema: Record<string, unknown> }>
}

/** The document's tags, in the order a reader meets them. */
export const TAGS = [
  { name: 'Auth', description: 'Signing in and out, the signed-in user' },
  { name: 'Dealers', description: 'The dealers (workshops) that register sales' },
  { name: 'Products', description: 'The film catalogue' },
  { name: 'Users', description: 'Admin and staff accounts' },
  { name: 'Sales', description: 'Sales and their warranties' },
  { name: 'Audit', description: 'The history of every change' },
  { name: 'Dashboard', description: 'Figures at a glance' },
  { name: 'Outbox', description: 'Messages to owners and their delivery' },
  { name: 'API', description: 'This document and the public pages’ cache' },
]

const dealerExample = {
  name: 'Kuala Lumpur Tint Studio',
  contactName: 'Lim Wei Jie',
  phone: '+60123456789',
  email: 'studio@example.com',
  city: 'Kuala Lumpur',
  status: 'active',
}
const productExample = {
  sku: 'CER-70',
  name: 'Crystal Clear 70',
  series: 'Crystal',
  type: 'ceramic',
  vlt: 70,
  irRejection: 90,
  uvRejection: 99,
  warrantyYears: 10,
  status: 'active',
}
const userExample = {
  username: 'siti.staff',
  fullName: 'Siti Nurhaliza',
  email: 'siti@example.com',
  isAdmin: false,
  dealerId: 1,
  isActive: true,
  locale: 'vi',
  password: 'tinted-windows-2026',
  passwordConfirmation: 'tinted-windows-2026',
}
const saleExample = {
  dealerId: 1,
  customerName: 'Ahmad Faizal bin Ismail',
  customerPhone: '0123456789',
  customerEmail: 'faizal@example.com',
  plateNumber: 'WXY 1234',
  vehicleMake: 'Perodua',
  vehicleModel: 'Myvi',
  vehicleYear: 2022,
  installedAt: new Date().toISOString().slice(0, 10),
  items: [
    { position: 'windshield', productId: 1 },
    { position: 'front_sides', productId: 2 },
  ],
}

const unique = (what: string) => `Unique among ${what}, archived ones too.`
const selfAndLastAdmin = 'An admin cannot demote or deactivate themself, nor the last active admin.'
const dealerChecks = {
  code: `${unique('dealers')} Left out on create: generated.`,
  status: 'Not `inactive` while the dealer has active staff accounts.',
}
const userChecks = {
  username: unique('users'),
  email: unique('users'),
  isAdmin: selfAndLastAdmin,
  isActive: selfAndLastAdmin,
  dealerId: 'Staff (not `isAdmin`): required, an active dealer.',
}
const saleChecks = {
  belowMinimumReason: `Required, at least ${SALE_LIMITS.reasonMin} characters, with \`confirmBelowMinimum: true\` when a film is below the local VLT minimum for its window.`,
}

/** The five resources that share list / show / create / update / archive / restore. */
function resource(
  tag: string,
  path: string,
  schema: string,
  validators: { list: AnyValidator; create: AnyValidator; update: AnyValidator },
  example: Record<string, unknown>,
  checks: Checks
): Operation[] {
  const single = `${path}/{id}`
  return [
    {
      method: 'get',
      path,
      tag,
      summary: `List ${tag.toLowerCase()}`,
      access: 'admin',
      query: validators.list,
      success: { status: 200, description: 'One page', schema: page(schema) },
    },
    {
      method: 'post',
      path,
      tag,
      summary: `Create a ${schema.toLowerCase()}`,
      access: 'admin',
      body: { validator: validators.create, example, checks },
      success: { status: 201, description: 'Created', schema: mutation(schema) },
    },
    {
      method: 'get',
      path: single,
      tag,
      summary: `Show a ${schema.toLowerCase()}`,
      access: 'admin',
      success: { status: 200, description: 'The record', schema: one(schema) },
    },
    {
      method: 'put',
      path: single,
      tag,
      summary: `Update a ${schema.toLowerCase()}`,
      access: 'admin',
      body: { validator: validators.update, example, meta: { id: 999_999 }, checks },
      success: { status: 200, description: 'Updated', schema: mutation(schema) },
    },
    {
      method: 'patch',
      path: single,
      tag,
      summary: `Update a ${schema.toLowerCase()} (same as PUT)`,
      access: 'admin',
      body: { validator: validators.update, example, meta: { id: 999_999 }, checks },
      success: { status: 200, description: 'Updated', schema: mutation(schema) },
    },
    {
      method: 'delete',
      path: single,
      tag,
      summary: `Archive a ${schema.toLowerCase()}`,
      access: 'admin',
      success: { status: 200, description: 'Archived', schema: mutation(schema) },
      errors: [409],
    },
    {
      method: 'post',
      path: `${single}/restore`,
      tag,
      summary: `Restore an archived ${schema.toLowerCase()}`,
      access: 'admin',
      success: { status: 200, description: 'Restored', schema: mutation(schema) },
      errors: [409],
    },
  ]
}

const password = {
  currentPassword: 'correct-horse-battery',
  password: 'a-new-tinted-window',
  passwordConfirmation: 'a-new-tinted-window',
}
const changePassword = {
  tag: 'Auth',
  summary: 'Change the signed-in user’s password (ends every session)',
  access: 'signed-in' as const,
  body: {
    validator: changeMyPasswordValidator,
    example: password,
    meta: { username: 'admin' },
    checks: {
      currentPassword: 'The signed-in user’s password; the new `password` must differ from it.',
    },
  },
  success: { status: 200, description: 'Changed', schema: schemaRef('Message') },
}

export const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Sign in: a bearer token and the user',
    access: 'public',
    body: {
      validator: loginValidator,
      example: { username: 'admin', password: 'correct-horse-battery' },
      checks: {
        username: 'With `password`, the credentials of an active user.',
        password: 'With `username`, the credentials of an active user.',
      },
    },
    success: { status: 200, description: 'Signed in', schema: schemaRef('LoginResponse') },
    errors: [429],
    errorResponses: {
      429: {
        description:
          'Over a sign-in budget (this client, this username, or everyone’s failures): nothing ' +
          'was checked. Send the same request again with `altcha`, a solved proof-of-work ' +
          'challenge from GET /altcha/challenge (an ALTCHA payload, good once).',
        schema: schemaRef('ChallengeRequired'),
      },
    },
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'Auth',
    summary: 'Revoke the token in use',
    access: 'signed-in',
    success: { status: 200, description: 'Signed out', schema: schemaRef('Message') },
  },
  {
    method: 'get',
    path: '/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user',
    access: 'signed-in',
    success: { status: 200, description: 'The user', schema: schemaRef('SessionUser') },
  },
  {
    method: 'patch',
    path: '/auth/me',
    tag: 'Auth',
    summary: "The signed-in user's language (English or Vietnamese)",
    access: 'signed-in',
    body: { validator: updateMyProfileValidator, example: { locale: 'vi' } },
    success: { status: 200, description: 'The user', schema: schemaRef('SessionUser') },
  },
  { method: 'patch', path: '/auth/password/my', ...changePassword },
  {
    method: 'post',
    path: '/auth/password/my',
    ...changePassword,
    summary: `${changePassword.summary}; POST with \`_method: PATCH\`, as the spec’s client sends it`,
  },
  {
    method: 'get',
    path: '/dealers/options',
    tag: 'Dealers',
    summary: 'Dealers to pick from (staff: their own)',
    access: 'signed-in',
    success: { status: 200, description: 'Options', schema: list('DealerOption') },
  },
  {
    method: 'get',
    path: '/products/options',
    tag: 'Products',
    summary: 'Active films to pick from',
    access: 'signed-in',
    success: { status: 200, description: 'Options', schema: list('ProductOption') },
  },
  ...resource(
    'Dealers',
    '/dealers',
    'Dealer',
    { list: dealerListValidator, create: createDealerValidator, update: updateDealerValidator },
    dealerExample,
    dealerChecks
  ),
  ...resource(
    'Products',
    '/products',
    'Product',
    { list: productListValidator, create: createProductValidator, update: updateProductValidator },
    productExample,
    { sku: unique('films') }
  ),
  ...resource(
    'Users',
    '/users',
    'AdminUser',
    { list: userListValidator, create: createUserValidator, update: updateUserValidator },
    userExample,
    userChecks
  ),
  {
    method: 'get',
    path: '/sales/export.csv',
    tag: 'Sales',
    summary: 'The filtered sales as CSV',
    access: 'signed-in',
    query: listSalesValidator,
    success: { status: 200, description: 'CSV file', csv: true },
    description: 'Streamed; while every export slot is taken: 429 with Retry-After.',
    errors: [429],
  },
  {
    method: 'get',
    path: '/sales',
    tag: 'Sales',
    summary: 'List sales (staff: their dealer’s)',
    access: 'signed-in',
    query: listSalesValidator,
    // paginate's searchWindow (#queries/resource_list).
    queryChecks: { page: 'With `search`: a page within its first 1,000 matches.' },
    success: {
      status: 200,
      // paginate's pastSearchWindow.
      description: 'One page; a search lists its first 1,000 matches (a page past them: 422)',
      schema: page('SaleListItem'),
    },
  },
  {
    method: 'post',
    path: '/sales',
    tag: 'Sales',
    summary:
      'Register a sale and its warranty (staff: `dealerId` is their own). A film below the local VLT minimum for its window needs `confirmBelowMinimum: true` and a `belowMinimumReason`, else 422',
    access: 'signed-in',
    body: {
      validator: createSaleValidator({ isAdmin: true }),
      example: saleExample,
      meta: {},
      checks: saleChecks,
    },
    success: { status: 201, description: 'Registered', schema: mutation('SaleDetail') },
    description: 'A staff account without a dealer has nobody to register for: 403.',
    errors: [403],
  },
  {
    method: 'get',
    path: '/sales/{id}',
    tag: 'Sales',
    summary: 'A sale with its items and what the user may do',
    access: 'signed-in',
    success: { status: 200, description: 'The sale', schema: one('SaleDetail') },
    errors: [403],
  },
  {
    method: 'put',
    path: '/sales/{id}',
    tag: 'Sales',
    summary: 'Correct a sale (staff: their own, within the edit window)',
    access: 'signed-in',
    body: {
      validator: createSaleValidator({ isAdmin: true }),
      example: saleExample,
      meta: {},
      checks: saleChecks,
    },
    success: { status: 200, description: 'Updated', schema: mutation('SaleDetail') },
    errors: [403, 409],
  },
  {
    method: 'post',
    path: '/sales/{id}/void',
    tag: 'Sales',
    summary: 'Void a sale with a reason',
    access: 'signed-in',
    body: { validator: voidSaleValidator, example: { reason: 'Registered twice by mistake' } },
    success: { status: 200, description: 'Voided', schema: mutation('SaleDetail') },
    errors: [403, 409],
  },
  {
    method: 'get',
    path: '/sales/{id}/history',
    tag: 'Sales',
    summary: 'A sale’s history of changes, newest first (whoever may see the sale)',
    access: 'signed-in',
    query: auditHistoryValidator,
    success: { status: 200, description: 'One page', schema: page('AuditEntry') },
  },
  {
    method: 'get',
    path: '/audit',
    tag: 'Audit',
    summary: 'The history of every change, newest first, filtered by record, user, action, days',
    access: 'admin',
    query: auditListValidator,
    success: { status: 200, description: 'One page', schema: page('AuditEntry') },
  },
  {
    method: 'post',
    path: '/sales/{id}/transfer',
    tag: 'Sales',
    summary:
      'Transfer the warranty to the car’s new owner (admins, or staff of its dealer): the code stays, the previous owner is kept; 422 when a film is not transferable, 409 when void',
    access: 'signed-in',
    body: {
      validator: transferSaleValidator,
      example: {
        customerName: 'Nurul Aina binti Hassan',
        customerPhone: '0198765432',
        transferredOn: new Date().toISOString().slice(0, 10),
        transferReason: 'Car sold to a new owner',
      },
      meta: { installedAt: '2024-01-15' },
    },
    success: { status: 200, description: 'Transferred', schema: mutation('SaleDetail') },
    errors: [403, 409],
  },
  {
    method: 'get',
    path: '/outbox',
    tag: 'Outbox',
    summary:
      'Every message to owners, newest first, with its text, channel, attempts and last error; `search` matches the recipient',
    access: 'admin',
    query: outboxListValidator,
    success: { status: 200, description: 'One page', schema: page('OutboxMessage') },
  },
  {
    method: 'post',
    path: '/outbox/{id}/retry',
    tag: 'Outbox',
    summary:
      'Send a failed message again (same idempotency key, attempts counted afresh); 409 unless it is failed',
    access: 'admin',
    success: { status: 200, description: 'Queued again', schema: mutation('OutboxMessage') },
    errors: [409],
  },
  {
    method: 'get',
    path: '/dashboard',
    tag: 'Dashboard',
    summary:
      'Figures at a glance: sales per month, warranties, voids, by dealer and film (staff: their dealer’s)',
    access: 'signed-in',
    success: { status: 200, description: 'The figures', schema: one('Dashboard') },
  },
  {
    method: 'post',
    path: '/page-cache/clear',
    tag: 'API',
    summary: 'Render the public pages afresh on every server (after a change they show)',
    access: 'admin',
    success: { status: 200, description: 'Cleared', schema: schemaRef('Message') },
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'API',
    summary: 'This document',
    access: 'admin',
    success: { status: 200, description: 'OpenAPI 3.1', schema: { type: 'object' } },
  },
]
