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
 * One autocannon run of `amount` requests over `connections`; `onResponse(status, ms)` each.
 * `init`: another method and a body (a JSON write).
 */
function run(urlOf, headersOf, amount, connections, onResponse, init = {}) {
  let stop
  const done = new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(urlOf()).origin,
        connections: Math.max(1, Math.min(connections, amount)),
        amount,
        requests: [
          {
            setupRequest: (request) => {
              const { pathname, search } = new URL(urlOf())
              return { ...request, ...init, path: pathname + search, headers: headersOf() }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result))
    )
    instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms))
    stop = () => instance.stop()
  })
  return { done, stop }
}

/**
 * One scenario, measured by autocannon: `concurrency` keep-alive connections,
 * `warmup` untimed requests, then at most `total` timed requests or
 * `seconds` seconds. Every response's latency is kept, so p95 is exact.
 * autocannon parses responses with far less work than node:http's client:
 * at 50 connections on 2 cores, the old client saturated its core and its
 * own queueing was counted as the server's latency (a bare node:http server
 * sending a lookup's 58 KB measured p99 15 ms with it, 8–13 with autocannon).
 */
export async function measure(
  name,
  url,
  headers = {},
  total = REQUESTS,
  concurrency = CONCURRENCY,
  seconds = SECONDS,
  warmup = 1,
  init = {}
) {
  // A per-request headers function gives each request its own (e.g. a client address);
  // a url function its own address (e.g. a different warranty each time).
  const urlOf = typeof url === 'function' ? url : () => url
  const headersOf = typeof headers === 'function' ? headers : () => headers
  // The numbers are for a warm server (its code optimised, its connections open). A warm-up
  // at least as large as the clients runs on the very connections then timed, as behind a
  // proxy that keeps its connections: a Node server at full load accepts new connections one
  // per turn of its event loop, so fresh ones would wait seconds for their first answer. A
  // smaller one (one request before a list) runs apart, on as many connections as requests.
  const shared = warmup >= concurrency
  if (warmup > 0 && !shared) await run(urlOf, headersOf, warmup, warmup, () => {}, init).done
  const latencies = []
  let failures = 0
  let answered = 0
  let started = performance.now()
  let finished = started
  let timer
  const timed = () => {
    started = performance.now()
    timer = setTimeout(() => scenario.stop(), seconds * 1000)
  }
  const scenario = run(
    urlOf,
    headersOf,
    (shared ? warmup : 0) + total,
    concurrency,
    (status, ms) => {
      if (shared && ++answered <= warmup) {
        if (answered === warmup) timed()
        return
      }
      // Only requests sent once the warm-up is over are timed.
      if (performance.now() - ms < started) return
      if (status >= 400) failures++
      latencies.push(ms)
      finished = performance.now()
    },
    init
  )
  // Unshared, the timing began as `started` was set, before the first request.
  if (!shared) timer = setTimeout(() => scenario.stop(), seconds * 1000)
  const result = await scenario.done
  clearTimeout(timer)
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
    'max ms': (latencies.at(-1) ?? NaN).toFixed(1),
    'failed': failures,
  }
}
