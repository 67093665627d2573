import type { HttpContext } from '@adonisjs/core/http'

/**
 * The static public pages (EWarranty has its own controller). Their content
 * lives in the page components; the server only decides which page. Their
 * routes keep the rendered HTML (#middleware/page_cache_middleware).
 */
export default class PagesController {
  home({ inertia }: HttpContext) {
    return inertia.render('public/home')
  }

  about({ inertia }: HttpContext) {
    return inertia.render('public/about')
  }

  contact({ inertia }: HttpContext) {
    return inertia.render('public/contact')
  }
}
