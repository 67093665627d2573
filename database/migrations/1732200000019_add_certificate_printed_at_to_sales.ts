import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When the owner's certificate of a sale was first printed from the admin,
 * so every later print is marked "Reprint of <that day>". Existing sales
 * start at null (never printed from the admin): their next print is the
 * original.
 */
export default class extends BaseSchema {
  protected tableName = 'sales'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('certificate_printed_at').nullable()
    })
  }

  async down() {
    // A plain DROP COLUMN on both databases (SQLite 3.35+): the query builder's
    // SQLite way copies the table, which the dashboard counters' triggers on
    // `sales` (1732200000017) do not survive.
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN certificate_printed_at`)
  }
}
