import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import { secureCookies } from '#config/site'
import { COLOR_SCHEME_SCRIPT_HASH } from '#http/color_scheme'

/**
 * Styles allow 'unsafe-inline' because Mantine writes CSS variables and
 * component styles inline. The one inline script (the colour scheme, before
 * first paint) is allowed by its hash; the nonce serves Vite's development
 * preamble. In development Vite's client talks to its HMR websocket, so only
 * then is ws: allowed. Images may be `blob:` URLs: the claim form previews
 * the photos an owner picked (object URLs only the page itself can make).
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, COLOR_SCHEME_SCRIPT_HASH, '@nonce'],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:', 'blob:'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: app.inProduction ? [`'self'`] : [`'self'`, 'ws:', 'wss:'],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
      frameAncestors: [`'none'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    cookieOptions: { sameSite: 'lax', secure: secureCookies },
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  // Only meaningful over https (browsers ignore it on http), so it follows APP_URL like the cookies.
  hsts: {
    enabled: secureCookies,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
