import type { HttpContext } from '@adonisjs/core/http'
import site from '#config/site'
import { DEFAULT_LOCALE } from '#config/i18n'
import { LOCALES, localizedPath, type Locale } from '#dtos/locales'

export const PUBLIC_PATHS = ['/', '/about', '/e-warranty', '/contact']

export default class SeoController {
  robots({ response }: HttpContext) {
    const body = [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api',
      `Sitemap: ${site.appUrl}/sitemap.xml`,
      '',
    ].join('\n')
    return response.header('content-type', 'text/plain; charset=utf-8').send(body)
  }

  /** Every page in every language, each listing all its language versions (hreflang). */
  sitemap({ response }: HttpContext) {
    const defaultLocale = DEFAULT_LOCALE
    const address = (path: string, locale: Locale) =>
      `${site.appUrl}${localizedPath(path, locale, defaultLocale)}`
    const urls = PUBLIC_PATHS.flatMap((path) => {
      const alternates = LOCALES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${address(path, locale)}"/>`
      )
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path, defaultLocale)}"/>`
      )
      return LOCALES.map((locale) =>
        [`  <url>`, `    <loc>${address(path, locale)}</loc>`, ...alternates, `  </url>`].join('\n')
      )
    }).join('\n')
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
    return response.header('content-type', 'application/xml; charset=utf-8').send(body)
  }
}
