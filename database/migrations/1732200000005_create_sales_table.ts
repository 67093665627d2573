import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'sales'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Stored without separators (e.g. WF7K3M9QX2); the dashes are presentation.
      table.string('warranty_code', 16).notNullable().unique()
      table
        .integer('dealer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('dealers')
        .index()
      table.integer('created_by').unsigned().notNullable().references('id').inTable('users')
      table.string('customer_name', 120).notNullable().index()
      table.string('customer_phone', 20).notNullable().index()
      table.string('customer_email', 254).nullable()
      table.string('plate_number', 20).notNullable()
      table.string('plate_normalized', 20).notNullable().index()
      table.string('vehicle_make', 60).notNullable()
      table.string('vehicle_model', 60).notNullable()
      table.smallint('vehicle_year').nullable()
      table.string('vin', 17).nullable()
      table.date('installed_at').notNullable().index()
      // Latest expiry over the items: lets "active"/"expired" filter with an index.
      table.date('expires_at').notNullable()
      table.string('status', 8).notNullable().defaultTo('active')
      table.text('void_reason').nullable()
      table.timestamp('voided_at').nullable()
      table.integer('voided_by').unsigned().nullable().references('id').inTable('users')
      table.text('notes').nullable()
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
      table.index(['status', 'expires_at'])
      table.index(['dealer_id', 'installed_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
