#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| npm run bench: throughput and latency of the hot paths, on a production build
|--------------------------------------------------------------------------
| Starts the site through scripts/start.js on its own port and SQLite file
| (demo data: a few hundred sales), signs in through the real API, then
| measures each scenario with a fixed number of requests over keep-alive
| connections (raw node:http client, bodies not decoded), compares the
| cached Home page with a bare node:http server sending the same bytes in
| the same run, and reports the public bundle size (gzip) of the Home page.
| Loopback only; every loop is bounded.
*/
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { get, measure } from './bench_http.js'
import {
  demoWarrantyCode,
  mutationHeaders,
  postSignIn,
  root,
  startProductionServer,
} from './production_server.js'

const port = Number(process.env.BENCH_PORT ?? 3390)

// `npm run bench -- --sales N [--db pg]`: the scale benchmark (scripts/bench_scale.js) instead.
const salesFlag = process.argv.indexOf('--sales')
if (salesFlag !== -1) {
  const sales = Number(process.argv[salesFlag + 1])
  if (!Number.isInteger(sales) || sales < 1) throw new Error('--sales takes a number of sales')
  const dbFlag = process.argv.indexOf('--db')
  const dbKind = dbFlag === -1 ? 'sqlite' : process.argv[dbFlag + 1]
  if (!['sqlite', 'pg'].includes(dbKind)) throw new Error('--db is sqlite or pg')
  const { runScale } = await import('./bench_scale.js')
  await runScale({ sales, dbKind, port })
  process.exit(0)
}
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)
// What a browser sends: the cached pages answer with their brotli copy.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/**
 * /health while `flooders` clients keep sending sign-ins with made-up
 * usernames (each with its own CSRF session), as in the denial of service
 * of issue 9: every such attempt used to cost a password hash.
 */
async function healthUnderSignInFlood(base, flooders = 24) {
  let flooding = true
  let attempts = 0
  let refused = 0
  const flood = async (index) => {
    const headers = await mutationHeaders(base)
    while (flooding) {
      const response = await postSignIn(
        base,
        headers,
        `nobody.${index}.${attempts++}`,
        'guess-1234'
      )
      await response.arrayBuffer()
      if (response.status === 429) refused++
    }
  }
  const floods = Array.from({ length: flooders }, (_, index) => flood(index))
  await new Promise((done) => setTimeout(done, 1000))
  const result = await measure(
    `Health check, ${flooders} clients flooding sign-in`,
    `${base}/health`,
    {},
    Math.min(REQUESTS, 500)
  )
  flooding = false
  await Promise.all(floods)
  return { ...result, 'sign-ins sent': attempts, 'refused (429)': refused }
}

/**
 * A bare node:http server (its own process, like the app) that sends the
 * bytes and headers the app sent for `url`: the most any Node server can do.
 */
async function startBareServer(url, barePort) {
  const agent = new Agent({ keepAlive: false })
  const recorded = await get(agent, url, BROWSER)
  const headers = { ...recorded.headers }
  for (const name of ['date', 'connection', 'keep-alive']) delete headers[name]
  const file = join(root, 'tmp', 'bench-bare-response.json')
  writeFileSync(
    file,
    JSON.stringify({ status: recorded.status, headers, body: recorded.body.toString('base64') })
  )
  const child = spawn(process.execPath, ['scripts/bare_http_server.js', String(barePort), file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve)
    child.once('exit', () => reject(new Error('the bare node:http server stopped')))
  })
  return {
    base: `http://127.0.0.1:${barePort}`,
    stop: () => child.kill(),
    bytes: recorded.body.length,
  }
}

/**
 * Gzip size of the JS and CSS a public page loads: at first (its entry and
 * stylesheet, with their static imports) and once the visitor interacts (the
 * client, the Home page and the public layout, with theirs).
 */
function publicBundleSize() {
  const manifestFile = join(root, 'build', 'public', 'assets', '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const measureKeys = (keys) => {
    const seen = new Set()
    const files = new Set()
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      files.add(manifest[key].file)
      for (const css of manifest[key].css ?? []) files.add(css)
      for (const imported of manifest[key].imports ?? []) visit(imported)
    }
    keys.forEach(visit)
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
  const firstLoad = ['inertia/app/public.ts', 'inertia/css/public.css']
  return [
    { loads: 'first load (any public page)', ...measureKeys(firstLoad) },
    {
      loads: 'after the first interaction (Home)',
      ...measureKeys([
        ...firstLoad,
        'inertia/app/client.tsx',
        'inertia/pages/public/home.tsx',
        'inertia/layouts/public_layout.tsx',
      ]),
    },
  ]
}

const server = await startProductionServer({ port, database: 'bench' })
let bare
try {
  const token = await server.signIn()
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json', ...BROWSER }
  const code = await demoWarrantyCode(server.base, token)
  const results = []
  // Lookups are rate-limited per IP (20 per 10 minutes): the warm-up plus 18 stay under it.
  // One URL again and again: its render is kept (inertia/app/ssr.tsx), so this measures that
  // cache; `npm run bench -- --sales N` looks up 1,000 different warranties.
  results.push(
    await measure(
      'E-warranty lookup, one code repeated (cache measurement)',
      `${server.base}/e-warranty?code=${encodeURIComponent(code)}`,
      BROWSER,
      18
    )
  )

  // The cached Home page against a bare node:http server sending the same bytes, taken
  // in turns (three each, the best run counts) so both see the same machine load; each
  // run is 10× longer than the others, since a cached page answers in well under 1 ms.
  bare = await startBareServer(`${server.base}/`, port + 1)
  const turns = { app: [], bare: [] }
  for (let turn = 0; turn < 3; turn++) {
    const total = REQUESTS * 10
    turns.app.push(await measure('Home page (cached)', `${server.base}/`, BROWSER, total))
    turns.bare.push(await measure('bare node:http, same bytes', `${bare.base}/`, BROWSER, total))
  }
  const best = (runs) => runs.reduce((a, b) => (b['req/s'] > a['req/s'] ? b : a))
  const [app, yardstick] = [best(turns.app), best(turns.bare)]
  results.push(app, yardstick)

  for (const [name, path, headers] of [
    ['About page (cached)', '/about', BROWSER],
    ['API dealers list', '/api/admin/dealers?perPage=25', auth],
    ['API products list', '/api/admin/products?perPage=25', auth],
    ['API sales list (page 1)', '/api/admin/sales?perPage=25', auth],
    ['API sales search by plate', '/api/admin/sales?search=W&perPage=25', auth],
    ['API dashboard', '/api/admin/dashboard', auth],
    ['Health check', '/health', {}],
  ]) {
    results.push(await measure(name, `${server.base}${path}`, headers))
  }
  // Last: the flood trips the sign-in limits, which would refuse the other scenarios' sign-in.
  results.push(await healthUnderSignInFlood(server.base))
  console.log(
    `\n${REQUESTS} requests per scenario (cached Home and bare: ${REQUESTS * 10}; lookup: 18), ${CONCURRENCY} concurrent, keep-alive, loopback, as a browser asks (brotli accepted):`
  )
  console.table(results)
  console.log(
    `Cached Home page: ${app['req/s']} req/s = ${(app['req/s'] / yardstick['req/s']).toFixed(2)}× a bare node:http server sending the same ${bare.bytes} bytes (${yardstick['req/s']} req/s) in this run.`
  )
  console.log('What a public page loads:')
  console.table(publicBundleSize())
} finally {
  bare?.stop()
  server.stop()
}
