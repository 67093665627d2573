import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'dealers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('code', 20).notNullable().unique()
      table.string('name', 120).notNullable().index()
      table.string('contact_name', 120).nullable()
      table.string('phone', 20).notNullable().index()
      table.string('email', 254).nullable()
      table.string('address', 255).nullable()
      table.string('city', 80).nullable().index()
      table.string('status', 16).notNullable().defaultTo('active').index()
      table.text('notes').nullable()
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
