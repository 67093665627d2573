import dayjs from 'dayjs'
import {
  addDays,
  formatDate as formatCalendarDate,
  wholeMonthsBetween,
} from '#domain/calendar_date'
import type { Locale, Translate } from '#dtos/locales'

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
export function formatTimeLeft(expiresAt: string, daysLeft: number, t?: Translate) {
  const today = addDays(expiresAt, -daysLeft)
  if (t) return translatedTimeLeft(expiresAt, today, daysLeft, t)
  if (daysLeft === 0) return 'Last day today'
  return daysLeft > 0
    ? `${span(today, expiresAt, daysLeft)} left`
    : `Expired ${span(expiresAt, today, -daysLeft)} ago`
}

/** The same, worded by the catalogue (`public.timeLeft`), with ICU plurals. */
function translatedTimeLeft(expiresAt: string, today: string, daysLeft: number, t: Translate) {
  if (daysLeft === 0) return t('public.timeLeft.lastDay')
  const [from, to, days] =
    daysLeft > 0 ? [today, expiresAt, daysLeft] : [expiresAt, today, -daysLeft]
  const months = wholeMonthsBetween(from, to)
  const spanText =
    months >= 24
      ? t('public.timeLeft.years', { count: Math.floor(months / 12) })
      : months >= 2
        ? t('public.timeLeft.months', { count: months })
        : t('public.timeLeft.days', { count: days })
  return t(daysLeft > 0 ? 'public.timeLeft.left' : 'public.timeLeft.expired', { span: spanText })
}

/**
 * A calendar day in the page's language: `15 Mar 2030`, or `15 thg 3, 2030`
 * as Vietnamese writes it (Intl's `vi` form). By hand, like formatDate, so
 * the server render and the browser agree.
 */
export function formatDay(iso: string | null | undefined, locale: Locale) {
  if (!iso || locale === 'en') return formatDate(iso)
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} thg ${month}, ${year}`
}
