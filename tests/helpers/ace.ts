import { spawn } from 'node:child_process'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'

/**
 * Runs `node ace <args>` in a child process against the database the tests
 * use (the same SQLite file, or the same PostgreSQL database through the
 * inherited PG* variables), the way an operator would run it.
 */
export function runAce(args: string[], env: NodeJS.ProcessEnv = {}) {
  const config = db.getRawConnection(db.primaryConnectionName)!.config
  const sqlite =
    config.client === 'better-sqlite3' ? (config.connection as { filename: string }) : null
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['ace.js', ...args], {
      cwd: app.makePath(),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        ...(sqlite ? { SQLITE_FILE: sqlite.filename } : {}),
        ...env,
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}
