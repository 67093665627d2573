import compression from 'compression'
import { constants } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Compresses what is rendered per request (HTML, Inertia and API JSON, CSV)
 * when it is over 1 KiB and the client accepts brotli or gzip, and adds
 * `Vary: Accept-Encoding`. Responses that already carry an encoding (the
 * precompressed assets) pass through. Brotli at quality 5 keeps the CPU
 * cost per response near gzip's while sending less.
 */
const compress = compression({
  threshold: 1024,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
})

export default class CompressionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    compress(ctx.request.request as never, ctx.response.response as never, () => {})
    return next()
  }
}
