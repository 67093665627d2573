import type { HttpContext } from '@adonisjs/core/http'
import pageCache from '#http/page_cache'

/**
 * The static public pages (EWarranty has its own controller). Their content
 * lives in the page components; the server only decides which page, and
 * serves the cached HTML when it can.
 */
export default class PagesController {
  #render(ctx: HttpContext, component: string, props: Record<string, unknown> = {}) {
    return pageCache.remember(ctx, () => ctx.inertia.render(component, props))
  }

  home(ctx: HttpContext) {
    return this.#render(ctx, 'public/home')
  }

  about(ctx: HttpContext) {
    return this.#render(ctx, 'public/about')
  }

  contact(ctx: HttpContext) {
    return this.#render(ctx, 'public/contact')
  }
}
