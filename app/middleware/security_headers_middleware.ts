import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * The security headers shield does not set (it owns CSP, X-Frame-Options,
 * HSTS and nosniff, see config/shield.ts). Set on every response, static
 * files and error pages included, before anything else can answer.
 */
export const SECURITY_HEADERS = {
  // Other sites learn our origin at most, never a path such as /e-warranty?plate=…
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing here uses these devices or sensors; a script injected anyway gets none.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // A page we open in a new tab (social links, messaging) cannot reach back into ours.
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

export default class SecurityHeadersMiddleware {
  handle({ response }: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.header(name, value)
    return next()
  }
}
