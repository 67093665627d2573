/*
|--------------------------------------------------------------------------
| The export at scale (npm run bench -- --sales N): speed, memory, and the
| site answering meanwhile
|--------------------------------------------------------------------------
*/
import { request } from 'node:http'
import { measure } from './bench_http.js'
import { residentMb } from './production_server.js'

/**
 * Downloads the whole export; meanwhile measures /health and a public page,
 * and samples the server's resident memory (its worker threads included)
 * every 50 ms: the growth is the peak during the export over the level
 * just before it.
 */
export async function exportWhileServing(base, token, sales, serverPid) {
  // The pages measured meanwhile are warmed first: their first render loads
  // code and caches, which is no memory of the export's.
  for (let turn = 0; turn < 20; turn++) {
    for (const path of ['/health', '/about']) await (await fetch(`${base}${path}`)).arrayBuffer()
  }
  const rssBefore = serverPid ? residentMb(serverPid) : null
  let rssPeak = rssBefore
  const sampler = setInterval(() => {
    const now = serverPid ? residentMb(serverPid) : null
    if (now !== null) rssPeak = Math.max(rssPeak ?? now, now)
  }, 50)
  const started = performance.now()
  let firstByte = 0
  let bytes = 0
  const done = new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/admin/sales/export.csv`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.on('data', (chunk) => {
          firstByte ||= performance.now() - started
          bytes += chunk.length
        })
        res.on('end', resolve)
        res.on('error', reject)
      }
    )
    req.on('error', reject)
    req.end()
  })
  let exporting = true
  // The file's own time: /health may still be being measured when it ends (a small export).
  let ended = 0
  done.finally(() => {
    exporting = false
    ended = performance.now()
  })
  const during = []
  while (exporting && during.length < 2) {
    during.push(await measure('/health during the export', `${base}/health`, {}, 200, 2, 3))
    if (exporting)
      during.push(await measure('About page during the export', `${base}/about`, {}, 200, 2, 3))
  }
  await done.finally(() => clearInterval(sampler))
  const seconds = (ended - started) / 1000
  const mb = (value) => (value === null ? '—' : value.toFixed(0))
  return {
    export: {
      'scenario': `CSV export of all ${sales.toLocaleString('en-US')} sales`,
      'rows/s': Math.round(sales / seconds),
      'seconds': seconds.toFixed(1),
      'first byte ms': firstByte.toFixed(0),
      'MB': (bytes / 1e6).toFixed(1),
      'RSS before MB': mb(rssBefore),
      'RSS growth MB': rssBefore === null ? '—' : mb(rssPeak - rssBefore),
    },
    during,
  }
}
