/** The interface languages, English first (the default). */
export const LOCALES = ['en', 'vi'] as const
export type Locale = (typeof LOCALES)[number]

/** A user's language until they choose one: the "English by default". */
export const DEFAULT_USER_LOCALE: Locale = 'en'

/**
 * The language picked on the sign-in page, before anyone is signed in: a
 * plain cookie the browser writes and the server reads (#http/request_locale).
 */
export const LANGUAGE_COOKIE = 'lang'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The `Intl` locale each language formats dates and numbers with: English
 * keeps the day-first British form the site has always shown (`22 Nov 2026`),
 * Vietnamese gives `22 thg 11, 2026`.
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' }

/** One per language: a formatter costs far more to build than to use, and pages print many days. */
const calendarDayFormats = new Map<Locale, Intl.DateTimeFormat>()

/** `22 Nov 2026` / `22 thg 11, 2026` for a `YYYY-MM-DD` calendar day. */
export function formatCalendarDay(iso: string, locale: Locale) {
  let format = calendarDayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
    calendarDayFormats.set(locale, format)
  }
  return format.format(new Date(`${iso}T00:00:00Z`))
}

/**
 * Where a public page is in a language: the default language at the root
 * (`/about`), each other one under its prefix (`/vi/about`, `/vi` for home).
 */
export function localizedPath(path: string, locale: Locale, defaultLocale: Locale) {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The language of a public URL, from its first segment, and the path without it. */
export function splitLocalePath(url: string, defaultLocale: Locale) {
  const [pathname] = url.split(/[?#]/)
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first) && first !== defaultLocale) {
    return { locale: first, path: `/${rest.join('/')}` }
  }
  return { locale: defaultLocale, path: pathname || '/' }
}

/** A catalogue lookup: `t('public.nav.home')`, with ICU values. */
export type Translate = (id: string, values?: Record<string, string | number>) => string
