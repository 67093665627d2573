import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import mime from 'mime-types'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { negotiateEncoding, type StoredEncoding } from '#http/content_encoding'

const SUFFIX: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' }
const PREFIX = '/assets/'

/** Which encodings the build stored beside each asset, by URL path. */
function indexBuiltAssets(root: string) {
  const index = new Map<string, StoredEncoding[]>()
  if (!existsSync(root)) return index
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    for (const encoding of ['br', 'gzip'] as const) {
      if (!file.endsWith(SUFFIX[encoding])) continue
      const url =
        PREFIX + relative(root, file.slice(0, -SUFFIX[encoding].length)).split(sep).join('/')
      index.set(url, [...(index.get(url) ?? []), encoding])
    }
  }
  return index
}

/**
 * The production build writes a brotli and a gzip copy of every asset
 * (vite.config.ts). This picks the copy the browser accepts and hands it to
 * the static server under the original asset's type, so each file is
 * compressed once at build time at the highest level instead of per request.
 * Assets carry a content hash, so the static config marks them immutable.
 */
export default class PrecompressedAssetsMiddleware {
  #index: Map<string, StoredEncoding[]> | null = null

  handle({ request, response }: HttpContext, next: NextFn) {
    const method = request.method()
    if ((method !== 'GET' && method !== 'HEAD') || !request.url().startsWith(PREFIX)) return next()

    // A production build never changes under its server; in development it may.
    const index = app.inProduction
      ? (this.#index ??= indexBuiltAssets(app.publicPath('assets')))
      : indexBuiltAssets(app.publicPath('assets'))
    const path = request.url()
    const available = index.get(path)
    if (!available) return next()

    response.header('Vary', 'Accept-Encoding')
    const encoding = negotiateEncoding(request.header('accept-encoding'), available)
    if (encoding) {
      const type = mime.contentType(path.slice(path.lastIndexOf('/') + 1))
      if (type) response.header('Content-Type', type)
      response.header('Content-Encoding', encoding)
      request.request.url = path + SUFFIX[encoding]
    }
    return next()
  }
}
