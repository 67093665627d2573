import { mkdirSync } from 'node:fs'
import { dirname, isAbsolute } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

/**
 * SQLite is the embedded default so a fresh machine needs nothing installed;
 * PostgreSQL is the production database. Tests get their own SQLite file so
 * they never touch the demo data.
 */
function sqliteFile() {
  const configured = env.get('SQLITE_FILE', app.inTest ? 'tmp/test.sqlite3' : 'tmp/app.sqlite3')
  const file = isAbsolute(configured) ? configured : app.makePath(configured)
  mkdirSync(dirname(file), { recursive: true })
  return file
}

function pgConnection() {
  const url = env.get('DATABASE_URL')
  if (url) return url
  return {
    host: env.get('PGHOST', '127.0.0.1'),
    port: env.get('PGPORT', 5432),
    user: env.get('PGUSER', 'postgres'),
    password: env.get('PGPASSWORD'),
    database: env.get('PGDATABASE', 'postgres'),
    ssl: env.get('PGSSL', false) ? { rejectUnauthorized: false } : undefined,
  }
}

/**
 * How much of the database file SQLite reads through memory-mapped I/O
 * instead of a read() per page it lacks: the most its build allows (2 GiB).
 * A list walking 20,000 sales of a million (a common name's last page)
 * took 45 ms instead of 165; the pages are the OS's file cache, shared, and
 * count in the process's memory only as they are read.
 */
export const SQLITE_MMAP_BYTES = 2_147_418_112

/**
 * Per connection: enforce the foreign keys the migrations declare (plain
 * SQLite leaves them off; better-sqlite3's build turns them on, this keeps it
 * so), and use the write-ahead log so readers are not blocked by a write and
 * a commit costs no full sync. The page cache is 64 MiB instead of SQLite's
 * 2 MiB: at a million sales the search index's lists and the indexes' upper
 * pages stay in it (a search by name: 7-8 ms of SQL with 2 MiB, 5 with 64);
 * it fills only as pages are read, and the server has one connection.
 */
function sqliteConnection(
  connection: { pragma: (statement: string) => unknown },
  done: (error: Error | null, connection: unknown) => void
) {
  connection.pragma('foreign_keys = ON')
  connection.pragma('journal_mode = WAL')
  connection.pragma('synchronous = NORMAL')
  connection.pragma('busy_timeout = 5000')
  connection.pragma('cache_size = -65536')
  connection.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`)
  done(null, connection)
}

/** The shadow tables of the FTS5 search table (migration 1732200000011). */
const FTS_SHADOW_TABLES = ['sales_search'].flatMap((table) =>
  ['config', 'data', 'docsize', 'idx'].map((name) => `${table}_${name}`)
)

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: sqliteFile() },
      pool: { afterCreate: sqliteConnection },
      useNullAsDefault: true,
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
      // The FTS5 search indexes' own tables go with them: `db:wipe` / `migration:fresh`
      // drop `sales_search` only.
      wipe: { ignoreTables: FTS_SHADOW_TABLES },
    },
    pg: {
      client: 'pg',
      connection: pgConnection(),
      pool: { min: 0, max: 10 },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
    },
  },
})

export default dbConfig
