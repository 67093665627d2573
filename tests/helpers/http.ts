import { request, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { BASE_URL } from '#tests/helpers/browser'

/**
 * Headers a browser running the admin client sends on a mutation: JSON, plus
 * the session and XSRF-TOKEN cookies from /sanctum/csrf-cookie echoed back as
 * cookies and as the X-XSRF-TOKEN header. For tests that need a raw body.
 */
export async function browserLikeHeaders(token?: string): Promise<Record<string, string>> {
  const csrf = await fetch(`${BASE_URL}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((line) => line.split(';')[0])
  const xsrf = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))
  if (!xsrf) throw new Error('/sanctum/csrf-cookie did not set XSRF-TOKEN')
  return {
    'accept': 'application/json',
    'content-type': 'application/json',
    'cookie': cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  }
}

/** A request with a raw body; answers the status, content type and parsed JSON (or null). */
export async function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string
) {
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body })
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', json }
}

/** A GET whose body is read raw, as the socket carried it (never decompressed). */
export function rawGet(
  path: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET'
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${BASE_URL}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** The body of a raw response in the encoding it declares, decoded. */
export function decodedBody(response: { headers: IncomingHttpHeaders; body: Buffer }) {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.body)
  if (encoding === 'gzip') return gunzipSync(response.body)
  if (encoding) throw new Error(`Unexpected content-encoding ${encoding}`)
  return response.body
}
