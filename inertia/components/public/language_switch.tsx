import { usePage } from '@inertiajs/react'
import { LOCALES, splitLocalePath, type Locale } from '#dtos/locales'
import { useLanguage, useT } from '~/shared/i18n'

/** The other language of a two-language site (the first other, should there be more). */
function otherLocale(locale: Locale): Locale {
  return LOCALES.find((candidate) => candidate !== locale) ?? locale
}

/**
 * This page in another language. Without its query: a warranty search is
 * not carried into links, so a page's HTML never depends on what was typed.
 */
function useOtherPage() {
  const { url } = usePage()
  const { locale, defaultLocale, href } = useLanguage()
  const other = otherLocale(locale)
  const { path } = splitLocalePath(url, defaultLocale)
  return { other, href: href(path, other) }
}

/**
 * A plain link to the same page in the other language, named in that
 * language: a full page load, so `<html lang>` and the cached page follow.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useT()
  const { other, href } = useOtherPage()
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={compact ? 'site-language-switch' : 'site-menu__language'}
      // Named by its visible text (the language, in itself); the title says more on hover.
      title={t('public.shell.switchLabel')}
      data-language-switch=""
    >
      {compact ? (
        // The language's code on a phone's narrow header, its name from `sm` up.
        <>
          <span className="site-language-switch__name">{t('public.shell.switchTo')}</span>
          <span className="site-language-switch__code" aria-hidden="true">
            {other.toUpperCase()}
          </span>
        </>
      ) : (
        t('public.shell.switchTo')
      )}
    </a>
  )
}

export const SUGGESTION_ID = 'language-suggestion'

/**
 * Offered on a first visit when the browser prefers the other language: the
 * light entry (inertia/app/public.ts) shows it before any hydration. Never a
 * redirect, so crawlers and people who chose this page stay on it.
 */
export function LanguageSuggestion() {
  const t = useT()
  const { other, href } = useOtherPage()
  return (
    <aside
      id={SUGGESTION_ID}
      data-language={other}
      lang={other}
      className="site-language-suggestion"
      hidden
    >
      <span>{t('public.shell.suggest')}</span>
      <a href={href} hrefLang={other}>
        {t('public.shell.suggestOpen')}
      </a>
      <button type="button" data-dismiss="">
        {t('public.shell.suggestDismiss')}
      </button>
    </aside>
  )
}
