import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Stored lower-cased, so the unique index is case-insensitive on every database.
      table.string('username', 32).notNullable().unique()
      table.string('full_name', 120).nullable().index()
      table.string('email', 254).nullable().unique()
      table.string('password').notNullable()
      table.boolean('is_admin').notNullable().defaultTo(false).index()
      table
        .integer('dealer_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('dealers')
        .onDelete('RESTRICT')
        .index()
      table.boolean('is_active').notNullable().defaultTo(true).index()
      table.timestamp('last_login_at').nullable()
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
