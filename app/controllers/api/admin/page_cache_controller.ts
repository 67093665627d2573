import type { HttpContext } from '@adonisjs/core/http'
import { clearPublicPages } from '#http/page_cache_sync'

export const PAGES_CLEARED = 'The public pages will be rendered afresh on every server.'

export default class PageCacheController {
  /** After a change the public pages show (a new build, brand settings): admins only. */
  async clear({ auth, response }: HttpContext) {
    if (!auth.getUserOrFail().isAdmin) {
      return response.forbidden({ message: 'This action is unauthorized.' })
    }
    await clearPublicPages()
    return { message: PAGES_CLEARED }
  }
}
