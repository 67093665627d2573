import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { isLocale, splitLocalePath, DEFAULT_USER_LOCALE, LANGUAGE_COOKIE } from '#dtos/locales'
import type { Locale } from '#dtos/locales'

/**
 * The language to answer a request in. A signed-in user's is their own
 * (`users.locale`, English until they pick another): the interface they see
 * does not change with the browser they happen to use. Before sign-in, the
 * language picked on the sign-in page (`lang` cookie), else the best match
 * of the browser's `Accept-Language`, else the configured default
 * (`DEFAULT_LOCALE`).
 */
export function requestLocale(ctx: HttpContext): Locale {
  // The owner's public API speaks the language of the page calling it, which that page
  // states in Accept-Language (the `lang` cookie is the sign-in page's choice, not this one).
  if (ctx.request.url().startsWith('/api/public/')) {
    const asked = i18nManager.getSupportedLocaleFor(ctx.request.languages())
    if (isLocale(asked)) return asked
  }
  const user = ctx.auth?.use('api').user as { locale?: unknown } | undefined
  if (user) return isLocale(user.locale) ? user.locale : DEFAULT_USER_LOCALE
  // Written by the browser (not signed), so only a known value counts.
  const picked = ctx.request.plainCookie(LANGUAGE_COOKIE, { encoded: false })
  if (isLocale(picked)) return picked
  const negotiated = i18nManager.getSupportedLocaleFor(ctx.request.languages())
  return isLocale(negotiated) ? negotiated : (i18nManager.defaultLocale as Locale)
}

/**
 * The language of a page: a public page's comes from its URL (`/vi/...`),
 * so the cached HTML of a path is the same for everyone; admin pages
 * (the sign-in page included) follow requestLocale.
 */
export function pageLanguage(ctx: HttpContext): Locale {
  const url = ctx.request.url()
  if (url.startsWith('/admin')) return requestLocale(ctx)
  return splitLocalePath(url, i18nManager.defaultLocale as Locale).locale
}

export function requestI18n(ctx: HttpContext) {
  return i18nManager.locale(requestLocale(ctx))
}
