import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { cspFactory, frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'
import shieldConfig from '#config/shield'

const guards = [
  cspFactory(shieldConfig.csp ?? {}),
  frameGuardFactory(shieldConfig.xFrame ?? {}),
  hstsFactory(shieldConfig.hsts ?? {}),
  noSniffFactory(shieldConfig.contentTypeSniffing ?? {}),
]

/**
 * Shield's response headers (CSP with a fresh nonce, X-Frame-Options,
 * HSTS, nosniff; config/shield.ts) on every routed request. Its CSRF guard
 * runs apart, only where there is a session (#middleware/csrf_middleware):
 * a visitor of the public site gets no cookie at all.
 */
export default class ShieldHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    for (const guard of guards) await guard(ctx)
    return next()
  }
}
