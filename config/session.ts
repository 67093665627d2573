import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { secureCookies } from '#config/site'

/**
 * The session carries only the CSRF secret and flash messages; authentication
 * is the bearer token. A cookie store keeps the server stateless.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'app-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
  // Tests use the memory store: Japa's `withSession`/`withCsrfToken` write there.
  store: env.get('SESSION_DRIVER', app.inTest ? 'memory' : 'cookie'),
  stores: {
    cookie: stores.cookie(),
    // For when sessions hold more than the CSRF secret and flash; needs REDIS_URL.
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
