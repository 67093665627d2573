import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The history of every change to dealers, products, users and sales: who
 * (their id, and their username as it was then, so a renamed or archived
 * user still reads right), from which address, what and how. Rows are only
 * ever inserted (#services/audit_service); nothing in the app updates or
 * deletes them.
 *
 * `changes` is JSON text (`{ field: { old, new } }`) on both databases: it is
 * shown, never queried into, so one portable type is enough.
 *
 * Nothing to back-fill: changes made before this table existed were not
 * recorded, and inventing entries for them would put words in someone's
 * mouth. A record's history starts with its first change after this.
 */
export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Null for changes the system makes itself (seeders, commands).
      table.integer('actor_id').unsigned().nullable().references('id').inTable('users')
      table.string('actor_username', 60).nullable()
      table.string('ip', 45).nullable()
      table.string('action', 24).notNullable()
      table.string('record_type', 16).notNullable()
      table.integer('record_id').unsigned().notNullable()
      table.text('changes').notNullable()
      table.text('reason').nullable()
      table.timestamp('created_at').notNullable()
      // "This record's history", newest first.
      table.index(['record_type', 'record_id', 'id'], 'audit_logs_record_index')
      // "This user's actions", newest first.
      table.index(['actor_id', 'id'], 'audit_logs_actor_index')
      // The list's date range.
      table.index(['created_at', 'id'], 'audit_logs_created_at_index')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
