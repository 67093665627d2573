import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { isLocale, splitLocalePath, type Locale } from '#dtos/locales'

/**
 * The language to answer a request in: the signed-in user's own choice,
 * else the best match of the browser's `Accept-Language`, else the
 * configured default (`DEFAULT_LOCALE`).
 */
export function requestLocale(ctx: HttpContext): Locale {
  const own = (ctx.auth?.use('api').user as { locale?: unknown } | undefined)?.locale
  if (isLocale(own)) return own
  const negotiated = i18nManager.getSupportedLocaleFor(ctx.request.languages())
  return isLocale(negotiated) ? negotiated : (i18nManager.defaultLocale as Locale)
}

/**
 * The language of a page: a public page's comes from its URL (`/vi/...`),
 * so the cached HTML of a path is the same for everyone; admin pages follow
 * the user (see requestLocale).
 */
export function pageLanguage(ctx: HttpContext): Locale {
  const url = ctx.request.url()
  if (url.startsWith('/admin')) return requestLocale(ctx)
  return splitLocalePath(url, i18nManager.defaultLocale as Locale).locale
}

export function requestI18n(ctx: HttpContext) {
  return i18nManager.locale(requestLocale(ctx))
}
