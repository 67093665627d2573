import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import type { FormRulesRecord } from '@mantine/form'
import { normalizePhone } from '#domain/phones'
import { messageKeyOf } from '#dtos/field_messages'
import { currentLocale } from '~/shared/locale'

/**
 * Client checks mirroring the server's VineJS rules (app/validators/*), with
 * the same messages (the rules both need live in app/domain, the required
 * messages in app/dtos/field_messages), so most mistakes are caught before a
 * round trip. The server stays the authority: its field errors land on the
 * same fields.
 */
/**
 * What a check found: the server's rule name (VineJS's, as in
 * resources/lang/<locale>/validation.json), the English message and its
 * values, so the form can say it in the user's language (`localizeRules`).
 */
export type Check = { rule: string; message: string; meta?: Record<string, number> }
type Rule = (value: unknown) => Check | null

export const problem = (rule: string, message: string, meta?: Check['meta']): Check => ({
  rule,
  message,
  meta,
})

const isBlank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === ''

/** Runs rules in order and reports the first failure. */
export function all(...rules: Rule[]) {
  return (value: unknown) => {
    for (const rule of rules) {
      const error = rule(value)
      if (error) return error
    }
    return null
  }
}

/** `message` says what is needed: "Enter the customer's phone.", never "This field is required.". */
export function required(message: string): Rule {
  return (value) => (isBlank(value) ? problem('required', message) : null)
}

export function minLength(min: number): Rule {
  return (value) =>
    !isBlank(value) && String(value).trim().length < min
      ? problem('minLength', `This field must have at least ${min} characters.`, { min })
      : null
}

export function maxLength(max: number): Rule {
  return (value) =>
    !isBlank(value) && String(value).trim().length > max
      ? problem('maxLength', `This field must have at most ${max} characters.`, { max })
      : null
}

export function matches(
  pattern: RegExp,
  message: string,
  normalise = (text: string) => text,
  rule = 'regex'
): Rule {
  return (value) =>
    !isBlank(value) && !pattern.test(normalise(String(value).trim()))
      ? problem(rule, message)
      : null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const email: Rule = all(
  maxLength(254),
  matches(EMAIL, 'Enter a valid email address.', undefined, 'email')
)

/** A phone number of the configured country, or any with + and its country code. */
export const phone: Rule = (value) => {
  if (isBlank(value)) return null
  const result = normalizePhone(String(value), currentLocale().country)
  return result.ok ? null : problem('phoneNumber', result.message)
}

/** A whole number in [min, max]; blank passes (combine with `required`). */
export function integerBetween(min: number, max: number): Rule {
  return (value) => {
    if (isBlank(value)) return null
    const number = Number(value)
    if (!Number.isFinite(number)) return problem('number', 'This field must be a number.')
    if (!Number.isInteger(number)) {
      return problem('withoutDecimals', 'This field must be a whole number.')
    }
    return number < min || number > max
      ? problem('range', `This field must be between ${min} and ${max}.`, { min, max })
      : null
  }
}

/** Blank text becomes null, so an optional field can be cleared. */
export function orNull(value: string) {
  const text = value.trim()
  return text === '' ? null : text
}

/** A NumberInput value ('' when empty) as the API's number or null. */
export function numberOrNull(value: number | string) {
  return value === '' ? null : Number(value)
}

/** A field's check: one of the helpers above, or its own (a plain string stays as written). */
type CheckFn<V> = (value: any, values: V, path: string) => Check | string | null
/** Like Mantine's FormRulesRecord: a list's item fields nest, and get the whole form's values. */
type CheckRulesOf<T, V> = {
  [K in keyof T]?: T[K] extends (infer I)[] ? CheckRulesOf<I, V> | CheckFn<V> : CheckFn<V>
}
export type CheckRules<V> = CheckRulesOf<V, V>

/** Mantine's rules from checks, each message in the user's language. */
export function localizeRules<V>(rules: CheckRules<V>, say: SayCheck): FormRulesRecord<V> {
  const wrap = (rule: unknown): unknown =>
    typeof rule === 'function'
      ? (value: unknown, values: V, path: string) => {
          const found = (rule as CheckFn<V>)(value, values, path)
          return typeof found === 'string' || found === null ? found : say(path, found)
        }
      : Object.fromEntries(
          Object.entries(rule as Record<string, unknown>).map(([key, child]) => [key, wrap(child)])
        )
  return wrap(rules) as FormRulesRecord<V>
}

/** Says a form check in the page's language (see localizeRules). */
export type SayCheck = (path: string, check: Check) => string

/**
 * A form check's message in the page's language, looked up as the server
 * does (app/exceptions/localized_problem.ts): its sentence's own translation
 * (messageKeyOf), else the field's message
 * (`validation.fields.<path>.<rule>`, list indexes as `*`), else the rule's,
 * else the English the check wrote. English is left as written.
 */
export function useCheckMessage(): SayCheck {
  const intl = useIntl()
  return useCallback<SayCheck>(
    (path, check) => {
      const own = messageKeyOf(check.message)
      if (own && intl.messages[own.key] !== undefined) {
        return intl.formatMessage({ id: own.key }, own.values) as string
      }
      const field = path.replace(/\.\d+(?=\.|$)/g, '.*')
      const keys = [`validation.fields.${field}.${check.rule}`, `validation.rules.${check.rule}`]
      const key = keys.find((candidate) => intl.messages[candidate] !== undefined)
      return key ? (intl.formatMessage({ id: key }, check.meta) as string) : check.message
    },
    [intl]
  )
}
