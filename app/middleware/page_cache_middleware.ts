import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import pageCache from '#http/page_cache'

/**
 * On the routes of the four marketing pages: a kept page is sent with its
 * Cache-Control and ETag (304 when the client has it), else the controller
 * renders it and it is kept (#http/page_cache).
 */
export default class PageCacheMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return pageCache.handle(ctx, next)
  }
}
