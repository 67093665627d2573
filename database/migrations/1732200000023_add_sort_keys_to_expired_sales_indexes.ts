import { BaseSchema } from '@adonisjs/lucid/schema'
import { addSalesIndexes, dropSalesIndexes } from '#database/sales_indexes'

/** The list's sort columns that migration 20's index (status, expiry, installation, id) lacks. */
const SORTS = ['warranty_code', 'customer_name', 'plate_normalized', 'vehicle_make', 'created_at']

/** `sales_status_expires_at_<column>_id_index`, as `expiredSalesIndex` (#queries/sale_query) names it. */
const INDEXES = SORTS.map((column) => ({
  name: `sales_status_expires_at_${column}_id_index`,
  columns: ['status', 'expires_at', column, 'id'],
}))

/**
 * The expired sales in any list order from an index alone. The "expired"
 * filter is a range of (status, expiry), and a list sorted by code, name,
 * plate, make or creation read each expired sale's row for its sort key:
 * ~13,000 row reads at a million sales (50-67 ms p95 on SQLite, on every
 * page of them). With the key beside the range, the ids of a page are
 * sorted from the index, then the page's rows are read. Built over the
 * existing rows as each is created.
 */
export default class extends BaseSchema {
  async up() {
    addSalesIndexes(this, INDEXES)
  }

  async down() {
    dropSalesIndexes(this, INDEXES)
  }
}
