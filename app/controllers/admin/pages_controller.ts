import type { HttpContext } from '@adonisjs/core/http'
import messaging from '#config/messaging'

/**
 * Admin page shells: they carry only the shared props (user, flash, site);
 * each page loads its data from the JSON API.
 */
export default class AdminPagesController {
  login({ inertia }: HttpContext) {
    return inertia.render('admin/login')
  }

  /** The dashboard, both roles (staff see their dealer's figures); reached from the logo. */
  home({ inertia }: HttpContext) {
    return inertia.render('admin/dashboard')
  }

  dealers({ inertia }: HttpContext) {
    return inertia.render('admin/dealers/index')
  }

  products({ inertia }: HttpContext) {
    return inertia.render('admin/products/index')
  }

  users({ inertia }: HttpContext) {
    return inertia.render('admin/users/index')
  }

  /** Messages to owners: the development outbox, and delivery failures in production. */
  outbox({ inertia }: HttpContext) {
    const channels = { phone: messaging.phoneChannel, email: messaging.emailChannel }
    return inertia.render('admin/outbox/index', { channels })
  }

  sales({ inertia }: HttpContext) {
    return inertia.render('admin/sales/index')
  }

  salesCreate({ inertia }: HttpContext) {
    return inertia.render('admin/sales/create')
  }
}
