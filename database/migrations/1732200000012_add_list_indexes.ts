import { BaseSchema } from '@adonisjs/lucid/schema'

/** Sort columns of the sales list: each with the id, the list's tie-break. */
const SORTED = ['expires_at', 'vehicle_make', 'installed_at', 'customer_name', 'plate_normalized']

/**
 * Indexes for the sales list at millions of rows: every sort walks an index
 * in (column, id) order and stops after one page instead of sorting all
 * matches; "active" (status + installation order) likewise; and the film
 * filter (`EXISTS` on sale_items) starts from the sales that hold the film.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('sales', (table) => {
      for (const column of SORTED) table.index([column, 'id'], `sales_${column}_id_index`)
      table.index(['status', 'installed_at', 'id'], 'sales_status_installed_at_id_index')
    })
    this.schema.alterTable('sale_items', (table) => {
      table.index(['product_id', 'sale_id'], 'sale_items_product_id_sale_id_index')
    })
  }

  async down() {
    this.schema.alterTable('sales', (table) => {
      for (const column of SORTED) table.dropIndex([column, 'id'], `sales_${column}_id_index`)
      table.dropIndex(['status', 'installed_at', 'id'], 'sales_status_installed_at_id_index')
    })
    this.schema.alterTable('sale_items', (table) => {
      table.dropIndex(['product_id', 'sale_id'], 'sale_items_product_id_sale_id_index')
    })
  }
}
