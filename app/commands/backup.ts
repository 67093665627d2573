import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class Backup extends BaseCommand {
  static commandName = 'backup'
  static description =
    'Back up the database (SQLite: online backup API; PostgreSQL: pg_dump) into tmp/backups or --out, and the local disk’s claim photos beside it (<file>.photos)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'File to write (default tmp/backups/backup-<time>.<sqlite3|dump>)' })
  declare out?: string

  async run() {
    const { default: BackupService, BackupError } = await import('#services/backup_service')
    try {
      const { file, photos } = await BackupService.backup(this.out)
      this.logger.success(`Backup written to ${file}`)
      if (photos.kind === 'copied') {
        this.logger.success(`Claim photos (${photos.files} files) copied to ${photos.folder}`)
      } else if (photos.kind === 'bucket') {
        this.logger.info(
          `Claim photos are in the S3 bucket "${photos.bucket}", not in this backup: the bucket is their backup (keep its versioning or replication on).`
        )
      } else {
        this.logger.info('No claim photos to copy (the local disk has none yet).')
      }
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
