/*
|--------------------------------------------------------------------------
| The HTTP side of the benchmarks: one GET, and a measured scenario
|--------------------------------------------------------------------------
*/
import { Agent, request } from 'node:http'

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
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  // Untimed requests first, as many clients at once as then: the numbers are for a warm
  // server (its code optimised, its connections open), not for its first second.
  let warming = 0
  const warm = async () => {
    while (warming++ < warmup) await get(agent, urlOf(), headersOf())
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, warmup) }, warm))
  const latencies = []
  let next = 0
  let failures = 0
  const started = performance.now()
  const worker = async () => {
    while (next < total && performance.now() - started < seconds * 1000) {
      next++
      const t0 = performance.now()
      const response = await get(agent, urlOf(), headersOf())
      if (response.status >= 400) failures++
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
  return {
    'scenario': name,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': pct(50).toFixed(1),
    'p95 ms': pct(95).toFixed(1),
    'p99 ms': pct(99).toFixed(1),
    'failed': failures,
  }
}
