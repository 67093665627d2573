import { normalizePhone } from '#domain/phones'
import { currentLocale } from '~/lib/locale'

/**
 * Client checks mirroring the server's VineJS rules (app/validators/*), with
 * the same messages (the rules both need live in app/domain, the required
 * messages in app/dtos/field_messages), so most mistakes are caught before a
 * round trip. The server stays the authority: its field errors land on the
 * same fields.
 */
type Rule = (value: unknown) => string | null

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
  return (value) => (isBlank(value) ? message : null)
}

export function minLength(min: number): Rule {
  return (value) =>
    !isBlank(value) && String(value).trim().length < min
      ? `This field must have at least ${min} characters.`
      : null
}

export function maxLength(max: number): Rule {
  return (value) =>
    !isBlank(value) && String(value).trim().length > max
      ? `This field must have at most ${max} characters.`
      : null
}

export function matches(
  pattern: RegExp,
  message: string,
  normalise = (text: string) => text
): Rule {
  return (value) =>
    !isBlank(value) && !pattern.test(normalise(String(value).trim())) ? message : null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const email: Rule = all(maxLength(254), matches(EMAIL, 'Enter a valid email address.'))

/** A phone number of the configured country, or any with + and its country code. */
export const phone: Rule = (value) => {
  if (isBlank(value)) return null
  const result = normalizePhone(String(value), currentLocale().country)
  return result.ok ? null : result.message
}

/** A whole number in [min, max]; blank passes (combine with `required`). */
export function integerBetween(min: number, max: number): Rule {
  return (value) => {
    if (isBlank(value)) return null
    const number = Number(value)
    if (!Number.isFinite(number)) return 'This field must be a number.'
    if (!Number.isInteger(number)) return 'This field must be a whole number.'
    return number < min || number > max ? `This field must be between ${min} and ${max}.` : null
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
