import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who last changed a sale (edit or void); `updated_at` says when.
 *
 * On SQLite, Knex adds a foreign key by copying the table into a new one and
 * dropping the old; inside the migration's transaction the foreign-key checks
 * stay on, and dropping `sales` would cascade-delete every sale item. SQLite
 * can add a nullable column with its reference in place, so that is done
 * instead. Going down needs the copy, so this migration runs outside a
 * transaction, where Knex turns the checks off while it copies.
 */
export default class extends BaseSchema {
  protected tableName = 'sales'
  static disableTransactions = true

  private get isSqlite() {
    return this.db.dialect.name.includes('sqlite')
  }

  async up() {
    if (this.isSqlite) {
      this.schema.raw('ALTER TABLE sales ADD COLUMN updated_by integer NULL REFERENCES users (id)')
      return
    }
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('updated_by').unsigned().nullable().references('id').inTable('users')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      if (!this.isSqlite) table.dropForeign(['updated_by'])
      table.dropColumn('updated_by')
    })
  }
}
