import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import { http } from '#config/app'
import { ROOT_VIEW } from '#config/inertia'
import pageCache, { storedHeaders } from '#http/page_cache'
import { negotiateEncoding } from '#http/content_encoding'
import { clientIpOf } from '#http/client_ip'
import { answerLookup, isLookup, type LookupAnswer } from '#http/warranty_lookup'
import { RecentAnswers } from '#http/recent_answers'
import { renderOnServer } from '#http/ssr_renderer'
import { isLocale, type Locale } from '#dtos/locales'

/** A page object as the Inertia adapter builds it (https://inertiajs.com/the-protocol). */
type Page = { component: string; url: string; props: Record<string, unknown> }
/** The lookup page of one path, as the full stack wrote it, around its server render. */
type Frame = {
  page: Page
  before: string
  between: string
  after: string
  headers: OutgoingHttpHeaders
  generation: number
  /** The three strings above, encoded once. */
  bytes: { before: Buffer; between: Buffer; after: Buffer }
  /** This frame's latest answers, as sent. */
  answers: RecentAnswers
}

type Match = { frame: Frame; query: Record<string, string>; url: string }

const HEAD = '\u0000inertia-head\u0000'
const BODY = '\u0000inertia-body\u0000'
const COMPONENT = 'public/e_warranty'
/** What React writes for these five characters in an attribute (and nothing else it escapes). */
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/** Answers kept per lookup page: the warranties being checked right now. */
const ANSWERS_KEPT = 100

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The page object of a server-rendered page, read back from its
 * `data-page` attribute; null when the page is not such a render.
 */
function pageOf(html: string): Page | null {
  const attribute = /<div id="app" data-page="([^"]*)"/.exec(html)?.[1]
  if (attribute === undefined) return null
  const json = attribute.replace(
    /&(?:quot|amp|#x27|lt|gt);/g,
    (entity) => ATTRIBUTE_ENTITIES[entity]
  )
  try {
    return JSON.parse(json) as Page
  } catch {
    return null
  }
}

/**
 * A query string of plain `key=value` pairs, decoded as the full stack
 * would; null for anything else (a repeated key, brackets, a malformed
 * escape), which the full stack then answers.
 */
function plainQuery(search: string): Record<string, string> | null {
  const query: Record<string, string> = {}
  for (const pair of search.split('&')) {
    if (!pair) continue
    const cut = pair.indexOf('=')
    const [rawKey, rawValue] = cut === -1 ? [pair, ''] : [pair.slice(0, cut), pair.slice(cut + 1)]
    if (/[[\]]/.test(rawKey)) return null
    try {
      const key = decodeURIComponent(rawKey.replace(/\+/g, ' '))
      if (Object.hasOwn(query, key)) return null
      query[key] = decodeURIComponent(rawValue.replace(/\+/g, ' '))
    } catch {
      return null
    }
  }
  return query
}

/** The per-request cost the response's encoding may add: on the thread pool, as the middleware's. */
function encode(body: Buffer, encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body)
}

/**
 * The e-warranty search answered before AdonisJS builds a request context.
 *
 * A lookup is the public site's one page that cannot be cached (its data is
 * read fresh every time), and owners check theirs from their phones all
 * day. Through the full stack each one also pays for what a public page
 * does not use: a session and a CSRF cookie (crypto per request), the
 * middleware chain, the Edge template. Here it costs the lookup itself:
 * the client's rate limit, the validation and query (`answerLookup`, the
 * very function the controller calls), then the React render, a join and
 * the compression, unless the very same answer was sent lately (see
 * #http/recent_answers).
 *
 * The frame around the render (document head, scripts, the layout's
 * markup) and the headers (security headers, CSP, no-store) are learned
 * from a lookup the full stack answered on the same path, and checked: the
 * frame around that page's own render must give back the full stack's
 * HTML byte for byte, or nothing is learned. Until a path is learned, when
 * the public page cache is cleared (the site's data changed), for Inertia
 * visits (JSON), HEAD, and queries that are not plain key=value pairs, the
 * full stack answers as before.
 */
export class LookupPages {
  #frames = new Map<string, Frame>()
  #learning = new WeakMap<HttpContext, Omit<Frame, 'headers' | 'bytes' | 'answers'>>()
  #enabled: boolean | undefined

  /** On with the page cache in production; tests switch it on where they check it. */
  get enabled() {
    return this.#enabled ?? app.inProduction
  }

  set enabled(value: boolean) {
    this.#enabled = value
  }

  get learnedPaths() {
    return [...this.#frames.keys()]
  }

  /**
   * After the full stack rendered a lookup (status 200) for an anonymous,
   * flash-less visitor: learn the frame of its path, unless known.
   */
  async learn(ctx: HttpContext, html: unknown) {
    if (!this.enabled || typeof html !== 'string') return
    const path = ctx.request.parsedUrl.pathname ?? ''
    if (this.#frames.get(path)?.generation === pageCache.generation) return
    const page = pageOf(html)
    if (!page || page.component !== COMPONENT || page.props.user !== null) return
    if (page.props.flash !== null) return

    const generation = pageCache.generation
    const framed = await ctx.view.render(ROOT_VIEW, {
      page: { ...page, ssrHead: [HEAD], ssrBody: BODY },
    })
    const [before, between, after, ...rest] = framed.split(new RegExp(`${HEAD}|${BODY}`))
    if (after === undefined || rest.length > 0) return
    const { head, body } = await renderOnServer(page)
    if (before + head.join('\n') + between + body + after !== html) {
      logger.warn('e-warranty fast path: the page is not its frame plus its render; not learned')
      return
    }
    this.#learning.set(ctx, { page, before, between, after, generation })
  }

  /** Once every middleware has set its headers (PageCacheMiddleware): the frame goes live. */
  store(ctx: HttpContext) {
    const learned = this.#learning.get(ctx)
    if (!learned || ctx.response.getStatus() !== 200) return
    if (learned.generation !== pageCache.generation) return
    const nonce = (ctx.response as { nonce?: string }).nonce
    const keepNonce = Boolean(nonce && (learned.before + learned.after).includes(nonce))
    // AdonisJS sets the type as it writes the body, after this: it is the page's.
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      ...storedHeaders(ctx.response.getHeaders(), keepNonce),
    }
    const bytes = {
      before: Buffer.from(learned.before),
      between: Buffer.from(learned.between),
      after: Buffer.from(learned.after),
    }
    const answers = new RecentAnswers(ANSWERS_KEPT)
    this.#frames.set(ctx.request.parsedUrl.pathname ?? '', { ...learned, headers, bytes, answers })
  }

  clear() {
    this.#frames.clear()
  }

  /** The frame and query of a lookup this path can answer; null when the full stack must. */
  #match(req: IncomingMessage): Match | null {
    if (!this.enabled || req.method !== 'GET' || req.headers['x-inertia'] || !req.url) return null
    const cut = req.url.indexOf('?')
    if (cut === -1) return null
    const frame = this.#frames.get(req.url.slice(0, cut))
    if (!frame || frame.generation !== pageCache.generation) return null
    const query = plainQuery(req.url.slice(cut + 1))
    return query && isLookup(query) ? { frame, query, url: req.url } : null
  }

  /** Answers a matched lookup (see the class comment). */
  async #serve(req: IncomingMessage, res: ServerResponse, { frame, query, url }: Match) {
    const language = frame.page.props.language
    const answer = await answerLookup(
      query,
      clientIpOf(req, http.trustProxy),
      (isLocale(language) ? language : 'en') satisfies Locale
    )
    // Everything the page is made of: the frame's props are the same for all its answers, and
    // the day is in the key as in the render's own memo (a render may print it).
    const key = [new Date().toDateString(), answer.status, url, JSON.stringify(answer.props)].join(
      '\n'
    )
    const make = () => this.#page(frame, url, answer)
    const encoding = negotiateEncoding(req.headers['accept-encoding'])
    const sent = encoding
      ? await frame.answers.encoded(key, make, encoding, (html) => encode(html, encoding))
      : await frame.answers.html(key, make)
    const headers: OutgoingHttpHeaders = { ...frame.headers, 'content-length': sent.length }
    if (encoding) headers['content-encoding'] = encoding
    if (answer.retryAfter !== undefined) headers['retry-after'] = String(answer.retryAfter)
    res.writeHead(answer.status, headers)
    res.end(sent)
  }

  /** The page of an answer: its server render in the frame. */
  async #page(frame: Frame, url: string, answer: LookupAnswer) {
    const page = { ...frame.page, url, props: { ...frame.page.props, ...answer.props } }
    const { head, body } = await renderOnServer(page)
    const { before, between, after } = frame.bytes
    return Buffer.concat([before, Buffer.from(head.join('\n')), between, Buffer.from(body), after])
  }

  /** Wraps a request handler: lookups it can answer never reach it. */
  listener(handle: RequestListener): RequestListener {
    return (req, res) => {
      const lookup = this.#match(req)
      if (!lookup) return handle(req, res)
      this.#serve(req, res, lookup).catch((error: unknown) => {
        logger.error({ err: error }, 'e-warranty fast path failed; answered by the full stack')
        if (!res.headersSent) handle(req, res)
        else res.destroy()
      })
    }
  }
}

const lookupPages = new LookupPages()
export default lookupPages

/** What answers before AdonisJS: cached public pages, then e-warranty lookups. */
export function answerBeforeAdonis(handle: RequestListener): RequestListener {
  return pageCache.listener(lookupPages.listener(handle))
}
