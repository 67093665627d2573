import { daysInMonth } from './calendar_date.js'

/**
 * Calendar months as `YYYY-MM` strings (which compare correctly as text), for
 * the dashboard's monthly figures. Pure: the server and the browser agree.
 */

/** `2026-11-24` → `2026-11`. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7)
}

/** `month` moved by `count` months (negative: back). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count
  const year = Math.floor(index / 12)
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The `count` months ending with `last`, oldest first. */
export function monthsUntil(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(last, index - count + 1))
}

/** `YYYY-MM-01`. */
export function firstDayOf(month: string): string {
  return `${month}-01`
}

/** The month's last day, `YYYY-MM-DD`. */
export function lastDayOf(month: string): string {
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))
  return `${month}-${String(days).padStart(2, '0')}`
}
