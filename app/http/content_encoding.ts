import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import Negotiator from 'negotiator'

/** The encodings stored next to an identity body (built assets, cached pages). */
export type StoredEncoding = 'br' | 'gzip'
export const STORED_ENCODINGS: readonly StoredEncoding[] = ['br', 'gzip']

/**
 * Which stored encoding to send for an `Accept-Encoding` header: brotli when
 * the client takes it (smaller), then gzip, else null for the identity body.
 * `q=0` refusals are honoured; a missing header means identity only.
 */
export function negotiateEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly StoredEncoding[] = STORED_ENCODINGS
): StoredEncoding | null {
  if (!acceptEncoding || available.length === 0) return null
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
  // Browsers list gzip before br at equal weight; negotiator 1.x breaks such ties
  // with `preferred` (its types still describe 0.6, which had no such option).
  const encoding = negotiator.encoding as (
    available: string[],
    options: { preferred: readonly string[] }
  ) => string | undefined
  const chosen = encoding.call(negotiator, [...available, 'identity'], {
    preferred: STORED_ENCODINGS,
  })
  return available.find((stored) => stored === chosen) ?? null
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Both stored encodings of a body, at the highest settings: this runs once
 * per body (a build, a cache fill), on the thread pool, never per request.
 */
export async function compressAll(body: Buffer): Promise<Record<StoredEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gzip: gz }
}
