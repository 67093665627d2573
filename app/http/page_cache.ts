import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import { compressAll, negotiateEncoding, type StoredEncoding } from '#http/content_encoding'

type Variant = { headers: OutgoingHttpHeaders; body: Buffer }
type Entry = {
  identity: Variant
  encoded: Partial<Record<StoredEncoding, Variant>>
  bytes: number
}
type Candidate = { key: string; html: string; generation: number }

/** Headers that belong to one response, never to a stored page. */
const PER_REQUEST = new Set([
  'set-cookie',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'x-page-cache',
])

/** Adds a token to a Vary header without repeating it. */
function withVary(current: unknown, token: string) {
  const tokens = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (!tokens.some((part) => part.toLowerCase() === token.toLowerCase())) tokens.push(token)
  return tokens.join(', ')
}

/**
 * The headers the normal path sent, as a stored page sends them: the
 * security headers (whatever the middleware set), type and Vary come along;
 * cookies and per-request values do not. A CSP nonce is per request: it is
 * left out, unless the page itself carries it (only Vite's development
 * preamble does; production pages use hashes), since the page would then
 * break without it.
 */
export function storedHeaders(
  headers: OutgoingHttpHeaders,
  keepNonce: boolean
): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase()
    if (value === undefined || PER_REQUEST.has(lower)) continue
    const dropNonce = lower === 'content-security-policy' && !keepNonce
    kept[lower] = dropNonce ? String(value).replace(/\s*'nonce-[^']*'/g, '') : value
  }
  kept.vary = withVary(kept.vary, 'Accept-Encoding')
  return kept
}

function variant(headers: OutgoingHttpHeaders, body: Buffer, encoding?: StoredEncoding): Variant {
  return {
    headers: {
      ...headers,
      ...(encoding && { 'content-encoding': encoding }),
      'content-length': body.length,
      'x-page-cache': 'HIT',
    },
    body,
  }
}

/**
 * Public pages are the same for every visitor (no user, no flash: only the
 * admin layout shows those), so their server-rendered HTML is kept in memory
 * per path, with a brotli and a gzip copy. A hit is answered by `listener`,
 * before AdonisJS builds a request context or runs any middleware, with the
 * headers the normal path sent. A miss renders through the whole stack and
 * is stored once the response is complete (`PageCacheMiddleware`).
 *
 * Only anonymous, flash-free first loads of a path without a query string are
 * stored, so per-request data never reaches a stored page. `clear()` drops
 * every entry: call it when something a public page shows changes. The cache
 * is bounded by entries and bytes, least recently used first out.
 */
export class PageCache {
  #entries = new Map<string, Entry>()
  #bytes = 0
  #generation = 0
  #enabled: boolean | undefined
  #candidates = new WeakMap<HttpContext, Candidate>()

  constructor(
    readonly limits = { entries: 100, bytes: 32 * 1024 * 1024 },
    enabled?: boolean
  ) {
    this.#enabled = enabled
  }

  /** Off in development so edits show up; tests switch it on where they check it. */
  get enabled() {
    return this.#enabled ?? app.inProduction
  }

  set enabled(value: boolean) {
    this.#enabled = value
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes }
  }

  /** Goes up with every clear(): what was learned before it may be out of date. */
  get generation() {
    return this.#generation
  }

  #cacheable(ctx: HttpContext) {
    if (!this.enabled || ctx.request.method() !== 'GET') return false
    if (ctx.request.header('x-inertia')) return false
    if (ctx.request.parsedUrl.search) return false
    const flash = ctx.session?.flashMessages.all()
    return !flash || Object.keys(flash).length === 0
  }

  /** Renders a public page and marks it to be stored once its response is complete. */
  async remember(ctx: HttpContext, render: () => Promise<unknown>) {
    // The same URL answers HTML or Inertia JSON: shared caches must keep them apart.
    ctx.response.header('Vary', withVary(ctx.response.getHeader('Vary'), 'X-Inertia'))
    if (!this.#cacheable(ctx)) return render()
    const generation = this.#generation
    const html = await render()
    if (typeof html === 'string') {
      // Set now rather than when AdonisJS writes the body, so it is stored with the page.
      ctx.response.header('Content-Type', 'text/html; charset=utf-8')
      this.#candidates.set(ctx, { key: ctx.request.url(), html, generation })
    }
    return html
  }

  /** Stores the page rendered for this request, if it was a cacheable 200. */
  store(ctx: HttpContext) {
    const candidate = this.#candidates.get(ctx)
    if (!candidate || ctx.response.getStatus() !== 200) return
    // Rendered before a clear(): what it shows may already be out of date.
    if (candidate.generation !== this.#generation) return
    const nonce = (ctx.response as { nonce?: string }).nonce
    const headers = storedHeaders(
      ctx.response.getHeaders(),
      Boolean(nonce && candidate.html.includes(nonce))
    )
    const body = Buffer.from(candidate.html)
    const entry: Entry = { identity: variant(headers, body), encoded: {}, bytes: body.length }
    this.#put(candidate.key, entry)
    ctx.response.header('X-Page-Cache', 'MISS')

    compressAll(body).then(
      (encoded) => {
        if (this.#entries.get(candidate.key) !== entry) return
        for (const encoding of ['br', 'gzip'] as const) {
          entry.encoded[encoding] = variant(headers, encoded[encoding], encoding)
          entry.bytes += encoded[encoding].length
          this.#bytes += encoded[encoding].length
        }
        this.#evict()
      },
      (error) => logger.warn({ err: error }, 'could not compress a cached page')
    )
  }

  #put(key: string, entry: Entry) {
    this.#delete(key)
    this.#entries.set(key, entry)
    this.#bytes += entry.bytes
    this.#evict()
  }

  #delete(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  /** Least recently used first: a Map iterates in insertion order and a hit re-inserts. */
  #evict() {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.limits.entries && this.#bytes <= this.limits.bytes) return
      this.#delete(key)
    }
  }

  /** Drops every stored page; renders already under way are not stored either. */
  clear() {
    this.#generation++
    this.#entries.clear()
    this.#bytes = 0
  }

  /** Answers a request from memory; false when the full stack must handle it. */
  serve(req: IncomingMessage, res: ServerResponse) {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const key = req.url
    if (!key || key.includes('?') || req.headers['x-inertia']) return false
    const entry = this.#entries.get(key)
    if (!entry) return false
    this.#entries.delete(key)
    this.#entries.set(key, entry)

    const encodings = Object.keys(entry.encoded) as StoredEncoding[]
    const encoding = negotiateEncoding(req.headers['accept-encoding'], encodings)
    const { headers, body } = (encoding && entry.encoded[encoding]) || entry.identity
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  /** Wraps AdonisJS's request handler so cache hits never reach it. */
  listener(handle: RequestListener): RequestListener {
    return (req, res) => {
      if (!this.serve(req, res)) handle(req, res)
    }
  }
}

const pageCache = new PageCache()
export default pageCache
