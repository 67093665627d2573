import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class Restore extends BaseCommand {
  static commandName = 'restore'
  static description =
    'Replace the database content (and the local disk’s claim photos) with a backup made by `node ace backup`'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The backup file' })
  declare file: string

  async run() {
    const { default: BackupService, BackupError } = await import('#services/backup_service')
    try {
      const { file, photos } = await BackupService.restore(this.file)
      this.logger.success(`Database restored from ${file}`)
      if (photos.kind === 'copied') {
        this.logger.success(`Claim photos restored (${photos.files} files) into ${photos.folder}`)
      } else if (photos.kind === 'bucket') {
        this.logger.info(
          `Claim photos are in the S3 bucket "${photos.bucket}": restore them there (from its versions) if needed.`
        )
      } else {
        this.logger.info(
          'This backup holds no claim photos: the photos on disk were left as they are.'
        )
      }
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
