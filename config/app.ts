import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { resolveAppKey } from '#start/app_key'
import { proxyTrust } from '#http/client_ip'
import { secureCookies } from '#config/site'

/**
 * The app key encrypts cookies and signs URLs. In development and tests a key
 * is generated once into tmp/ so the app starts without any .env; production
 * refuses to start without APP_KEY (see start/app_key.ts).
 */
export const appKey = new Secret(
  resolveAppKey(env.get('APP_KEY'), app.inProduction, app.tmpPath('app_key'))
)

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  // Forwarded headers count only from the proxies listed in TRUSTED_PROXIES (none by default).
  trustProxy: proxyTrust(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
})
