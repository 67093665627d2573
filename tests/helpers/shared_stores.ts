import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { createServer } from 'node:net'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'

/** Whether something accepts connections at host:port (PostgreSQL, Redis), without a client library. */
export function answers(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, host)
    const done = (result: boolean) => {
      socket.destroy()
      resolve(result)
    }
    socket.once('connect', () => done(true)).once('error', () => done(false))
    socket.setTimeout(2000, () => done(false))
  })
}

/** The PostgreSQL and Redis the multi-server test uses, from the same variables as the app. */
export function sharedStores() {
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  return {
    pg: {
      host: process.env.PGHOST ?? '127.0.0.1',
      port: Number(process.env.PGPORT ?? 5432),
      user: process.env.PGUSER ?? 'postgres',
      password: process.env.PGPASSWORD,
    },
    /** Beside the suite's own database, never it. */
    database: `${process.env.PGDATABASE ?? 'test'}_servers`,
    redisUrl: redisUrl.href,
    redisHost: redisUrl.hostname,
    redisPort: Number(redisUrl.port || 6379),
  }
}

export async function sharedStoresAnswer() {
  const stores = sharedStores()
  const [postgres, redis] = await Promise.all([
    answers(stores.pg.host, stores.pg.port),
    answers(stores.redisHost, stores.redisPort),
  ])
  return postgres && redis
}

/**
 * A fresh, empty PostgreSQL database of that name, made through the app's
 * `pg` connection (whichever database it points at; a SQLite run included).
 */
export async function recreateDatabase(name: string) {
  const quoted = `"${name.replaceAll('"', '""')}"`
  try {
    const connection = db.connection('pg')
    await connection.rawQuery(`drop database if exists ${quoted} with (force)`)
    await connection.rawQuery(`create database ${quoted}`)
  } finally {
    if (db.primaryConnectionName !== 'pg') await db.manager.close('pg')
  }
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts the production build's `bin/server.js` directly (a second server
 * beside the one scripts/production_server.js started and built), so the
 * test holds the server process itself; resolves once it is ready.
 */
export async function startBuiltServer(env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(process.execPath, ['bin/server.js'], {
    cwd: app.makePath('build'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  const base = `http://127.0.0.1:${env.PORT}`
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error('the second server stopped while starting')
    try {
      const response = await fetch(`${base}/health/ready`)
      if (response.ok) return { child, base }
    } catch {}
    await new Promise((done) => setTimeout(done, 250))
  }
  child.kill('SIGKILL')
  throw new Error('the second server did not start')
}
