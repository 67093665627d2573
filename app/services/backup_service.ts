import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'

const run = promisify(execFile)

/** A problem the operator fixes (missing tool, wrong file): shown as one message, no stack. */
export class BackupError extends Error {}

type PgConnection =
  | string
  | {
      host?: string
      port?: number
      user?: string
      password?: string
      database?: string
      ssl?: unknown
    }

function connectionConfig() {
  const name = db.primaryConnectionName
  const config = db.getRawConnection(name)!.config
  return { client: config.client as string, connection: config.connection as unknown }
}

/** libpq settings for pg_dump / pg_restore: the app's own connection, never a second config. */
function pgTarget(connection: PgConnection) {
  if (typeof connection === 'string') return { dbname: connection, env: process.env }
  return {
    dbname: connection.database ?? 'postgres',
    env: {
      ...process.env,
      PGHOST: connection.host ?? '127.0.0.1',
      PGPORT: String(connection.port ?? 5432),
      PGUSER: connection.user ?? 'postgres',
      ...(connection.password ? { PGPASSWORD: connection.password } : {}),
      ...(connection.ssl ? { PGSSLMODE: 'require' } : {}),
    },
  }
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string }
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} is not installed: install the PostgreSQL client tools of your server's version (Debian/Ubuntu: apt-get install postgresql-client) and run this again.`
      )
    }
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`)
  }
}

function timestamp(now: Date) {
  return now
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z')
}

/**
 * Backups of the whole database. SQLite goes through its online backup API,
 * so the copy is consistent while the server keeps writing; PostgreSQL
 * through pg_dump's custom format (consistent by its snapshot).
 */
export default class BackupService {
  static defaultFile(now = new Date()) {
    const { client } = connectionConfig()
    const extension = client === 'pg' ? 'dump' : 'sqlite3'
    return app.makePath('tmp', 'backups', `backup-${timestamp(now)}.${extension}`)
  }

  static async backup(out?: string) {
    const file = resolve(out ?? this.defaultFile())
    mkdirSync(dirname(file), { recursive: true })
    const { client, connection } = connectionConfig()
    if (client === 'pg') {
      const target = pgTarget(connection as PgConnection)
      await pgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.dbname}`],
        target.env
      )
    } else {
      const { filename } = connection as { filename: string }
      if (!existsSync(filename)) {
        throw new BackupError(`There is no SQLite database at ${filename} to back up.`)
      }
      const source = new Database(filename, { fileMustExist: true })
      try {
        await source.backup(file)
      } finally {
        source.close()
      }
    }
    return file
  }

  /**
   * Replaces the database's content with the backup's. SQLite copies the
   * backup's pages into the live file through the same API, so connections
   * left open see the restored data; PostgreSQL drops and recreates every
   * object of the dump in one transaction (all or nothing).
   */
  static async restore(input: string) {
    const file = resolve(input)
    if (!existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`)
    const { client, connection } = connectionConfig()
    if (client === 'pg') {
      const target = pgTarget(connection as PgConnection)
      await pgTool(
        'pg_restore',
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${target.dbname}`,
          file,
        ],
        target.env
      )
      return file
    }
    const backup = this.#openSqliteBackup(file)
    try {
      await backup.backup((connection as { filename: string }).filename)
    } finally {
      backup.close()
    }
    return file
  }

  /** Refuses anything but a SQLite file holding this app's tables before a byte is replaced. */
  static #openSqliteBackup(file: string) {
    let backup: Database.Database | undefined
    try {
      backup = new Database(file, { readonly: true, fileMustExist: true })
      const tables = backup
        .prepare(
          "select count(*) as count from sqlite_master where type = 'table' and name in ('users', 'sales', 'adonis_schema')"
        )
        .get() as { count: number }
      if (tables.count === 3) return backup
    } catch {
      // Not a SQLite file at all: the same answer as a foreign one.
    }
    backup?.close()
    throw new BackupError(`${file} is not a backup of this application's SQLite database.`)
  }
}
