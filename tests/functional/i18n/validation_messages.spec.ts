import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import vine, { VineValidator } from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { localizeValidation } from '#exceptions/localized_problem'
import { RULE_MESSAGES } from '#validators/rules'
import { AUTH_MESSAGES, REQUIRED_MESSAGES, messageKeyOf } from '#dtos/field_messages'
import { PASSWORD_MESSAGES } from '#dtos/password'
import { DealerFactory } from '#database/factories/dealer_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { UserFactory } from '#database/factories/user_factory'
import * as auditValidators from '#validators/audit'
import * as outboxValidators from '#validators/outbox'
import * as authValidators from '#validators/auth'
import * as claimValidators from '#validators/claim'
import * as dealerValidators from '#validators/dealer'
import * as productValidators from '#validators/product'
import * as saleValidators from '#validators/sale'
import * as userValidators from '#validators/user'

/**
 * Issue 31, item 2: every validation message renders, in English and in
 * Vietnamese, with the arguments its rule really passes. A message naming a
 * placeholder the rule does not supply was a 500 in Vietnamese (ICU throws)
 * and "undefined" in English.
 *
 * The rules and their arguments are not written down here: every validator
 * the app exports is compiled by VineJS into a schema whose refs hold each
 * rule's function and options, and each rule is RUN on a set of values
 * that make it report, so what is recorded is exactly what VineJS (or the app's own
 * rule) passes to `field.report`. Then both directions are checked: every
 * reported rule renders in both languages through the app's own code, and
 * every message of the Vietnamese catalogue belongs to a rule some field
 * really reports (else no argument can be known for it) and renders with
 * what that rule passes.
 */

type Report = {
  validator: string
  scope: 'fields' | 'lookup'
  /** The field path with `*` for array members, as the catalogue keys it. */
  path: string
  rule: string
  meta: Record<string, unknown> | undefined
  /** What the rule handed to `field.report` (VineJS's default, or the app's sentence). */
  message: string
  provider: MessagesProviderContact
}

/** Errors raised outside the validators (services, the lookup page), with what they pass. */
const REPORTED_ELSEWHERE: Omit<Report, 'provider' | 'validator'>[] = [
  // #services/legal_tint_check
  {
    scope: 'fields',
    path: 'items.*.productId',
    rule: 'belowVltMinimum',
    meta: { position: 'windshield', vlt: 15, minimum: 70 },
    message: 'Onyx (VLT 15 %) is below the local minimum of 70 %.',
  },
  {
    scope: 'fields',
    path: 'belowMinimumReason',
    rule: 'required',
    meta: {},
    message: 'Say why.',
  },
  // #services/sale_transfer_service
  {
    scope: 'fields',
    path: 'items',
    rule: 'notTransferable',
    meta: { films: 'Onyx Ceramic 15' },
    message: 'The warranty of Onyx Ceramic 15 does not pass to a new owner.',
  },
  {
    scope: 'fields',
    path: 'transferredOn',
    rule: 'transferDate',
    meta: undefined,
    message: 'The transfer date cannot be in the future.',
  },
  // #services/user_service (an admin locking themselves, or everyone, out)
  {
    scope: 'fields',
    path: 'isAdmin',
    rule: 'selfDemote',
    meta: undefined,
    message: 'You cannot remove your own admin role.',
  },
  {
    scope: 'fields',
    path: 'isActive',
    rule: 'selfDeactivate',
    meta: undefined,
    message: 'You cannot deactivate your own account.',
  },
  {
    scope: 'fields',
    path: 'isActive',
    rule: 'lastAdmin',
    meta: undefined,
    message: 'This is the last active admin. Make another user an active admin first.',
  },
  // #services/dealer_service (a dealer made inactive while staff still work there)
  {
    scope: 'fields',
    path: 'status',
    rule: 'activeStaff',
    meta: { count: 2 },
    message:
      'This dealer still has 2 active staff users. Move them to another dealer or deactivate them before you deactivate it.',
  },
  // #services/claim_service (a claim handed to the dealer already working it)
  {
    scope: 'fields',
    path: 'dealerId',
    rule: 'sameDealer',
    meta: undefined,
    message: 'This dealer already works this claim.',
  },
  // #queries/resource_list (assertInSearchWindow)
  {
    scope: 'fields',
    path: 'page',
    rule: 'searchWindow',
    meta: { max: 10_000 },
    message: 'A search lists its first 10,000 matches.',
  },
]

/**
 * Values every rule is run on: each rule the app uses fails on at least one
 * (`TAKEN` is made to exist for the uniqueness rules).
 */
const TAKEN = 'not a value'
const CANDIDATES: unknown[] = [
  '',
  '\u0000',
  '\ud800',
  'x'.repeat(5000),
  TAKEN,
  '9999-12-31',
  '0001-01-01',
  7,
  -1e15,
  1e15,
  0.5,
  0,
  {},
  [],
  undefined,
]

/** VineJS's rules that only change the value (they never report). */
const TRANSFORMS = new Set(['trim', 'toLowerCase', 'toUpperCase'])

type SchemaNode = {
  type: string
  fieldName?: string
  isOptional?: boolean
  dataTypeValidatorFnId?: string
  validations?: { ruleFnId: string; name: string; isAsync: boolean }[]
  properties?: SchemaNode[]
  each?: SchemaNode
  schema?: SchemaNode
  groups?: unknown[]
}
type Ref = { validator: (...args: unknown[]) => unknown; options: unknown }

/**
 * The sibling fields a rule may read: a password form's, and a claim's status
 * change, whose approval and rejection require other fields (`requiredWhen`).
 */
const PARENTS: Record<string, unknown>[] = [
  { password: 'another-password', username: 'someone' },
  { status: 'approved' },
  { status: 'rejected' },
]

function fieldContext(
  path: string,
  value: unknown,
  report: FieldContext['report'],
  parent: Record<string, unknown> = PARENTS[0]
) {
  const concrete = path.replaceAll('*', '1')
  const name = path.split('.').at(-1)!
  return {
    value,
    isDefined: value !== undefined && value !== null,
    isValid: true,
    isArrayMember: name === '*',
    name,
    wildCardPath: path,
    meta: { installedAt: '2020-01-01', username: 'someone' },
    // Earlier items hold the same value (a repeated window), the password differs.
    data: { items: [{ position: value }, { position: value }] },
    parent,
    getFieldPath: () => concrete,
    mutate: () => undefined,
    report,
  } as unknown as FieldContext
}

/** What one rule function reports, run on every candidate (a rule may report under several names). */
async function reportsOfRule(ref: Ref, path: string, name: string, isAsync: boolean) {
  const found = new Map<string, Pick<Report, 'message' | 'rule' | 'meta'>>()
  for (const [value, parent] of CANDIDATES.flatMap((each) => PARENTS.map((p) => [each, p]))) {
    const field = fieldContext(
      path,
      value,
      (message, rule, _field, meta) => {
        found.set(`${rule} ${JSON.stringify(meta)}`, { message, rule, meta })
      },
      parent as Record<string, unknown>
    )
    try {
      // In a savepoint: a value PostgreSQL refuses (NUL) must not abort the test's transaction.
      if (isAsync) await db.transaction(async () => ref.validator(value, ref.options, field))
      else ref.validator(value, ref.options, field)
    } catch {
      // A value of another type than the rule expects (the type check runs first in the app).
    }
  }
  if (!found.size && !TRANSFORMS.has(name)) {
    throw new Error(`No candidate value makes the rule "${name}" on ${path} report: add one.`)
  }
  return [...found.values()]
}

async function reportsOf(label: string, validator: VineValidator<any, any>) {
  const { schema, refs } = validator.toJSON() as unknown as {
    schema: SchemaNode
    refs: Record<string, Ref>
  }
  const scope = label.includes('Lookup') ? 'lookup' : 'fields'
  const provider = validator.messagesProvider
  const reports: Report[] = []
  const add = (path: string, found: Omit<Report, 'validator' | 'scope' | 'path' | 'provider'>) =>
    reports.push({ validator: label, scope, path, provider, ...found })

  async function walk(node: SchemaNode, path: string) {
    const ruleIds = [
      ...(node.dataTypeValidatorFnId
        ? [[node.dataTypeValidatorFnId, node.type, false] as const]
        : []),
      ...(node.validations ?? []).map((rule) => [rule.ruleFnId, rule.name, rule.isAsync] as const),
    ]
    if (path && node.isOptional === false) {
      // Compiled inline by VineJS: `field.report(messages.required, "required", field)`.
      add(path, {
        rule: 'required',
        meta: undefined,
        message: 'The {{ field }} field must be defined',
      })
    }
    for (const [id, name, isAsync] of ruleIds) {
      for (const found of await reportsOfRule(refs[id], path, name, isAsync)) add(path, found)
    }
    const join = (child: string) => (path ? `${path}.${child}` : child)
    switch (node.type) {
      case 'root':
        return walk(node.schema!, '')
      case 'object':
        if (node.groups?.length) throw new Error(`${label}: object groups are not walked yet`)
        for (const property of node.properties ?? []) {
          await walk(property, join(property.fieldName!))
        }
        return
      case 'array':
        return walk(node.each!, join('*'))
      case 'literal':
        return
      default:
        throw new Error(`${label} ${path}: schema node "${node.type}" is not walked yet`)
    }
  }
  await walk(schema, '')
  return reports
}

/** Every validator the app exports (the sale form's for both roles). */
function appValidators() {
  const modules = {
    auditValidators,
    authValidators,
    claimValidators,
    outboxValidators,
    dealerValidators,
    productValidators,
    saleValidators,
    userValidators,
  }
  const found: [string, VineValidator<any, any>][] = []
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof VineValidator) found.push([name, value])
    }
  }
  found.push(['adminSaleValidator', saleValidators.createSaleValidator({ isAdmin: true })])
  found.push(['staffSaleValidator', saleValidators.createSaleValidator({ isAdmin: false })])
  return found
}

/** Read once (in the first test's transaction, which holds the taken values). */
let reading: Promise<Report[]> | undefined
function allReports() {
  reading ??= readAllReports()
  return reading
}

async function readAllReports() {
  // What the uniqueness rules (Lucid's `unique`) find taken.
  await DealerFactory.merge({ code: TAKEN }).create()
  await ProductFactory.merge({ sku: TAKEN }).create()
  await UserFactory.merge({ username: TAKEN, email: TAKEN }).create()
  const reports: Report[] = []
  for (const [label, validator] of appValidators()) {
    reports.push(...(await reportsOf(label, validator)))
  }
  for (const report of REPORTED_ELSEWHERE) {
    reports.push({ ...report, validator: 'elsewhere', provider: vine.messagesProvider })
  }
  return reports
}

/** A rendered message with a placeholder left in it, or a missing value written out. */
function unrendered(text: string) {
  return /\{|\}|undefined|NaN/.test(text)
}

function render(report: Report, locale: 'en' | 'vi') {
  const field = fieldContext(report.path, undefined, () => undefined)
  const english = report.provider.getMessage(report.message, report.rule, field, report.meta)
  if (locale === 'en') return english
  const item = {
    field: report.path.replaceAll('*', '1'),
    rule: report.rule,
    meta: report.meta,
    message: english,
  }
  return localizeValidation(item, i18nManager.locale('vi'), report.scope)
}

test.group('I18n | every validation message renders with what its rule passes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each rule each field reports, in English and Vietnamese', async ({ assert }) => {
    const reports = await allReports()
    assert.isAbove(reports.length, 100)
    const broken: string[] = []
    for (const report of reports) {
      for (const locale of ['en', 'vi'] as const) {
        const where = `${report.validator} ${report.path} ${report.rule} (${locale}, ${JSON.stringify(report.meta)})`
        try {
          const text = render(report, locale)
          if (unrendered(text)) broken.push(`${where}: ${text}`)
        } catch (error) {
          broken.push(`${where}: ${(error as Error).message}`)
        }
      }
    }
    assert.deepEqual(broken, [])
  })

  test('each refusal made outside the validators has its Vietnamese', ({ assert }) => {
    const english = REPORTED_ELSEWHERE.map((report) => ({
      ...report,
      provider: vine.messagesProvider,
    }))
    const untranslated = english
      .filter((report) => render({ ...report, validator: 'elsewhere' }, 'vi') === report.message)
      .map((report) => `${report.path} ${report.rule}: ${report.message}`)
    assert.deepEqual(untranslated, [])
  })

  test('each message of the Vietnamese catalogue, with what its rule passes', async ({
    assert,
  }) => {
    const reports = await allReports()
    const vi = i18nManager.locale('vi')
    const keys = Object.keys(i18nManager.getTranslationsFor('vi')).filter((key) =>
      key.startsWith('validation.')
    )
    assert.isAbove(keys.length, 50)

    const broken: string[] = []
    const renderKey = (key: string, values?: Record<string, unknown>) => {
      try {
        const text = vi.t(key, values)
        if (unrendered(text)) broken.push(`${key} ${JSON.stringify(values)}: ${text}`)
      } catch (error) {
        broken.push(`${key} ${JSON.stringify(values)}: ${(error as Error).message}`)
      }
    }
    /** What localizeValidation hands to the catalogue (lists joined). */
    const valuesOf = (meta: Record<string, unknown> | undefined) =>
      Object.fromEntries(
        Object.entries(meta ?? {}).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : value,
        ])
      )

    for (const key of keys) {
      const [, section, ...rest] = key.split('.')
      const suffix = rest.join('.')
      if (section === 'rules') {
        const passing = reports.filter((report) => report.rule === suffix)
        if (!passing.length) broken.push(`${key}: no field of the app reports "${suffix}"`)
        for (const report of passing) renderKey(key, valuesOf(report.meta))
      } else if (section === 'fields' || section === 'lookup') {
        const scope = section
        const passing = reports.filter(
          (report) => report.scope === scope && `${report.path}.${report.rule}` === suffix
        )
        if (!passing.length) broken.push(`${key}: no such field reports this rule`)
        for (const report of passing) renderKey(key, valuesOf(report.meta))
      }
    }
    // Sentences the app writes itself (a required field, a password rule, a refused sign-in).
    const sentences = [
      ...Object.values(REQUIRED_MESSAGES).flatMap((form) => Object.values(form)),
      ...Object.values(PASSWORD_MESSAGES),
      ...Object.values(AUTH_MESSAGES),
    ]
    for (const sentence of sentences) {
      const own = messageKeyOf(sentence)
      if (!own) broken.push(`"${sentence}" has no catalogue key`)
      else renderKey(own.key, own.values)
    }
    assert.deepEqual(broken, [])
  })

  test('each message of the English rules, with what its rule passes', async ({ assert }) => {
    const reports = await allReports()
    const broken: string[] = []
    for (const key of Object.keys(RULE_MESSAGES)) {
      // `<rule>` (the rule may hold a dot: `database.unique`) or `<field>.<rule>`.
      const passing = reports.filter(
        (report) => report.rule === key || `${report.path}.${report.rule}` === key
      )
      if (!passing.length) broken.push(`${key}: no field of the app reports it`)
      for (const report of passing) {
        const field = fieldContext(report.path, undefined, () => undefined)
        const text = vine.messagesProvider.getMessage(
          report.message,
          report.rule,
          field,
          report.meta
        )
        if (unrendered(text)) broken.push(`${key} ${JSON.stringify(report.meta)}: ${text}`)
      }
    }
    assert.deepEqual(broken, [])
  })
})
