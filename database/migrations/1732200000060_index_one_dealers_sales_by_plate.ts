import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One dealer's sales in plate order (a staff member's list sorted by plate).
 * Without it, a staff member's search for a common name (`nguyen`) in plate
 * order, deep, was read by SQLite from the dealer's expiry index: all of the
 * dealer's sales (125,000 at a million), checked and sorted — 1.3 s for
 * page 40 (`npm run bench -- --sales 1000000`, 28 November 2026). With it,
 * the dealer's plates are walked in order as far as the page: 0.23 s.
 */
export default class extends BaseSchema {
  protected tableName = 'sales'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(
        ['dealer_id', 'plate_normalized', 'id'],
        'sales_dealer_id_plate_normalized_id_index'
      )
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(
        ['dealer_id', 'plate_normalized', 'id'],
        'sales_dealer_id_plate_normalized_id_index'
      )
    })
  }
}
