import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { authenticateFromCookie, homePathFor } from '#http/cookie_auth'

/** The login page: someone already signed in goes to their home instead. */
export default class GuestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = await authenticateFromCookie(ctx)
    if (user) return ctx.response.redirect(homePathFor(user))
    return next()
  }
}
