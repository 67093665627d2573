import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import {
  freePort,
  recreateDatabase,
  sharedStores,
  sharedStoresAnswer,
  startBuiltServer,
} from '#tests/helpers/shared_stores'

/*
 * Two production servers on two ports, one PostgreSQL database, one Redis:
 * what a brand running several servers behind a load balancer gets. The
 * second runs the production recipe for several cores (WEB_CONCURRENCY=2:
 * two server processes on its port, #server/cluster). Runs when PostgreSQL
 * and Redis answer (as in CI); the first run builds the site.
 */
interface ProductionServers {
  startProductionServer(options: {
    port: number
    database: string
    env: Record<string, string>
  }): Promise<{ base: string; stop: () => void }>
  mutationHeaders(base: string): Promise<Record<string, string>>
  postSignIn(base: string, headers: object, username: string, password: string): Promise<Response>
}
// Plain JavaScript shared with the measuring scripts (npm run bench, lighthouse).
const { mutationHeaders, postSignIn, startProductionServer }: ProductionServers = await import(
  app.makeURL('scripts/production_server.js').href
)

const ADMIN_PASSWORD = 'measure-admin-password'
const STAFF_PASSWORD = 'multi-server-staff-password'

const available = await sharedStoresAnswer()
if (!available) {
  console.log('  (multi-server test not run: PostgreSQL or Redis does not answer on this machine)')
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

if (available) {
  test.group('Operations | two servers, one PostgreSQL, one Redis', (group) => {
    let a: { base: string; stop: () => void }
    let b: { base: string; child: ChildProcess }
    let token: string

    group.setup(async () => {
      const stores = sharedStores()
      await recreateDatabase(stores.database)
      const [portA, portB] = [await freePort(), await freePort()]
      const env = {
        DB_CONNECTION: 'pg',
        PGHOST: stores.pg.host,
        PGPORT: String(stores.pg.port),
        PGUSER: stores.pg.user,
        ...(stores.pg.password ? { PGPASSWORD: stores.pg.password } : {}),
        PGDATABASE: stores.database,
        REDIS_URL: stores.redisUrl,
        REDIS_PREFIX: `tint-servers-${randomBytes(4).toString('hex')}:`,
        LIMITER_STORE: 'redis',
        // Every write below needs a CSRF session: here they live in Redis, shared by both servers.
        SESSION_DRIVER: 'redis',
        APP_KEY: randomBytes(32).toString('base64url'),
        DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
        DEMO_STAFF_PASSWORD: STAFF_PASSWORD,
        LOG_LEVEL: 'warn',
      }
      // The first builds when needed, migrates and seeds; the second only serves.
      a = await startProductionServer({ port: portA, database: 'unused', env })
      b = await startBuiltServer({
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        ENV_PATH: app.makePath(),
        HOST: '127.0.0.1',
        PORT: String(portB),
        APP_URL: `http://127.0.0.1:${portB}`,
        WEB_CONCURRENCY: '2',
      })
      const signIn = await postSignIn(
        a.base,
        await mutationHeaders(a.base),
        'admin',
        ADMIN_PASSWORD
      )
      const signedIn = await signIn.json()
      token = signedIn.token
      return () => {
        a.stop()
        if (b.child.exitCode === null) b.child.kill('SIGKILL')
      }
    })

    test('both are ready, and say Redis is reachable', async ({ assert }) => {
      for (const base of [a.base, b.base]) {
        const response = await fetch(`${base}/health/ready`)
        assert.equal(response.status, 200)
        assert.deepEqual(await response.json(), {
          status: 'ok',
          checks: { database: 'ok', redis: 'ok' },
        })
      }
    })

    test('failed sign-ins are counted across both servers', async ({ assert }) => {
      const attempt = async (base: string, password: string) => {
        // The CSRF session is always opened on the first server, and holds on either.
        const response = await postSignIn(base, await mutationHeaders(a.base), 'staff', password)
        return response.status
      }
      // 5 failures a minute per username and client: 3 on one server, 2 on the other.
      for (const base of [a.base, a.base, a.base, b.base, b.base]) {
        assert.equal(await attempt(base, 'not-the-password'), 422)
      }
      // Either server now refuses the pair, even with the right password.
      assert.equal(await attempt(b.base, STAFF_PASSWORD), 429)
      assert.equal(await attempt(a.base, STAFF_PASSWORD), 429)
    })

    test('a sale registered on one server is found by the lookup on the other', async ({
      assert,
    }) => {
      const auth = { authorization: `Bearer ${token}`, accept: 'application/json' }
      const json = async (path: string) => {
        const response = await fetch(`${a.base}${path}`, { headers: auth })
        return response.json()
      }
      const dealers = await json('/api/admin/dealers/options')
      const films = await json('/api/admin/products/options')
      const created = await fetch(`${a.base}/api/admin/sales`, {
        method: 'POST',
        headers: { ...(await mutationHeaders(a.base)), ...auth },
        body: JSON.stringify({
          dealerId: dealers.data[0].id,
          customerName: 'Nur Aisyah binti Rahman',
          customerPhone: '+60 13-555 0199',
          plateNumber: 'VMS 4242',
          vehicleMake: 'Proton',
          vehicleModel: 'X50',
          installedAt: new Date().toISOString().slice(0, 10),
          // Rear sides: no legal-tint minimum there, whichever film the demo lists first.
          items: [{ position: 'rear_sides', productId: films.data[0].id }],
        }),
      })
      assert.equal(created.status, 201)
      const { data: sale } = await created.json()

      const lookup = await fetch(
        `${b.base}/e-warranty?code=${encodeURIComponent(sale.warrantyCode)}`
      )
      assert.equal(lookup.status, 200)
      const page = await lookup.text()
      assert.include(page, sale.warrantyCode)
      const certificate = await fetch(`${b.base}/e-warranty/${sale.warrantyCode}/certificate.pdf`)
      assert.equal(certificate.status, 200)
      assert.equal(certificate.headers.get('content-type'), 'application/pdf')
    })

    test('public pages cleared through one server are rendered afresh by the other, in each of its processes', async ({
      assert,
    }) => {
      // A new connection each time: the cluster hands them to its two processes in turn.
      const state = (base: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          const asked = request(`${base}/`, { agent: false }, (response) => {
            response.resume()
            response.on('end', () => resolve(response.headers['x-page-cache'] as string))
          })
          asked.on('error', reject).end()
        })
      for (const base of [a.base, b.base]) {
        let hits = 0
        for (let attempt = 0; hits < 4 && attempt < 80; attempt++) {
          hits = (await state(base)) === 'HIT' ? hits + 1 : 0
          if (hits === 0) await pause(50)
        }
        assert.equal(hits, 4, `${base} serves Home from its cache`)
      }
      const cleared = await fetch(`${a.base}/api/admin/page-cache/clear`, {
        method: 'POST',
        headers: { ...(await mutationHeaders(a.base)), authorization: `Bearer ${token}` },
      })
      assert.equal(cleared.status, 200)
      assert.equal(await state(a.base), 'MISS')
      // The other server's processes hear of it through Redis a moment later: each renders
      // Home again (answers by turns: one process answers the odd ones, the other the even).
      const rendered = [false, false]
      for (let attempt = 0; !(rendered[0] && rendered[1]) && attempt < 80; attempt++) {
        if ((await state(b.base)) === 'MISS') rendered[attempt % 2] = true
        await pause(25)
      }
      assert.deepEqual(rendered, [true, true], 'both processes of the other server rendered Home')
    })

    test('several processes refuse to start with per-process rate limits (LIMITER_STORE=memory)', async ({
      assert,
    }) => {
      const child = spawn(process.execPath, ['bin/server.js'], {
        cwd: app.makePath('build'),
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          ENV_PATH: app.makePath(),
          WEB_CONCURRENCY: '2',
          LIMITER_STORE: 'memory',
          PORT: String(await freePort()),
        },
      })
      let stderr = ''
      child.stderr!.on('data', (chunk) => (stderr += chunk))
      const code = await new Promise((resolve) => child.once('exit', resolve))
      assert.equal(code, 1)
      assert.include(stderr, 'Cannot start: WEB_CONCURRENCY=2')
      assert.include(stderr, 'LIMITER_STORE=redis')
    })

    test('SIGTERM: in-flight requests finish, new ones are refused, the other server answers', async ({
      assert,
    }) => {
      const url = new URL(`${b.base}/api/admin/auth/login`)
      const headers = await mutationHeaders(b.base)
      const body = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD })
      // A sign-in whose body is half sent: in flight when the signal comes.
      const inFlight = request(url, {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      })
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        inFlight.on('response', (response) => {
          let text = ''
          response.on('data', (chunk) => (text += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        })
        inFlight.on('error', reject)
      })
      inFlight.write(body.slice(0, 10))
      await pause(300)

      const exited = new Promise<number | null>((resolve) => b.child.once('exit', resolve))
      b.child.kill('SIGTERM')

      // New connections are refused once the server stops listening.
      let refused = false
      for (let attempt = 0; !refused && attempt < 100; attempt++) {
        // A connection accepted as the server closes must not hang the test: asked again.
        refused = await fetch(`${b.base}/health`, { signal: AbortSignal.timeout(2000) }).then(
          () => false,
          (error: Error) => error.name !== 'TimeoutError'
        )
        if (!refused) await pause(50)
      }
      assert.isTrue(refused, 'the stopping server refuses new connections')
      const other = await fetch(`${a.base}/health/ready`)
      assert.equal(other.status, 200, 'the other server keeps answering')

      inFlight.end(body.slice(10))
      const { status, text } = await answered
      assert.equal(status, 200, text)
      assert.match(JSON.parse(text).token, /^oat_/)
      assert.equal(await exited, 0)
    }).timeout(60_000)
  })
}
