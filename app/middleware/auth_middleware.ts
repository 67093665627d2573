import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors as authErrors } from '@adonisjs/auth'

/**
 * API guard: a valid, unexpired bearer token of an active, non-archived user.
 * Anything else is a 401 `{ message }` (see the exception handler).
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // Through the authenticator (not the guard directly) so `auth.user` and
    // `auth.getUserOrFail()` work in controllers and the bouncer.
    const user = await ctx.auth.authenticateUsing(['api'])
    if (!user.isActive || user.deletedAt) {
      throw new authErrors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
        guardDriverName: 'api',
      })
    }
    return next()
  }
}
