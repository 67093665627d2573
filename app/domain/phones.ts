import {
  AsYouType,
  getExampleNumber,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js'
import examples from 'libphonenumber-js/examples.mobile.json'

/**
 * Phone numbers are stored in E.164 (`+60127784455`), whatever was typed
 * (`012-778 4455`, `+60 12-778 4455`, `60127784455`), and shown the national
 * way (`012-778 4455`) when they belong to the configured country
 * (`DEFAULT_COUNTRY`), internationally (`+65 6123 4567`) otherwise. A number
 * typed without a country code is read as a number of that country. The
 * server validators, the browser fields and every display use these.
 */
export type { CountryCode }

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string }

export const FALLBACK_COUNTRY: CountryCode = 'MY'

/** The configured country if the phone library knows it (config/locale.ts checks it at boot). */
export function phoneCountry(code: string | undefined | null): CountryCode {
  const upper = (code ?? '').toUpperCase()
  return isSupportedCountry(upper) ? upper : FALLBACK_COUNTRY
}

/** A mobile number of `country` written the national way, for hints: `012-345 6789`. */
export function phoneExample(country: CountryCode) {
  return getExampleNumber(country, examples)?.formatNational() ?? ''
}

type LengthProblem = NonNullable<ReturnType<typeof validatePhoneNumberLength>>

function refusal(reason: LengthProblem | 'INVALID' | 'EXTENSION', country: CountryCode) {
  const example = phoneExample(country)
  const forExample = example ? `, e.g. ${example}` : ''
  switch (reason) {
    case 'NOT_A_NUMBER':
      return `Enter the phone number in digits${forExample}.`
    case 'INVALID_COUNTRY':
      return `Start with + and the country code, or type the number as dialled locally${forExample}.`
    case 'TOO_SHORT':
      return `This phone number is too short: type all its digits${forExample}.`
    case 'TOO_LONG':
      return 'This phone number is too long.'
    case 'EXTENSION':
      return 'Leave out the extension: type the number only.'
    default:
      return `This is not a valid phone number${forExample}.`
  }
}

/** What was typed → E.164, or the reason it is not a phone number. */
export function normalizePhone(text: string, country: CountryCode): PhoneResult {
  const trimmed = text.trim()
  const lengthProblem = validatePhoneNumberLength(trimmed, { defaultCountry: country })
  if (lengthProblem) return { ok: false, message: refusal(lengthProblem, country) }
  const phone = parsePhoneNumberFromString(trimmed, { defaultCountry: country, extract: false })
  if (!phone) return { ok: false, message: refusal('NOT_A_NUMBER', country) }
  if (phone.ext) return { ok: false, message: refusal('EXTENSION', country) }
  if (!phone.isValid()) return { ok: false, message: refusal('INVALID', country) }
  return { ok: true, e164: phone.number }
}

/** Numbers already laid out: the same few dealers' phones are shown on every lookup. */
const formatted = new Map<string, string>()

/** A stored number for people: national in the configured country, international elsewhere. */
export function formatPhone(stored: string, country: CountryCode): string {
  const key = `${country} ${stored}`
  let shown = formatted.get(key)
  if (shown === undefined) {
    shown = layOutPhone(stored, country)
    if (formatted.size >= 1000) formatted.clear()
    formatted.set(key, shown)
  }
  return shown
}

function layOutPhone(stored: string, country: CountryCode): string {
  const phone = parsePhoneNumberFromString(stored, { defaultCountry: country })
  // Anything that is not a valid number (an unconvertible old row) is shown as stored.
  if (!phone?.isValid()) return stored
  // Where the library knows no national layout it gives bare digits without the trunk
  // prefix (`154335505`), which nobody can dial: the international form is exact.
  const national = phone.formatNational()
  const laidOut = national !== phone.nationalNumber
  return phone.country === country && laidOut ? national : phone.formatInternational()
}

/**
 * What a phone search term can match among stored E.164 numbers: its digits
 * anywhere (`7784455`, `60127784455`), and, when it starts the national way
 * (`012-778`), the same number with the country code (`+6012778…`).
 */
export function phoneSearchTerms(term: string, country: CountryCode) {
  const digits = term.replace(/\D/g, '')
  const contains = digits ? [digits] : []
  const prefixes: string[] = []
  if (!term.trim().startsWith('+') && digits) {
    const typed = new AsYouType(country)
    typed.input(digits)
    const national = typed.getNationalNumber()
    if (national && national !== digits) {
      prefixes.push(`+${getCountryCallingCode(country)}${national}`)
    }
  }
  return { contains, prefixes }
}

/**
 * The boot warning when the shop's own number (`CONTACT_PHONE`) belongs to
 * another country than `DEFAULT_COUNTRY`: the numbers staff type the
 * national way (`0901 234 567`) are read in `DEFAULT_COUNTRY`, so a shop in
 * Vietnam left on the default MY has them refused and its share links built
 * as +60. Null when they agree, or when the number names no country (typed
 * nationally, or not a number: shown as it is).
 */
export function contactPhoneCountryWarning(contactPhone: string, country: CountryCode) {
  const phone = parsePhoneNumberFromString(contactPhone.trim(), { defaultCountry: country })
  if (!phone?.isValid() || !phone.country || phone.country === country) return null
  const own = phone.country
  return (
    `CONTACT_PHONE (${contactPhone.trim()}) is a number of ${own} but DEFAULT_COUNTRY is ${country}, ` +
    `so phones typed without a country code are read, and share links built, as ${country} numbers: ` +
    `set DEFAULT_COUNTRY=${own} if the shop is in ${own}.`
  )
}
