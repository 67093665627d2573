import vine from '@vinejs/vine'
import { SimpleMessagesProvider } from '@vinejs/vine'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import type { VineDbSearchOptions } from '@adonisjs/lucid/types/vine'
import locale from '#config/locale'
import { Metadata, getCountryCallingCode } from 'libphonenumber-js'
import { normalizePhone, phoneCountry, phoneExample, type CountryCode } from '#domain/phones'
import { TYPED_DATE_YEARS, parseTypedDate, typedDateHint } from '#domain/typed_date'
import { todayIso } from '#domain/warranty_status'
import { PER_PAGE_OPTIONS } from '#dtos/pagination'
import { serverCheck, text } from '#validators/text'

const COUNTRY = phoneCountry(locale.country)

/** What the phone library's numbering plan holds beyond its typed API (both are in its metadata). */
type PlanPatterns = { nationalNumberPattern(): string; nationalPrefix(): string | undefined }

/**
 * The numbers of `country` written with digits only: in E.164
 * (`+60123456789`) or as dialled there (`0123456789`): its numbering plan's
 * national number pattern, which the phone library checks a number against.
 */
export function phoneNumberPattern(country: CountryCode) {
  const metadata = new Metadata()
  metadata.selectNumberingPlan(country)
  const plan = metadata.numberingPlan as unknown as PlanPatterns
  const prefix = plan.nationalPrefix()
  const international = `\\+${getCountryCallingCode(country)}`
  return `^(?:${international}${prefix ? `|${prefix}` : ''})?(?:${plan.nationalNumberPattern()})$`
}

const phoneNumberRule = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const phone = normalizePhone(value, COUNTRY)
    if (phone.ok) field.mutate(phone.e164, field)
    else field.report(phone.message, 'phoneNumber', field)
  },
  {
    toJSONSchema(schema) {
      schema.pattern = phoneNumberPattern(COUNTRY)
      serverCheck(
        schema,
        `A phone number of ${COUNTRY} in E.164 or as dialled there (${phoneExample(COUNTRY)}), ` +
          'stored in E.164; it must be a valid number of its numbering plan. Also accepted ' +
          'beyond this pattern: spaces, dashes, dots and brackets between the digits, and a ' +
          'number of another country as + and its country code.'
      )
    },
  }
)

/**
 * A phone number as typed (`012-778 4455`, `+60 12-778 4455`), stored in
 * E.164 (`+60127784455`); without a country code it is a number of
 * `DEFAULT_COUNTRY`.
 */
export function phoneNumber() {
  return text().maxLength(40).use(phoneNumberRule())
}

/** `YYYY-MM-DD` of a year in TYPED_DATE_YEARS (1900–2200); `format: date` checks the day. */
export const TYPED_DATE_PATTERN = '^(?:19[0-9]{2}|2[01][0-9]{2}|2200)-[0-9]{2}-[0-9]{2}$'

const typedDateRule = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const date = parseTypedDate(value, locale.dateOrder, todayIso())
    if (date.ok) field.mutate(date.iso, field)
    else field.report(date.message, date.rule, field, date.values)
  },
  {
    toJSONSchema(schema) {
      schema.format = 'date'
      schema.pattern = TYPED_DATE_PATTERN
      const { min, max } = TYPED_DATE_YEARS
      schema.description =
        `A calendar day of ${min}–${max}. Also accepted: the day as people type it ` +
        `(${typedDateHint(locale.dateOrder, 2026)}).`
    },
  }
)

/**
 * A calendar day, as `YYYY-MM-DD` or typed in the configured order
 * (`DATE_ORDER`, day-first by default: `22/11/2026`, `22.11.26`); the
 * validated value is always `YYYY-MM-DD`, of a year in TYPED_DATE_YEARS.
 * Ambiguous or impossible dates are refused with a message that says why.
 */
export function typedDate() {
  return text().maxLength(40).use(typedDateRule())
}

/**
 * A validator's own messages (keyed `<wildcard path>.<rule>`, e.g.
 * `customerPhone.required`) first, then the app-wide ones below. The
 * required messages come from the catalogue the browser uses too.
 */
export function withMessages(
  required: Record<string, string>,
  messages: Record<string, string> = {}
): MessagesProviderContact {
  const own: Record<string, string> = { ...messages }
  for (const [field, message] of Object.entries(required)) own[`${field}.required`] ??= message
  return {
    getMessage(defaultMessage, rule, field, args) {
      // `requiredIfExists` and the other conditional forms say the same as `required`.
      const key = rule.startsWith('required') ? 'required' : rule
      const message = own[`${field.wildCardPath}.${key}`] ?? own[`${field.name}.${key}`]
      if (message === undefined) {
        return vine.messagesProvider.getMessage(defaultMessage, rule, field, args)
      }
      // The rule's bounds, as VineJS fills them in its own messages ("at least {{ min }}").
      return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (mark, name: string) =>
        args && name in args ? String(args[name]) : mark
      )
    },
  }
}

/**
 * Options for Lucid's `unique` rule that ignore the record being updated: its
 * id comes as validator meta (`{ meta: { id } }`). Archived rows still count,
 * because the database's unique index covers them too.
 */
export function uniqueIgnoringSelf(
  table: string,
  column: string,
  caseInsensitive = false
): VineDbSearchOptions<string> {
  return {
    table,
    column,
    caseInsensitive,
    filter: (query, _value, field) => {
      const id: unknown = field.meta.id
      if (typeof id === 'number') query.whereNot('id', id)
    },
  }
}

/**
 * Messages that read well next to a field, for every validator of the app
 * (`<rule>` or `<field>.<rule>`). A placeholder must be one the rule passes
 * (tests/functional/i18n/validation_messages.spec.ts renders each with what
 * VineJS reports): `in` passes `choices` for a string and `values` for a
 * number, so its generic sentence names neither.
 */
export const RULE_MESSAGES: Record<string, string> = {
  'required': 'This field is required.',
  'string': 'This field must be text.',
  'number': 'This field must be a number.',
  'boolean': 'This field must be true or false.',
  'email': 'Enter a valid email address.',
  'minLength': 'This field must have at least {{ min }} characters.',
  'maxLength': 'This field must have at most {{ max }} characters.',
  'fixedLength': 'This field must have exactly {{ size }} characters.',
  'min': 'This field must be at least {{ min }}.',
  'max': 'This field must be at most {{ max }}.',
  'range': 'This field must be between {{ min }} and {{ max }}.',
  'withoutDecimals': 'This field must be a whole number.',
  'enum': 'Choose one of: {{ choices }}.',
  'in': 'Choose one of the values offered.',
  'regex': 'This field has an invalid format.',
  'database.unique': 'This value is already taken.',
  'array.minLength': 'Add at least {{ min }} item.',
  'passwordConfirmation.sameAs': 'The password confirmation does not match.',
  'code.regex': 'Use capital letters, digits and dashes only.',
  'code.database.unique': 'This code is already in use.',
  'sku.regex': 'Use letters, digits, dots, dashes and underscores only.',
  'sku.database.unique': 'This SKU is already in use.',
  'username.regex': 'Use 3–32 lower-case letters, digits, dots, dashes or underscores.',
  'username.database.unique': 'This username is already taken.',
  'email.database.unique': 'This email address is already in use.',
  'perPage.in': `Choose one of: ${PER_PAGE_OPTIONS.join(', ')}.`,
}

vine.messagesProvider = new SimpleMessagesProvider(RULE_MESSAGES, {})
