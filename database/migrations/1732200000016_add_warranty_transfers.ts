import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Transfer of a warranty to a new owner when the car is sold.
 * `products.transferable`: whether the film's warranty may pass to a new
 * owner (true for every existing film: the column's default fills them).
 * `sale_transfers`: one row per transfer, keeping the previous owner (the
 * sale itself then holds the new one). Phones are stored in E.164 like
 * `sales.customer_phone`. Outside a transaction for the reason given in
 * 1732200000008.
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    this.schema.alterTable('products', (table) => {
      table.boolean('transferable').notNullable().defaultTo(true)
    })
    this.schema.createTable('sale_transfers', (table) => {
      table.increments('id')
      table
        .integer('sale_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('sales')
        .onDelete('CASCADE')
      table.string('previous_customer_name', 120).notNullable()
      table.string('previous_customer_phone', 40).notNullable()
      table.string('new_customer_name', 120).notNullable()
      table.string('new_customer_phone', 40).notNullable()
      table.date('transferred_on').notNullable()
      table.text('reason').notNullable()
      table.integer('created_by').unsigned().notNullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      // A sale's transfers, oldest first, for its drawer.
      table.index(['sale_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('sale_transfers')
    this.schema.alterTable('products', (table) => {
      table.dropColumn('transferable')
    })
  }
}
