import { BaseSchema } from '@adonisjs/lucid/schema'
import { addSalesIndexes, dropSalesIndexes, type SalesIndex } from '#database/sales_indexes'

/** The list's sort columns. */
const SORTS = [
  'warranty_code',
  'installed_at',
  'expires_at',
  'customer_name',
  'plate_normalized',
  'vehicle_make',
  'created_at',
]

/** A sort's index, the status and expiry last (the expiry once, when it is the sort). */
const sortIndex = (prefix: string[], column: string): SalesIndex => ({
  name: ['sales', ...prefix, column, 'id_status_index'].join('_'),
  columns: [...new Set([...prefix, column, 'id', 'status', 'expires_at'])],
})

const ADDED: SalesIndex[] = [
  ...SORTS.map((column) => sortIndex([], column)),
  // One dealer's newest first is migration 21's index; in the other orders these.
  ...SORTS.filter((column) => column !== 'installed_at').map((column) =>
    sortIndex(['dealer_id'], column)
  ),
  // Active, newest first (all dealers, and one).
  {
    name: 'sales_status_installed_at_id_expires_at_index',
    columns: ['status', 'installed_at', 'id', 'expires_at'],
  },
  {
    name: 'sales_dealer_id_status_installed_at_id_expires_at_index',
    columns: ['dealer_id', 'status', 'installed_at', 'id', 'expires_at'],
  },
]

/** Each the start of one above (or of migration 20's or 21's): one index less to keep on each write. */
const DROPPED: SalesIndex[] = [
  ...['expires_at', 'vehicle_make', 'installed_at', 'customer_name', 'plate_normalized'].map(
    (column) => ({ name: `sales_${column}_id_index`, columns: [column, 'id'] })
  ),
  { name: 'sales_status_installed_at_id_index', columns: ['status', 'installed_at', 'id'] },
  ...['dealer_id', 'customer_name', 'plate_normalized', 'installed_at', 'created_at'].map(
    (column) => ({ name: `sales_${column}_index`, columns: [column] })
  ),
  { name: 'sales_status_expires_at_index', columns: ['status', 'expires_at'] },
]

/**
 * The list's indexes carry each sale's status and expiry, and a dealer has
 * its own in each order. A status filter on a deep page (page 1000 of the
 * active sales by name: ~170-320 ms at a million on SQLite) read every row
 * the walk passed to check its status; a staff member's list, always one
 * dealer's, walked every dealer's sales in that order to skip the others'
 * (page 1000 by expiry: ~630 ms on PostgreSQL). Both now take a page's ids
 * from an index alone (15-35 ms). The indexes these extend go.
 */
export default class extends BaseSchema {
  async up() {
    addSalesIndexes(this, ADDED)
    dropSalesIndexes(this, DROPPED)
  }

  async down() {
    addSalesIndexes(this, DROPPED)
    dropSalesIndexes(this, ADDED)
  }
}
