import type { DateOrder } from '#dtos/shared'
import { MONTH_NAMES, daysInMonth, parseIsoDate, toIsoDate } from './calendar_date.js'

export type { DateOrder }

/**
 * Dates as people type them. The order of day, month and year is configured
 * (`DATE_ORDER`, day-first by default, the convention of the markets served):
 * a typed date is read in that order, or refused with a message saying why.
 * Nothing is guessed: `5/3/2025` is 5 March in DMY, and `11/22/2026` (no
 * month 22) is an error there, not silently read month-first. Both the server
 * validators and the browser fields use this one parser.
 */
export type TypedDate =
  | { ok: true; iso: string }
  | {
      ok: false
      message: string
      /** The validation rule it is refused under (its message in each language), and its values. */
      rule: 'typedDate' | 'dateRange'
      values?: { min: number; max: number }
    }

/**
 * The years a typed date may have: every date of the product (installations
 * since 1990, transfers, the filters' bounds) with a century to spare, and
 * room after it for the longest warranty term, so every date accepted here
 * computes (#domain/calendar_date works from year 1000 to 9999). Year 0, or
 * 9999 plus a term, would not.
 */
export const TYPED_DATE_YEARS = { min: 1900, max: 2200 } as const

const NAMES: Record<DateOrder, string> = {
  DMY: 'day/month/year',
  MDY: 'month/day/year',
  YMD: 'year-month-day',
}

/** How to type a date, with an example whose day cannot be mistaken for a month. */
export function typedDateHint(order: DateOrder, year: number) {
  return `${NAMES[order]}, e.g. ${formatTypedDate(`${year}-12-31`, order)}`
}

/** A day as it would be typed in `order`: `22/11/2026`, `11/22/2026` or `2026-11-22`. */
export function formatTypedDate(iso: string, order: DateOrder) {
  const parts = parseIsoDate(iso)
  if (!parts) return iso
  const day = String(parts.day).padStart(2, '0')
  const month = String(parts.month).padStart(2, '0')
  if (order === 'YMD') return `${parts.year}-${month}-${day}`
  return order === 'DMY' ? `${day}/${month}/${parts.year}` : `${month}/${day}/${parts.year}`
}

/**
 * A two-digit year is the one of its century closest to a sliding window of
 * 80 years back and 19 ahead (`26` → 2026 and `95` → 1995 in 2026). The field
 * shows the full date it understood before anything is saved.
 */
function fullYear(text: string, todayYear: number): number | null {
  if (text.length === 4) return Number(text)
  if (text.length !== 2) return null
  const twoDigits = Number(text)
  const century = Math.floor(todayYear / 100) * 100
  const year = century + twoDigits
  if (year > todayYear + 19) return year - 100
  if (year < todayYear - 80) return year + 100
  return year
}

/** English month names and their 3-letter forms (and "Sept"). */
function monthNumber(word: string): number | null {
  const lower = word.toLowerCase()
  if (lower === 'sept') return 9
  const index = MONTH_NAMES.findIndex(
    (name) => name.toLowerCase() === lower || name.slice(0, 3).toLowerCase() === lower
  )
  return index === -1 ? null : index + 1
}

function refuse(message: string): TypedDate {
  return { ok: false, message, rule: 'typedDate' }
}

/** Checks the parts and says which one is wrong, in words that fit under the field. */
function build(
  parts: { day: string; month: string | number; year: string },
  todayYear: number,
  hint: string
): TypedDate {
  const year = fullYear(parts.year, todayYear)
  if (year === null) return refuse(`Type the year with 4 digits: ${hint}.`)
  const { min, max } = TYPED_DATE_YEARS
  if (year < min || year > max) {
    const message = `Enter a date between ${min} and ${max}.`
    return { ok: false, message, rule: 'dateRange', values: { min, max } }
  }
  const month = typeof parts.month === 'number' ? parts.month : Number(parts.month)
  if (month < 1 || month > 12) return refuse(`There is no month ${parts.month}: type ${hint}.`)
  const day = Number(parts.day)
  const last = daysInMonth(year, month)
  if (day < 1 || day > last) {
    return refuse(`${MONTH_NAMES[month - 1]} ${year} has no day ${day} (it has ${last} days).`)
  }
  return { ok: true, iso: toIsoDate({ year, month, day })! }
}

const NUMBER = /^\d{1,4}$/
const WORD = /^[A-Za-z]+$/

/**
 * Reads what was typed: the configured order with `/`, `-`, `.` or spaces
 * between the parts; a 4-digit year first (`2026-11-22`) is always year first;
 * a month may be written as a name (`22 Nov 2026`, the way dates are shown).
 * `today` (`YYYY-MM-DD`) only places two-digit years.
 */
export function parseTypedDate(text: string, order: DateOrder, today: string): TypedDate {
  const todayYear = Number(today.slice(0, 4))
  const hint = typedDateHint(order, todayYear)
  const unreadable = refuse(`Type the date as ${hint}.`)
  const tokens = text
    .trim()
    .split(/[\s/.,-]+/)
    .filter(Boolean)
  if (tokens.length === 1 && /^\d+$/.test(tokens[0])) {
    return refuse(`Separate the day, month and year: ${hint}.`)
  }
  if (tokens.length === 2) return refuse(`Type the whole date, with the year: ${hint}.`)
  if (tokens.length !== 3) return unreadable

  const words = tokens.filter((token) => WORD.test(token))
  const numbers = tokens.filter((token) => NUMBER.test(token))
  if (words.length > 1 || words.length + numbers.length !== 3) return unreadable

  if (words.length === 1) {
    const month = monthNumber(words[0])
    if (month === null) return refuse(`"${words[0]}" is not a month: type ${hint}.`)
    // The year is the 4-digit number, else the one the configured order puts last.
    const yearFirst = numbers[0].length === 4 || (order === 'YMD' && numbers[1].length !== 4)
    const [year, day] = yearFirst ? numbers : [numbers[1], numbers[0]]
    if (day.length > 2) return unreadable
    return build({ day, month, year }, todayYear, hint)
  }

  const [first, second, third] = tokens
  if (second.length > 2) return unreadable
  if (first.length === 4) return build({ year: first, month: second, day: third }, todayYear, hint)
  if (first.length > 2 || third.length > 4) return unreadable
  if (order === 'YMD') {
    if (third.length === 4) return refuse(`Type the year first: ${hint}.`)
    return build({ year: first, month: second, day: third }, todayYear, hint)
  }
  const [day, month] = order === 'DMY' ? [first, second] : [second, first]
  return build({ day, month, year: third }, todayYear, hint)
}

/** True for a strict `YYYY-MM-DD` of a real day (what the list URLs and the API carry). */
export function isIsoDate(text: string) {
  return parseIsoDate(text) !== null
}
