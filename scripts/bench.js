#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| npm run bench: throughput and latency of the hot paths, on a production build
|--------------------------------------------------------------------------
| Starts the site through scripts/start.js on its own port and SQLite file
| (demo data: a few hundred sales), signs in through the real API, then
| measures each scenario with a fixed number of requests over keep-alive
| connections, and reports the public bundle size (gzip) of the Home page.
| Loopback only; every loop is bounded.
*/
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = resolve(import.meta.dirname, '..')
const port = process.env.BENCH_PORT ?? '3390'
const base = `http://127.0.0.1:${port}`
const adminPassword = 'bench-admin-password'
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)

const server = spawn(process.execPath, ['scripts/start.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SQLITE_FILE: join(root, 'tmp', 'bench.sqlite3'),
    DEMO_ADMIN_PASSWORD: adminPassword,
  },
})

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {}
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error('the server did not start within 5 minutes')
}

function cookiesOf(response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
}

async function signIn() {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`)
  const cookies = cookiesOf(csrf)
  const xsrf = cookies
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length)
  const response = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept': 'application/json',
      'cookie': cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
    },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return (await response.json()).token
}

async function measure(name, url, headers = {}, total = REQUESTS) {
  // One untimed request first: the numbers are for a warm server.
  await (await fetch(url, { headers })).arrayBuffer()
  const latencies = []
  let next = 0
  let failures = 0
  const started = performance.now()
  const worker = async () => {
    while (next < total) {
      next++
      const t0 = performance.now()
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (!response.ok) failures++
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, total) }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
  return {
    'scenario': name,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': pct(50).toFixed(1),
    'p95 ms': pct(95).toFixed(1),
    'p99 ms': pct(99).toFixed(1),
    'failed': failures,
  }
}

/** Gzip size of the JS and CSS the Home page loads (entry + page + their static imports). */
function publicBundleSize() {
  const manifestFile = join(root, 'build', 'public', 'assets', '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return null
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const seen = new Set()
  const files = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    files.add(manifest[key].file)
    for (const css of manifest[key].css ?? []) files.add(css)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  ;[
    'inertia/app/app.tsx',
    'inertia/pages/public/home.tsx',
    'inertia/layouts/public_layout.tsx',
  ].forEach(visit)
  let js = 0
  let css = 0
  for (const file of files) {
    const size = gzipSync(readFileSync(join(root, 'build', 'public', 'assets', file))).length
    if (file.endsWith('.css')) css += size
    else js += size
  }
  return {
    'JS gzip KiB': (js / 1024).toFixed(1),
    'CSS gzip KiB': (css / 1024).toFixed(1),
    'files': files.size,
  }
}

try {
  await waitForServer()
  const token = await signIn()
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' }
  const sample = await (await fetch(`${base}/api/admin/sales?perPage=10`, { headers: auth })).json()
  const code = sample.data?.[0]?.warrantyCode ?? 'WF-0000-0000'
  const results = []
  // Lookups are rate-limited per IP (20 per 10 minutes): the warm-up plus 18 stay under it.
  results.push(
    await measure(
      'E-warranty lookup by code (SSR)',
      `${base}/e-warranty?code=${encodeURIComponent(code)}`,
      {},
      18
    )
  )
  for (const [name, path, headers] of [
    ['Home page (SSR, cached)', '/', {}],
    ['About page (SSR, cached)', '/about', {}],
    ['API dealers list', '/api/admin/dealers?perPage=25', auth],
    ['API products list', '/api/admin/products?perPage=25', auth],
    ['API sales list (page 1)', '/api/admin/sales?perPage=25', auth],
    ['API sales search by plate', '/api/admin/sales?search=W&perPage=25', auth],
    ['Health check', '/health', {}],
  ]) {
    results.push(await measure(name, `${base}${path}`, headers))
  }
  console.log(
    `\n${REQUESTS} requests per scenario (lookup: 18), ${CONCURRENCY} concurrent, keep-alive, loopback:`
  )
  console.table(results)
  console.log('Public bundle of the Home page:')
  console.table([publicBundleSize()])
} finally {
  server.kill('SIGINT')
}
