import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import site from '#config/site'

/** A bare host name or IPv4/IPv6 address with an optional port: nothing else is put in a link. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

type Requested = { host: string | null; protocol: string }

/**
 * The address the QR codes and shared links of this request point to.
 * Always `APP_URL` in production, where the Host header is the client's to
 * write and must never end up printed on a certificate. In development a
 * page opened on another host (a phone on the shop's Wi-Fi reaching
 * http://192.168.1.20:3333) gets that host, so a QR scanned there works.
 */
export function publicBaseUrl(appUrl: string, inProduction: boolean, requested: Requested): string {
  if (inProduction || !requested.host || !HOST.test(requested.host)) return appUrl
  const protocol = requested.protocol === 'https' ? 'https' : 'http'
  const url = `${protocol}://${requested.host.toLowerCase()}`
  return new URL(appUrl).host === requested.host.toLowerCase() ? appUrl : url
}

/** `publicBaseUrl` for the current request (the Host as AdonisJS reads it, proxies included). */
export function requestBaseUrl({ request }: HttpContext): string {
  return publicBaseUrl(site.appUrl, app.inProduction, {
    host: request.host() ?? null,
    protocol: request.protocol(),
  })
}
