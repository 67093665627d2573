import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import pageCache from '#http/page_cache'
import lookupPages from '#http/lookup_pages'

/**
 * Stores a public page, or the frame of a lookup page (#http/lookup_pages),
 * once every middleware has finished with its response (so the stored
 * headers are the ones the normal path sends). Hits never get here: they are
 * answered before AdonisJS (`answerBeforeAdonis`).
 */
export default class PageCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    pageCache.store(ctx)
    lookupPages.store(ctx)
  }
}
