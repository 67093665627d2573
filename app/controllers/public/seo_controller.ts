import type { HttpContext } from '@adonisjs/core/http'
import site from '#config/site'

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

  sitemap({ response }: HttpContext) {
    const urls = PUBLIC_PATHS.map(
      (path) => `  <url><loc>${site.appUrl}${path === '/' ? '/' : path}</loc></url>`
    ).join('\n')
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
    return response.header('content-type', 'application/xml; charset=utf-8').send(body)
  }
}
