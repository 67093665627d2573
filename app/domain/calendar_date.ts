/**
 * Calendar days as `YYYY-MM-DD` strings: no time, no zone, no library, so the
 * server, the SSR render and the browser (which imports this file too) always
 * agree. Such strings also compare correctly as text.
 */

export type CalendarParts = { year: number; month: number; day: number }

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

export function isLeapYear(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number) {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** `YYYY-MM-DD` of a real day (years 1000–9999), or null when no such day exists. */
export function toIsoDate({ year, month, day }: CalendarParts): string | null {
  const whole = [year, month, day].every(Number.isInteger)
  if (!whole || year < 1000 || year > 9999 || month < 1 || month > 12) return null
  if (day < 1 || day > daysInMonth(year, month)) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The parts of a strict `YYYY-MM-DD` string of a real day, else null. */
export function parseIsoDate(iso: string): CalendarParts | null {
  const match = ISO_DATE.exec(iso)
  if (!match) return null
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return toIsoDate(parts) ? parts : null
}

function partsOrThrow(iso: string) {
  const parts = parseIsoDate(iso)
  if (!parts) throw new TypeError(`Not a calendar date: ${iso}`)
  return parts
}

function epochDay(iso: string) {
  const { year, month, day } = partsOrThrow(iso)
  return Date.UTC(year, month - 1, day) / 86_400_000
}

/** A result outside the calendar's years (1000–9999) is an error, never a malformed day. */
function inRange(iso: string | null, what: string) {
  if (iso === null) throw new RangeError(`${what} is outside years 1000–9999`)
  return iso
}

function fromEpochDay(days: number) {
  const date = new Date(days * 86_400_000)
  const parts = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  }
  return inRange(toIsoDate(parts), `Day ${days}`)
}

export function addDays(iso: string, days: number) {
  return fromEpochDay(epochDay(iso) + days)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string) {
  return epochDay(to) - epochDay(from)
}

/** Calendar months later; a day that does not exist there becomes the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number) {
  const { year, month, day } = partsOrThrow(iso)
  const index = year * 12 + (month - 1) + months
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 }
  const last = daysInMonth(target.year, target.month)
  return inRange(toIsoDate({ ...target, day: Math.min(day, last) }), `${iso} + ${months} months`)
}

export function addYears(iso: string, years: number) {
  return addMonths(iso, years * 12)
}

/**
 * Whole calendar months from `from` to `to` (`from` ≤ `to`): the largest n
 * with `addMonths(from, n) <= to`.
 */
export function wholeMonthsBetween(from: string, to: string) {
  const a = partsOrThrow(from)
  const b = partsOrThrow(to)
  let months = (b.year - a.year) * 12 + (b.month - a.month)
  if (months > 0 && addMonths(from, months) > to) months--
  return Math.max(0, months)
}

/** `2030-03-05` → `5 Mar 2030`, the app's one way of showing a day. */
export function formatDate(iso: string) {
  const { year, month, day } = partsOrThrow(iso.slice(0, 10))
  return `${day} ${MONTH_NAMES[month - 1].slice(0, 3)} ${year}`
}

/** `2026-11-22` → `Sunday, 22 November 2026`: what a typed date was understood as. */
export function formatLongDate(iso: string) {
  const { year, month, day } = partsOrThrow(iso)
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${weekday}, ${day} ${MONTH_NAMES[month - 1]} ${year}`
}
