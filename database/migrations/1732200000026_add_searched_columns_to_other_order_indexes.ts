import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  addSalesIndexes,
  dropSalesIndexes,
  withSearchedColumns,
  type SalesIndex,
} from '#database/sales_indexes'

/** The list's other orders, all dealers' (migration 1732200000022). */
const OTHER_ORDERS: SalesIndex[] = [
  {
    name: 'sales_plate_normalized_id_status_index',
    columns: ['plate_normalized', 'id', 'status', 'expires_at'],
  },
  {
    name: 'sales_warranty_code_id_status_index',
    columns: ['warranty_code', 'id', 'status', 'expires_at'],
  },
  {
    name: 'sales_vehicle_make_id_status_index',
    columns: ['vehicle_make', 'id', 'status', 'expires_at'],
  },
  {
    name: 'sales_created_at_id_status_index',
    columns: ['created_at', 'id', 'status', 'expires_at'],
  },
  { name: 'sales_expires_at_id_status_index', columns: ['expires_at', 'id', 'status'] },
]

const WIDENED = withSearchedColumns(OTHER_ORDERS)

/**
 * As migration 1732200000025 did for the newest-first order: a deep page of
 * a name most customers share (`nguyen` page 40 by plate or by code, page
 * 200 by expiry) walks the list's order and checks each sale, which read
 * every walked sale from the table for its name, code and plate (25-45 ms
 * at page 40, 145-215 at page 200 on SQLite at a million sales; PostgreSQL
 * 53-177 ms p95). Each of these orders' index now carries them, so the
 * walk reads the index alone. Each index grows by ~40 MB per million sales.
 */
export default class extends BaseSchema {
  async up() {
    addSalesIndexes(this, WIDENED)
    dropSalesIndexes(this, OTHER_ORDERS)
  }

  async down() {
    addSalesIndexes(this, OTHER_ORDERS)
    dropSalesIndexes(this, WIDENED)
  }
}
