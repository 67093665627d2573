import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Method spoofing stays on (the spec's client POSTs `_method: PATCH`), but
 * only a text `_method` spoofs. Adonis calls `.toUpperCase()` on whatever
 * `_method` holds, so `{"_method": null}` in a body, or `?_method[]=x`,
 * threw a 500 before any route ran; anything but text now leaves a POST a
 * POST. Set on the request itself, first thing, because the router asks
 * for the method before the body is even parsed, and shield after.
 */
export default class MethodSpoofingMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    request.method = function method() {
      const intended = this.intended()
      if (intended !== 'POST') return intended
      const spoofed: unknown = this.input('_method')
      return typeof spoofed === 'string' && spoofed.trim() !== '' ? spoofed.toUpperCase() : intended
    }
    return next()
  }
}
