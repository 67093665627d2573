import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { authenticateFromCookie, homePathFor } from '#http/cookie_auth'
import { requestI18n } from '#http/request_locale'

/**
 * Admin page guard. Pages are plain navigations, so the access token comes
 * from the `token` cookie the client keeps (the same token the API uses).
 * `adminOnly` pages send staff to their home with an error flash, in their language.
 */
export default class PageAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { adminOnly?: boolean } = {}) {
    const user = await authenticateFromCookie(ctx)
    if (!user) return ctx.response.redirect('/admin/login')
    if (options.adminOnly && !user.isAdmin) {
      ctx.session.flash('notification', {
        type: 'error',
        message: requestI18n(ctx).t('admin.auth.adminOnly'),
      })
      return ctx.response.redirect(homePathFor(user))
    }
    return next()
  }
}
