import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  addSalesIndexes,
  dropSalesIndexes,
  withSearchedColumns,
  type SalesIndex,
} from '#database/sales_indexes'

/** The newest-first indexes (migrations 21 and 22): all dealers', and one dealer's. */
const NEWEST_FIRST: SalesIndex[] = [
  {
    name: 'sales_installed_at_id_status_index',
    columns: ['installed_at', 'id', 'status', 'expires_at'],
  },
  { name: 'sales_dealer_id_installed_at_id_index', columns: ['dealer_id', 'installed_at', 'id'] },
]

/**
 * Replaced by its wider copy. One dealer's narrow index stays: a count that
 * checks each sale for something no index holds (a film) scans the
 * narrowest, and without it took one in expiry order, where a film's sales
 * are not spread evenly (1,001 of one film: 66 ms instead of 2).
 */
const [ALL_DEALERS] = NEWEST_FIRST

const WIDENED = withSearchedColumns(NEWEST_FIRST)

/**
 * A name most customers share (`nguyen`) is searched by walking the list's
 * order and checking each sale (#queries/sale_search isCommonName): a page
 * meets 25 of them within ~450 sales, but page 40 skips 18,000 and page 200
 * 91,000, each read from the table for its name, code and plate (~130 and
 * ~430 ms on SQLite at a million sales). The newest-first order (the list's
 * default, a staff member's too) now carries them, so the walk reads its
 * index alone (page 40: ~3 ms; page 200: ~17).
 */
export default class extends BaseSchema {
  async up() {
    addSalesIndexes(this, WIDENED)
    dropSalesIndexes(this, [ALL_DEALERS])
  }

  async down() {
    addSalesIndexes(this, [ALL_DEALERS])
    dropSalesIndexes(this, WIDENED)
  }
}
