import dayjs from 'dayjs'
import {
  addDays,
  formatDate as formatCalendarDate,
  wholeMonthsBetween,
} from '#domain/calendar_date'

/**
 * The one set of display formats, admin and public alike: dates read
 * `15 Mar 2030`, times `15 Mar 2030, 14:05`, an empty value is a dash.
 */
export const EMPTY = '—'

/** `formatDate`'s format in dayjs terms, for instants (`formatDateTime`). */
const DATE_FORMAT = 'D MMM YYYY'

/**
 * A calendar day (`YYYY-MM-DD`) → `15 Mar 2030`. Done by hand, not with Intl
 * or Date, so the server render and the browser agree whatever their locale
 * and time zone (#domain/calendar_date, which the server uses too).
 */
export function formatDate(iso: string | null | undefined, empty = EMPTY) {
  return iso ? formatCalendarDate(iso) : empty
}

/** An instant in the viewer's zone. Only rendered in the browser (data comes from the API). */
export function formatDateTime(value: string | null | undefined, empty = EMPTY) {
  return value ? dayjs(value).format(`${DATE_FORMAT}, HH:mm`) : empty
}

export function formatText(value: string | null | undefined) {
  return value ? value : EMPTY
}

export function formatPercent(value: number | null) {
  return value === null ? EMPTY : `${value}%`
}

export function formatYears(years: number) {
  return `${years} ${years === 1 ? 'year' : 'years'}`
}

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/** The longest whole span from `from` to `to` (`days` apart): years from 2, months from 2, else days. */
function span(from: string, to: string, days: number) {
  const months = wholeMonthsBetween(from, to)
  if (months >= 24) return plural(Math.floor(months / 12), 'year')
  if (months >= 2) return plural(months, 'month')
  return plural(days, 'day')
}

/**
 * How long a warranty still runs, in calendar terms: "7 years left" (not
 * "2,557 days left"), "5 months left", "12 days left", "Last day today",
 * "Expired 3 days ago". `daysLeft` is the server's count from its today, so
 * today is the expiry minus that many days, whatever the viewer's clock says.
 */
export function formatTimeLeft(expiresAt: string, daysLeft: number) {
  if (daysLeft === 0) return 'Last day today'
  const today = addDays(expiresAt, -daysLeft)
  return daysLeft > 0
    ? `${span(today, expiresAt, daysLeft)} left`
    : `Expired ${span(expiresAt, today, -daysLeft)} ago`
}
