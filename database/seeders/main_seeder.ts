import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedDemoData } from '#database/demo/index'

/**
 * Demo data for a fresh install. Every step is idempotent: running it again
 * adds nothing twice and never changes what staff already edited.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await seedDemoData()
  }
}
