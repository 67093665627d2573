import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each user's interface language (`en`, `vi`). Null until they choose one:
 * then their browser's language counts (Accept-Language), else English. Runs outside a transaction for the same reason as
 * 1732200000008: undoing it on SQLite copies the table, which must happen
 * with the foreign-key checks off (sales reference users).
 */
export default class extends BaseSchema {
  protected tableName = 'users'
  static disableTransactions = true

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('locale', 8).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('locale')
    })
  }
}
