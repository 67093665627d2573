#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| npm test: the whole suite, three test processes side by side
|--------------------------------------------------------------------------
| Browser tests spend most of their time waiting on Chromium, so one
| process running every suite in turn leaves the machine half idle. This
| runs `node ace test unit functional` beside two halves of the browser
| suite (its files dealt out in turn). Each process has its own port,
| database (SQLite file, or PostgreSQL database named after PGDATABASE),
| upload folder and Vite cache, so they share nothing but the machine.
| Output: the first process as it runs, each other one in full once it is
| done (live from then on), so no two reports are interleaved.
|
| With arguments it is plain `node ace test …` in one process:
|   npm test -- functional --files tests/functional/sales/list.spec.ts
*/
import './require_node.js'
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)

function ace(testArgs, env = {}) {
  return spawn(process.execPath, ['ace.js', 'test', ...testArgs], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

if (args.length > 0) {
  const child = spawn(process.execPath, ['ace.js', 'test', ...args], {
    cwd: root,
    stdio: 'inherit',
  })
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
} else {
  process.exitCode = await runAll()
}

/** The browser spec files, by path, dealt out in turn into `count` groups. */
function browserShards(count) {
  const dir = join(root, 'tests', 'browser')
  const files = readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith('.spec.ts'))
    .map((file) => relative(root, join(dir, String(file))).replaceAll('\\', '/'))
    .sort()
  return Array.from({ length: count }, (_, shard) =>
    files.filter((_, index) => index % count === shard)
  )
}

/** PostgreSQL: a database of its own for each browser process, made when missing. */
async function ensurePgDatabases(names) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    database: process.env.DATABASE_URL ? undefined : (process.env.PGDATABASE ?? 'postgres'),
  })
  await client.connect()
  try {
    for (const name of names) {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ])
      if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
    }
  } finally {
    await client.end()
  }
}

async function runAll() {
  const port = Number(process.env.PORT ?? 3334)
  const pg = process.env.DB_CONNECTION === 'pg'
  const shards = browserShards(2)
  const baseDatabase = process.env.PGDATABASE ?? 'postgres'
  const runs = [
    { name: 'unit + functional', args: ['unit', 'functional'], env: {} },
    ...shards.map((files, index) => ({
      name: `browser ${index + 1}/${shards.length}`,
      args: ['browser', ...files.map((file) => `--files=${file}`)],
      env: {
        PORT: String(port + 1 + index),
        SQLITE_FILE: `tmp/test-browser-${index + 1}.sqlite3`,
        DRIVE_ROOT: `tmp/test-uploads-browser-${index + 1}`,
        VITE_CACHE_DIR: `node_modules/.vite-browser-${index + 1}`,
        ...(pg ? { PGDATABASE: `${baseDatabase}_browser_${index + 1}` } : {}),
      },
    })),
  ]
  if (pg) {
    if (process.env.DATABASE_URL) {
      console.error(
        '› npm test on PostgreSQL takes the PG* variables (PGDATABASE names the database), not DATABASE_URL'
      )
      return 1
    }
    await ensurePgDatabases(runs.slice(1).map((run) => run.env.PGDATABASE))
  }

  const started = performance.now()
  let live = 0
  const processes = runs.map((run, index) => {
    const child = ace(run.args, run.env)
    const held = []
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => (live === index ? out.write(chunk) : held.push([out, chunk])))
    }
    const stop = (signal) => child.kill(signal)
    process.on('SIGINT', stop).on('SIGTERM', stop)
    const done = new Promise((resolve) => {
      child.on('close', (code, signal) =>
        resolve({
          code: code ?? (signal ? 1 : 0),
          seconds: Math.round((performance.now() - started) / 1000),
        })
      )
    })
    return { run, held, done }
  })

  // One report at a time: what a process wrote so far, then the rest as it comes.
  const outcomes = []
  for (const [index, { run, held, done }] of processes.entries()) {
    live = index
    if (index > 0) console.log(`\n› ${run.name}\n`)
    for (const [out, chunk] of held.splice(0)) out.write(chunk)
    outcomes.push({ run, ...(await done) })
  }
  console.log('')
  for (const { run, code, seconds } of outcomes) {
    console.log(
      `› ${run.name}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} after ${seconds} s`
    )
  }
  return outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0
}
