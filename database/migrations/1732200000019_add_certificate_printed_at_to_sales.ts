import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When the owner's certificate of a sale was first printed from the admin,
 * so every later print is marked "Reprint of <that day>". Existing sales
 * start at null (never printed from the admin): their next print is the
 * original. Runs outside a transaction for the same reason as 1732200000008:
 * undoing it on SQLite copies the table with the foreign-key checks off.
 */
export default class extends BaseSchema {
  protected tableName = 'sales'
  static disableTransactions = true

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('certificate_printed_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('certificate_printed_at')
    })
  }
}
