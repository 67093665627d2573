import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import pageCache from '#http/page_cache'

/**
 * Stores a public page once every middleware has finished with its response
 * (so the stored headers are the ones the normal path sends). Hits never get
 * here: `pageCache.listener` answers them before AdonisJS does.
 */
export default class PageCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    pageCache.store(ctx)
  }
}
