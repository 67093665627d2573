import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DRIVE_DISK, DRIVE_FS_ROOT, DRIVE_S3_BUCKET } from '#config/drive'

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

/** What a backup or a restore did with the claim photos. */
export type PhotosOutcome =
  | { kind: 'copied'; folder: string; files: number }
  | { kind: 'none' }
  | { kind: 'bucket'; bucket: string }
  | { kind: 'notInBackup' }

/** The folder beside a backup file that holds the local disk's photos. */
export function photosFolderOf(file: string) {
  return `${file}.photos`
}

function countFiles(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce(
    (total, entry) => total + (entry.isDirectory() ? countFiles(resolve(folder, entry.name)) : 1),
    0
  )
}

/**
 * The photos of the local disk (DRIVE_DISK=fs) are copied beside the
 * database's backup, into `<file>.photos/`, and put back by a restore. On
 * the S3 disk they stay in the bucket: it is their own backup (its
 * versioning or replication), a dump cannot hold it.
 */
function backUpPhotos(file: string): PhotosOutcome {
  if (DRIVE_DISK === 's3') return { kind: 'bucket', bucket: DRIVE_S3_BUCKET }
  const folder = photosFolderOf(file)
  rmSync(folder, { recursive: true, force: true })
  if (!existsSync(DRIVE_FS_ROOT)) return { kind: 'none' }
  cpSync(DRIVE_FS_ROOT, folder, { recursive: true })
  return { kind: 'copied', folder, files: countFiles(folder) }
}

/**
 * Puts the backup's photos back in place of the disk's, whole: copied
 * beside the live folder first, then swapped in by two renames, so a
 * failed copy leaves the photos as they were.
 */
function restorePhotos(file: string): PhotosOutcome {
  if (DRIVE_DISK === 's3') return { kind: 'bucket', bucket: DRIVE_S3_BUCKET }
  const folder = photosFolderOf(file)
  if (!existsSync(folder)) return { kind: 'notInBackup' }
  const incoming = `${DRIVE_FS_ROOT}.restoring`
  const outgoing = `${DRIVE_FS_ROOT}.replaced`
  rmSync(incoming, { recursive: true, force: true })
  rmSync(outgoing, { recursive: true, force: true })
  mkdirSync(dirname(DRIVE_FS_ROOT), { recursive: true })
  cpSync(folder, incoming, { recursive: true })
  if (existsSync(DRIVE_FS_ROOT)) renameSync(DRIVE_FS_ROOT, outgoing)
  renameSync(incoming, DRIVE_FS_ROOT)
  rmSync(outgoing, { recursive: true, force: true })
  return { kind: 'copied', folder: DRIVE_FS_ROOT, files: countFiles(DRIVE_FS_ROOT) }
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
    return { file, photos: backUpPhotos(file) }
  }

  /**
   * Replaces the database's content with the backup's (and the local
   * disk's photos with the backup's, when it has them). SQLite copies the
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
      return { file, photos: restorePhotos(file) }
    }
    const backup = this.#openSqliteBackup(file)
    try {
      await backup.backup((connection as { filename: string }).filename)
    } finally {
      backup.close()
    }
    return { file, photos: restorePhotos(file) }
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
