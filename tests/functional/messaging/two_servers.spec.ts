import { test } from '@japa/runner'
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fakeHttpApi } from '#tests/helpers/messaging'
import {
  answers,
  freePort,
  recreateDatabase,
  sharedStores,
  startBuiltServer,
} from '#tests/helpers/shared_stores'

/*
 * Several servers drain one outbox: two production servers on one
 * PostgreSQL database, the second with two server processes
 * (WEB_CONCURRENCY=2), all delivering through an SMS provider faked on a
 * local port. Started the way tests/functional/ops/multi_server.spec.ts
 * starts its servers (the first builds when needed, migrates and seeds).
 * Runs when PostgreSQL answers (as in CI).
 */
interface ProductionServers {
  startProductionServer(options: {
    port: number
    database: string
    env: Record<string, string>
  }): Promise<{ base: string; stop: () => void }>
}
const { startProductionServer }: ProductionServers = await import(
  app.makeURL('scripts/production_server.js').href
)

const stores = sharedStores()
const available = await answers(stores.pg.host, stores.pg.port)
if (!available) {
  console.log('  (two-server outbox test not run: PostgreSQL does not answer on this machine)')
}

const MESSAGES = 90
/** A slow provider: one server alone would take seconds, so every process takes a share. */
const PROVIDER_MS = 250

if (available) {
  test.group('Messaging | two servers draining one outbox on PostgreSQL', (group) => {
    const database = `${process.env.PGDATABASE ?? 'test'}_outbox_servers`
    let provider: Awaited<ReturnType<typeof fakeHttpApi>>

    group.setup(async () => {
      await recreateDatabase(database)
      provider = await fakeHttpApi(
        (request, index) => ({ status: 200, body: { id: `sms-${index}`, to: request.body.to } }),
        { delayMs: PROVIDER_MS }
      )
      const [portA, portB] = [await freePort(), await freePort()]
      const env = {
        DB_CONNECTION: 'pg',
        PGHOST: stores.pg.host,
        PGPORT: String(stores.pg.port),
        PGUSER: stores.pg.user,
        ...(stores.pg.password ? { PGPASSWORD: stores.pg.password } : {}),
        PGDATABASE: database,
        APP_KEY: randomBytes(32).toString('base64url'),
        LIMITER_STORE: 'database',
        LOG_LEVEL: 'warn',
        MESSAGING_PHONE_CHANNEL: 'sms',
        SMS_URL: `${provider.url}/send`,
        SMS_AUTH_VALUE: 'Bearer two-servers',
        SMS_BODY_TEMPLATE: '{"to":"{to}","text":"{text}","reference":"{key}"}',
        MESSAGING_POLL_INTERVAL_MS: '200',
      }
      const a = await startProductionServer({ port: portA, database: 'unused', env })
      let b: ChildProcess | undefined
      try {
        const second = await startBuiltServer({
          ...process.env,
          ...env,
          NODE_ENV: 'production',
          ENV_PATH: app.makePath(),
          HOST: '127.0.0.1',
          PORT: String(portB),
          APP_URL: `http://127.0.0.1:${portB}`,
          WEB_CONCURRENCY: '2',
        })
        b = second.child
      } catch (error) {
        a.stop()
        throw error
      }
      db.manager.add('outbox_servers', {
        client: 'pg',
        connection: { ...stores.pg, database },
      })
      return async () => {
        a.stop()
        if (b && b.exitCode === null) b.kill('SIGTERM')
        await db.manager.close('outbox_servers')
        await provider.close()
      }
    })

    test('each message is delivered once, by whichever server process claimed it', async ({
      assert,
    }) => {
      const servers = db.connection('outbox_servers')
      const now = DateTime.now().toFormat(servers.dialect.dateTimeFormat)
      // Committed at once, as a burst of claims filed on any of the servers would be.
      await servers.table('outbox_messages').multiInsert(
        Array.from({ length: MESSAGES }, (_, index) => ({
          idempotency_key: `two-servers:${index}`,
          recipient_kind: 'phone',
          recipient: `+8490${String(1_000_000 + index)}`,
          template: 'one_time_code',
          locale: index % 2 ? 'vi' : 'en',
          params: JSON.stringify({ code: String(100000 + index), minutes: 10, brand: 'Tint' }),
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        }))
      )

      let sent = 0
      for (let wait = 0; wait < 240 && sent < MESSAGES; wait++) {
        await new Promise((done) => setTimeout(done, 250))
        const [row] = await servers.from('outbox_messages').where('status', 'sent').count('* as n')
        sent = Number(row.n)
      }
      assert.equal(sent, MESSAGES, 'every message is sent')

      const delivered = provider.requests.map((request) => request.body.reference)
      assert.lengthOf(delivered, MESSAGES, 'the provider was asked once per message')
      assert.equal(new Set(delivered).size, MESSAGES, 'no message twice')
      assert.isTrue(
        provider.requests.every((r) => r.headers.authorization === 'Bearer two-servers')
      )

      const rows = await servers.from('outbox_messages').select('attempts', 'locked_by')
      assert.isTrue(
        rows.every((row) => Number(row.attempts) === 1),
        'each on its first attempt'
      )
      // locked_by is `host:pid:claim`: the processes that delivered.
      const processes = new Set(rows.map((row) => String(row.locked_by).split(':')[1]))
      assert.isAtLeast(processes.size, 2, 'the outbox was drained by more than one process')
    }).timeout(90_000)
  })
}
