import dayjs from 'dayjs'
import {
  addDays,
  formatDate as formatCalendarDate,
  formatLongDate as formatLongCalendarDate,
  wholeMonthsBetween,
} from '#domain/calendar_date'
import { INTL_LOCALES, formatCalendarDay, type Locale, type Translate } from '#dtos/locales'

/**
 * The one set of display formats, admin and public alike, in the viewer's
 * language: dates read `15 Mar 2030` in English and `15 thg 3, 2030` in
 * Vietnamese, times `15 Mar 2030, 14:05` / `14:05 15 thg 3, 2030`; an empty
 * value is a dash.
 *
 * Vietnamese comes from `Intl` (vi-VN), which Node and the browsers print
 * alike. English keeps its hand-made form: `Intl`'s en-GB now writes
 * September `Sept`, and the English dates have always read `5 Sep 2030`
 * (#domain/calendar_date, which the server's messages use too).
 */
export const EMPTY = '—'

/** `formatDate`'s English format in dayjs terms, for instants (`formatDateTime`). */
const DATE_FORMAT = 'D MMM YYYY'

/** A calendar day (`YYYY-MM-DD`) → `15 Mar 2030` / `15 thg 3, 2030`, whatever the viewer's zone. */
export function formatDate(iso: string | null | undefined, locale: Locale, empty = EMPTY) {
  if (!iso) return empty
  return locale === 'en' ? formatCalendarDate(iso) : formatCalendarDay(iso.slice(0, 10), locale)
}

/** `Sunday, 22 November 2026` / `Chủ Nhật, 22 tháng 11, 2026`: what a typed date was understood as. */
export function formatLongDate(iso: string, locale: Locale) {
  if (locale === 'en') return formatLongCalendarDate(iso)
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

/** An instant in the viewer's zone. Only rendered in the browser (data comes from the API). */
export function formatDateTime(value: string | null | undefined, locale: Locale, empty = EMPTY) {
  if (!value) return empty
  if (locale === 'en') return dayjs(value).format(`${DATE_FORMAT}, HH:mm`)
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value))
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

/** A calendar day in the page's language (the public pages' name for formatDate). */
export function formatDay(iso: string | null | undefined, locale: Locale) {
  return formatDate(iso, locale)
}
