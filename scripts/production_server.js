/*
|--------------------------------------------------------------------------
| A production server of this checkout, for the measuring scripts
|--------------------------------------------------------------------------
| `npm run bench` and `npm run lighthouse` both need the real thing: the
| production build (built by scripts/start.js when the sources changed),
| on its own port and SQLite file with the demo data, so they never touch
| the database of `npm start` or of the tests.
*/
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..')
const ADMIN_PASSWORD = 'measure-admin-password'

/**
 * Starts scripts/start.js (build when needed, migrate, seed, serve) and
 * resolves once /health answers. `stop()` ends it.
 */
export async function startProductionServer({ port, database, env = {} }) {
  const base = `http://127.0.0.1:${port}`
  // Another server on the port (one left running) would answer /health and be measured instead.
  if (await answers(port))
    throw new Error(`port ${port} is already in use: stop what listens there`)
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      LOG_LEVEL: 'warn',
      SQLITE_FILE: join(root, 'tmp', `${database}.sqlite3`),
      DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...env,
    },
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = () => {
    if (!exited) child.kill('SIGINT')
  }

  try {
    for (let attempt = 0; ; attempt++) {
      if (exited) throw new Error('the production server stopped while starting')
      if (attempt >= 600) throw new Error('the production server did not start within 5 minutes')
      try {
        if ((await fetch(`${base}/health`)).ok) break
      } catch {}
      await new Promise((done) => setTimeout(done, 500))
    }
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop, signIn: () => signIn(base), serverPid: () => childServer(child.pid) }
}

/**
 * The pid of the server itself: scripts/start.js builds and migrates, then
 * runs bin/server.js as its child. Read from /proc (Linux); null elsewhere.
 */
function childServer(parent) {
  let entries
  try {
    entries = readdirSync('/proc')
  } catch {
    return null
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // `pid (name) state ppid …`: the name may hold spaces, so split after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (ppid === parent && command.includes('bin/server.js')) return Number(entry)
    } catch {}
  }
  return null
}

/** A process's resident memory in MB (VmRSS in /proc/<pid>/status), or null. */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1])
    return Number.isFinite(kb) ? kb / 1024 : null
  } catch {
    return null
  }
}

function cookiesOf(response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
}

/** A CSRF session of its own: the headers a browser sends with a JSON mutation. */
export async function mutationHeaders(base) {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`)
  const cookies = cookiesOf(csrf)
  const xsrf = cookies
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length)
  return {
    'content-type': 'application/json',
    'accept': 'application/json',
    'cookie': cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
  }
}

/** One sign-in attempt through the real API. */
export function postSignIn(base, headers, username, password) {
  return fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password }),
  })
}

/** Signs the demo admin in and returns the token. */
async function signIn(base) {
  const response = await postSignIn(base, await mutationHeaders(base), 'admin', ADMIN_PASSWORD)
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return (await response.json()).token
}

/** A warranty code of the demo data, for the lookup pages. */
export async function demoWarrantyCode(base, token) {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' }
  const sample = await (await fetch(`${base}/api/admin/sales?perPage=10`, { headers })).json()
  const code = sample.data?.[0]?.warrantyCode
  if (!code) throw new Error('the demo data has no sale to look up')
  return code
}

/** Whether something accepts connections on this loopback port. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}
