import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  addSalesIndexes,
  dropSalesIndexes,
  withSearchedColumns,
  type SalesIndex,
} from '#database/sales_indexes'

/** One dealer's indexes in the list's other orders (migration 1732200000022). */
const DEALER_ORDERS: SalesIndex[] = [
  {
    name: 'sales_dealer_id_plate_normalized_id_status_index',
    columns: ['dealer_id', 'plate_normalized', 'id', 'status', 'expires_at'],
  },
  {
    name: 'sales_dealer_id_warranty_code_id_status_index',
    columns: ['dealer_id', 'warranty_code', 'id', 'status', 'expires_at'],
  },
  {
    name: 'sales_dealer_id_vehicle_make_id_status_index',
    columns: ['dealer_id', 'vehicle_make', 'id', 'status', 'expires_at'],
  },
  {
    name: 'sales_dealer_id_created_at_id_status_index',
    columns: ['dealer_id', 'created_at', 'id', 'status', 'expires_at'],
  },
  {
    name: 'sales_dealer_id_expires_at_id_status_index',
    columns: ['dealer_id', 'expires_at', 'id', 'status'],
  },
]

const WIDENED = withSearchedColumns(DEALER_ORDERS)

/**
 * Migration 1732200000026 for one dealer's lists (a staff member's is always
 * one dealer's): `nguyen` page 40 of one dealer by plate read each of some
 * 18,000 walked sales back from the table (37-43 ms a request on SQLite at
 * a million sales, through the set of matches). The dealer's newest-first
 * index already holds them (1732200000025), and its narrow copy stays for
 * the film filter's count (see there).
 */
export default class extends BaseSchema {
  async up() {
    addSalesIndexes(this, WIDENED)
    dropSalesIndexes(this, DEALER_ORDERS)
  }

  async down() {
    addSalesIndexes(this, DEALER_ORDERS)
    dropSalesIndexes(this, WIDENED)
  }
}
