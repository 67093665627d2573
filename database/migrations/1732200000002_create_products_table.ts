import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('sku', 40).notNullable().unique()
      table.string('name', 120).notNullable().index()
      table.string('series', 80).nullable().index()
      table.string('type', 16).notNullable().index()
      table.smallint('vlt').notNullable().index()
      table.smallint('ir_rejection').nullable()
      table.smallint('uv_rejection').nullable()
      table.smallint('tser').nullable()
      table.smallint('warranty_years').notNullable().index()
      table.text('description').nullable()
      table.string('status', 16).notNullable().defaultTo('active').index()
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
      table.timestamp('deleted_at').nullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
