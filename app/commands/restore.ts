import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class Restore extends BaseCommand {
  static commandName = 'restore'
  static description = 'Replace the database content with a backup made by `node ace backup`'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The backup file' })
  declare file: string

  async run() {
    const { default: BackupService, BackupError } = await import('#services/backup_service')
    try {
      const file = await BackupService.restore(this.file)
      this.logger.success(`Database restored from ${file}`)
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
