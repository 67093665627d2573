/*
|--------------------------------------------------------------------------
| The HTTP side of the benchmarks: one GET, and a measured scenario
|--------------------------------------------------------------------------
*/
import { request } from 'node:http'
import autocannon from 'autocannon'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)
/** No scenario runs longer than this (after its warm-up request). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)

/** One GET over a keep-alive agent; the body is read raw (never decoded), as a socket sees it. */
export function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) })
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * One scenario, measured by autocannon: `concurrency` keep-alive connections,
 * at most `total` requests or `seconds` seconds, after `warmup` untimed
 * requests. Every response's latency is kept, so p95 is exact. autocannon
 * parses responses with far less work than node:http's client: at 50
 * connections on 2 cores, the old client saturated its core and its own
 * queueing was counted as the server's latency (a bare node:http server
 * sending a lookup's 58 KB measured p99 15 ms with it, 8–13 with autocannon).
 */
export async function measure(
  name,
  url,
  headers = {},
  total = REQUESTS,
  concurrency = CONCURRENCY,
  seconds = SECONDS,
  warmup = 1
) {
  // A per-request headers function gives each request its own (e.g. a client address);
  // a url function its own address (e.g. a different warranty each time).
  const urlOf = typeof url === 'function' ? url : () => url
  const headersOf = typeof headers === 'function' ? headers : () => headers
  const { origin } = new URL(urlOf())
  const run = (amount, connections, onResponse) =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: origin,
          connections: Math.max(1, Math.min(connections, amount)),
          amount,
          requests: [
            {
              setupRequest: (request) => {
                const { pathname, search } = new URL(urlOf())
                return { ...request, path: pathname + search, headers: headersOf() }
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result))
      )
      instance.on('response', onResponse)
      // `amount` bounds the requests; the time is bounded here.
      const timer = setTimeout(() => instance.stop(), seconds * 1000)
      instance.on('done', () => clearTimeout(timer))
    })
  // Untimed requests first, as many clients at once as then: the numbers are for a warm
  // server (its code optimised, its connections open), not for its first second.
  if (warmup > 0) await run(warmup, concurrency, () => {})
  const latencies = []
  let failures = 0
  const started = performance.now()
  let finished = started
  const result = await run(total, concurrency, (_client, status, _bytes, ms) => {
    if (status >= 400) failures++
    latencies.push(ms)
    finished = performance.now()
  })
  // Up to the last response: autocannon reports its end on its next one-second tick.
  const elapsed = (finished - started) / 1000
  failures += result.errors + result.timeouts
  latencies.sort((a, b) => a - b)
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
  return {
    'scenario': name,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': pct(50).toFixed(1),
    'p95 ms': pct(95).toFixed(1),
    'p99 ms': pct(99).toFixed(1),
    'failed': failures,
  }
}
