import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Public pages are the same for every visitor, so their server-rendered HTML
 * is kept in memory per URL instead of running React on every request. The
 * asset version and the site config are fixed for the life of the process
 * (a deploy restarts it), so the URL is the whole key. Only anonymous first loads without a query string or flash
 * are cached, so per-request data can never leak into a cached page.
 */
export class PageCache {
  #entries = new Map<string, string>()

  constructor(public enabled: boolean) {}

  #cacheable(ctx: HttpContext) {
    if (!this.enabled || ctx.request.method() !== 'GET') return false
    if (ctx.request.header('x-inertia')) return false
    if (ctx.request.parsedUrl.search) return false
    const flash = ctx.session?.flashMessages
    return !flash || flash.all() === null || Object.keys(flash.all() ?? {}).length === 0
  }

  async remember(ctx: HttpContext, render: () => Promise<unknown>) {
    if (!this.#cacheable(ctx)) return render()
    const key = ctx.request.url()
    const hit = this.#entries.get(key)
    if (hit !== undefined) {
      ctx.response.header('X-Page-Cache', 'HIT')
      return hit
    }
    const html = await render()
    if (typeof html === 'string' && ctx.response.getStatus() === 200) {
      this.#entries.set(key, html)
      ctx.response.header('X-Page-Cache', 'MISS')
    }
    return html
  }

  clear() {
    this.#entries.clear()
  }
}

// Off in development so edits show up; tests switch it on where they check it.
const pageCache = new PageCache(app.inProduction)
export default pageCache
