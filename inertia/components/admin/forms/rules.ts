/**
 * Client checks mirroring the server's VineJS rules (app/validators/*), with
 * the same messages, so most mistakes are caught before a round trip. The
 * server stays the authority: its field errors land on the same fields.
 */
type Rule = (value: unknown) => string | null

const isBlank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === ''

export const REQUIRED = 'This field is required.'

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

export const required: Rule = (value) => (isBlank(value) ? REQUIRED : null)

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

const PHONE = /^\+?[0-9][0-9 -]{6,20}[0-9]$/
const PHONE_MESSAGE = 'Enter a phone number of 8–15 digits, optionally starting with +.'
export const phone: Rule = (value) => {
  if (isBlank(value)) return null
  const text = String(value).trim()
  const digits = text.replace(/\D/g, '').length
  return PHONE.test(text) && digits >= 8 && digits <= 15 ? null : PHONE_MESSAGE
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
