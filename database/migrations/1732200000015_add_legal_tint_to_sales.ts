import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The legal-tint check's record: per sale item, the local VLT minimum its
 * film was below when it was saved (null: legal there, or no rule), and per
 * sale the reason given when saving it anyway. Existing rows were saved
 * before the check existed, so they stay null (nothing was confirmed).
 * Plain nullable columns: SQLite adds them in place. Outside a transaction
 * for the reason given in 1732200000008 (undoing it on SQLite copies tables
 * that other tables reference).
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    this.schema.alterTable('sale_items', (table) => {
      table.smallint('below_vlt_minimum').nullable()
    })
    this.schema.alterTable('sales', (table) => {
      table.text('below_minimum_reason').nullable()
    })
  }

  async down() {
    this.schema.alterTable('sales', (table) => {
      table.dropColumn('below_minimum_reason')
    })
    this.schema.alterTable('sale_items', (table) => {
      table.dropColumn('below_vlt_minimum')
    })
  }
}
