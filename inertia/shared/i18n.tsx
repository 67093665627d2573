import { useCallback, useEffect, type ReactNode } from 'react'
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape } from 'react-intl'
import { usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'
import { INTL_LOCALES, LOCALES, localizedPath, type Locale, type Translate } from '#dtos/locales'

/**
 * The browser's message catalogues: the same ICU files the server reads
 * (resources/lang/<locale>/<file>.json), only those the interface uses.
 * A key is `<file>.<path>`, exactly as @adonisjs/i18n names it.
 */
const FILES = import.meta.glob<Record<string, unknown>>(
  '../../resources/lang/*/{common,public,admin,warranty,validation,sharing,tint,audit,dashboard,challenge,outbox,owner_claims,claim_office}.json',
  { eager: true, import: 'default' }
)

function flatten(prefix: string, value: unknown, into: Record<string, string>) {
  if (typeof value === 'string') into[prefix] = value
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(`${prefix}.${key}`, child, into)
  }
  return into
}

export const CATALOGUES = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages: Record<string, string> = {}
    for (const [path, content] of Object.entries(FILES)) {
      const match = path.match(/\/lang\/([^/]+)\/([^/]+)\.json$/)
      if (match?.[1] === locale) flatten(match[2], content, messages)
    }
    return [locale, messages]
  })
) as Record<Locale, Record<string, string>>

/** What a missing key shows: loud on purpose, so a browser test can find any. */
export const MISSING_MARK = '⟦missing:'

/**
 * One formatter per language for the whole process, with one cache of
 * parsed messages: a provider of its own per render would parse every
 * message again on each server render (about a millisecond a page).
 */
const cache = createIntlCache()
const formatters = new Map<Locale, IntlShape>()
function intlFor(locale: Locale) {
  let intl = formatters.get(locale)
  if (!intl) {
    intl = createIntl(
      {
        locale: INTL_LOCALES[locale],
        defaultLocale: INTL_LOCALES.en,
        messages: CATALOGUES[locale],
        // Reported through the text itself (see useT); nothing to log twice.
        onError: () => {},
      },
      cache
    )
    formatters.set(locale, intl)
  }
  return intl
}

/** The page's language (`language` shared prop) for every component below it. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { language } = usePage<SharedPageProps>().props
  const locale = language ?? 'en'
  // The server writes it into the HTML; a visit that changes language updates it.
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>
}

export type { Translate }

/** `t('public.nav.home')`: an ICU message of the page's language. */
export function useT(): Translate {
  const intl = useIntl()
  return useCallback<Translate>(
    (id, values) =>
      intl.messages[id] === undefined
        ? `${MISSING_MARK}${id}⟧`
        : (intl.formatMessage({ id }, values) as string),
    [intl]
  )
}

/**
 * A message in the language the page is shown in, for code outside React
 * (the API client's own words): the `<html lang>` that LanguageProvider keeps.
 */
export function translateForPage(id: string, values?: Record<string, string | number>) {
  const lang = document.documentElement.lang
  const locale = LOCALES.find((known) => known === lang) ?? 'en'
  return intlFor(locale).formatMessage({ id }, values) as string
}

/** The page's language, and where a public path is in it. */
export function useLanguage() {
  const { language, site } = usePage<SharedPageProps>().props
  const locale: Locale = language ?? 'en'
  return {
    locale,
    defaultLocale: site.defaultLanguage,
    href: (path: string, to: Locale = locale) => localizedPath(path, to, site.defaultLanguage),
  }
}
