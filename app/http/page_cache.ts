import { createHash } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { compressAll, negotiateEncoding } from '#http/content_encoding'
import type { StoredEncoding } from '#http/content_encoding'

/**
 * Browsers and a CDN may reuse a marketing page for five minutes, then ask
 * again with its ETag (a 304 costs nothing). The pages change only with a
 * deploy or the brand settings, so five minutes is the most anyone sees
 * an old page after a change (a CDN in front is purged by its operator).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=300'
/** The same URL answers HTML or Inertia JSON, in several encodings: caches must keep them apart. */
const VARY = 'X-Inertia, Accept-Encoding'

type Variant = { body: Buffer; etag: string }
type Entry = {
  variants: Record<StoredEncoding | 'identity', Variant>
  /** The CSP nonce the page carries, if any (Vite's development preamble only). */
  nonce?: string
}

/** The CSP nonce shield gave this response (#middleware/shield_headers_middleware). */
const nonceOf = (response: HttpContext['response']) => (response as { nonce?: string }).nonce

const variant = (body: Buffer): Variant => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
})

/**
 * The server-rendered HTML of the four marketing pages (both languages),
 * kept in memory per path with a brotli and a gzip copy, each with a strong
 * ETag. Used by their routes (#middleware/page_cache_middleware), so a hit
 * still runs the router's middleware (security headers, a fresh CSP nonce)
 * and skips only the controller, the render and the compression.
 *
 * Only first loads without a query string are kept (an Inertia visit is
 * JSON; `?utm_source=…` or a lookup is rendered). Public routes carry no
 * session, user or flash, so nothing per visitor reaches a kept page.
 * `clear()` drops every entry (#http/page_cache_sync). Off in development, so edits
 * show up; tests switch it on where they check it.
 */
export class PageCache {
  #entries = new Map<string, Entry>()
  /** Pages being compressed, to be kept once done. */
  #filling = new Map<string, Promise<void>>()
  #generation = 0
  #enabled: boolean | undefined

  get enabled() {
    return this.#enabled ?? app.inProduction
  }

  set enabled(value: boolean) {
    this.#enabled = value
  }

  /** The pages kept. */
  get size() {
    return this.#entries.size
  }

  /** Once every page rendered so far is kept (its copies compressed). */
  async settled() {
    await Promise.all(this.#filling.values())
  }

  /** Drops every page; renders already under way are not kept either. */
  clear() {
    this.#generation++
    this.#entries.clear()
    this.#filling.clear()
  }

  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    response.header('Vary', VARY)
    // Kept by route, for its own path only (`/about/` is rendered, not kept): eight keys at most.
    const key = ctx.route?.pattern
    const cacheable =
      this.enabled &&
      !request.header('x-inertia') &&
      !request.parsedUrl.search &&
      key === request.url()
    if (!cacheable || !key) return next()

    const entry = this.#entries.get(key)
    if (entry) return this.#send(ctx, entry)

    const generation = this.#generation
    await next()
    const html = response.getBody()
    if (response.getStatus() !== 200 || typeof html !== 'string') return
    response.header('Cache-Control', PAGE_CACHE_CONTROL)
    response.header('X-Page-Cache', 'MISS')
    const nonce = nonceOf(response)
    const carried = nonce && html.includes(nonce) ? nonce : undefined
    if (!this.#filling.has(key)) this.#fill(key, Buffer.from(html), generation, carried)
  }

  #send({ request, response }: HttpContext, entry: Entry) {
    const encoding = negotiateEncoding(request.header('accept-encoding'))
    const { body, etag } = entry.variants[encoding ?? 'identity']
    response.header('Cache-Control', PAGE_CACHE_CONTROL)
    response.header('ETag', etag)
    response.header('X-Page-Cache', 'HIT')
    const nonce = nonceOf(response)
    if (entry.nonce && nonce) {
      // The page allows its own preamble: the header names the nonce the page carries.
      const csp = String(response.getHeader('Content-Security-Policy') ?? '')
      response.header('Content-Security-Policy', csp.replaceAll(nonce, entry.nonce))
    }
    if (response.fresh()) return response.notModified('')
    response.header('Content-Type', 'text/html; charset=utf-8')
    // An encoded body passes the compression middleware as it is.
    if (encoding) response.header('Content-Encoding', encoding)
    response.send(body, false)
  }

  /** Keeps a page once its compressed copies are made (on the thread pool, once per page). */
  #fill(key: string, identity: Buffer, generation: number, nonce?: string) {
    const filled = compressAll(identity)
      .then(({ br, gzip }) => {
        if (generation !== this.#generation) return
        const variants = { identity: variant(identity), br: variant(br), gzip: variant(gzip) }
        this.#entries.set(key, { variants, nonce })
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not compress a cached page'))
      .finally(() => this.#filling.get(key) === filled && this.#filling.delete(key))
    this.#filling.set(key, filled)
  }
}

const pageCache = new PageCache()
export default pageCache
