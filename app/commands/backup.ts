import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class Backup extends BaseCommand {
  static commandName = 'backup'
  static description =
    'Back up the database (SQLite: online backup API; PostgreSQL: pg_dump) into tmp/backups or --out'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'File to write (default tmp/backups/backup-<time>.<sqlite3|dump>)' })
  declare out?: string

  async run() {
    const { default: BackupService, BackupError } = await import('#services/backup_service')
    try {
      const file = await BackupService.backup(this.out)
      this.logger.success(`Backup written to ${file}`)
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
