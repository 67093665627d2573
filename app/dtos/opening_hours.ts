import { INTL_LOCALES, type Locale, type Translate } from './locales.js'

/*
 * Opening hours, kept once in schema.org form (`CONTACT_OPENING_HOURS`,
 * `Mo-Sa 09:00-18:00`) for the JSON-LD, and written out from it in each
 * language: a second, hand-written English text went untranslated.
 */

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const
const DAY = `(?:${DAYS.join('|')})`
/** One entry: days (`Mo-Fr`, `Mo,We,Fr`, `Sa`) and a time range. */
const ENTRY = new RegExp(
  `(${DAY}(?:\\s*[-,]\\s*${DAY})*)\\s+(\\d{1,2}:\\d{2})\\s*-\\s*(\\d{1,2}:\\d{2})`,
  'g'
)

export type OpeningEntry = { days: number[]; opens: string; closes: string }

/** The entries of a schema.org openingHours text (several apart by `;` or `,`); none if unreadable. */
export function parseOpeningHours(text: string): OpeningEntry[] {
  return [...text.matchAll(ENTRY)].map(([, days, opens, closes]) => ({
    days: [
      ...new Set(
        days.split(/\s*,\s*/).flatMap((part) => {
          const [first, last = first] = part
            .split(/\s*-\s*/)
            .map((day) => DAYS.indexOf(day as never))
          const span = (last - first + 7) % 7
          return Array.from({ length: span + 1 }, (_, step) => (first + step) % 7)
        })
      ),
    ],
    opens,
    closes,
  }))
}

/** Monday 1 January 2024, a day of known weekday, to name the days with `Intl`. */
const MONDAY = Date.UTC(2024, 0, 1)

/**
 * One formatter per language and kind: the footer writes the hours on every
 * page, and building an `Intl.DateTimeFormat` costs more than the rest of
 * the footer's server render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: Locale, kind: 'weekday' | 'time') {
  const key = `${locale}:${kind}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(
      INTL_LOCALES[locale],
      kind === 'weekday'
        ? { weekday: 'short', timeZone: 'UTC' }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }
    )
    formatters.set(key, format)
  }
  return format
}

/** `Mon–Sat`, `Mon, Wed, Fri` / `Thứ 2–Thứ 7`: days (0 = Monday), a run of three or more as a span. */
function dayList(days: number[], locale: Locale) {
  const name = formatter(locale, 'weekday')
  const dayName = (day: number) => name.format(new Date(MONDAY + day * 86_400_000))
  const sorted = [...days].sort((a, b) => a - b)
  const runs: number[][] = []
  for (const day of sorted) {
    const run = runs.at(-1)
    if (run && run.at(-1) === day - 1) run.push(day)
    else runs.push([day])
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${dayName(run[0])}–${dayName(run.at(-1)!)}`] : run.map(dayName)
    )
    .join(', ')
}

function time(text: string, locale: Locale) {
  const [hours, minutes] = text.split(':').map(Number)
  return formatter(locale, 'time').format(new Date(Date.UTC(2024, 0, 1, hours, minutes)))
}

/**
 * The opening hours as a visitor reads them, in `locale`: `Mon–Sat
 * 09:00–18:00; Sun closed` / `Thứ 2–Thứ 7: 09:00–18:00; CN: nghỉ`. A value
 * that is not schema.org form is shown as it is.
 */
export function formatOpeningHours(text: string, locale: Locale, t: Translate) {
  const entries = parseOpeningHours(text)
  if (entries.length === 0) return text
  const lines = entries.map((entry) =>
    t('public.openingHours.open', {
      days: dayList(entry.days, locale),
      opens: time(entry.opens, locale),
      closes: time(entry.closes, locale),
    })
  )
  const open = new Set(entries.flatMap((entry) => entry.days))
  const closed = DAYS.map((_, day) => day).filter((day) => !open.has(day))
  if (closed.length) lines.push(t('public.openingHours.closed', { days: dayList(closed, locale) }))
  return lines.join('; ')
}
