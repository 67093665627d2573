import { BaseSchema } from '@adonisjs/lucid/schema'

type Index = [name: string, columns: string[]]

/**
 * What the sales queries read (`npm run bench -- --sales N` prints each
 * list's plan, #commands/explain_sales_list): one index per sort order, the
 * sort column and the id (also the installation range, the plate lookup and
 * the folded names' prefix range); the warranty code's unique index (lookup
 * and code order); one dealer's sales newest first (migration 21) and by
 * expiry (its deep pages; the dealer's warranties ending soon); the expired
 * sales and everyone's warranties ending soon (migration 20); the month's
 * voids (migration 17); the trigram indexes of the search.
 */
const KEPT: Index[] = [
  ['sales_plate_normalized_id_index', ['plate_normalized', 'id']],
  ['sales_installed_at_id_index', ['installed_at', 'id']],
  ['sales_expires_at_id_index', ['expires_at', 'id']],
  ['sales_search_text_id_index', ['search_text', 'id']],
  ['sales_vehicle_make_id_index', ['vehicle_make', 'id']],
  ['sales_created_at_id_index', ['created_at', 'id']],
  // One dealer's sales by expiry (a staff member's list in that order, deep), and the dealer's
  // warranties ending soon on the dashboard (the status read on those few rows).
  ['sales_dealer_id_expires_at_id_index', ['dealer_id', 'expires_at', 'id']],
]

/**
 * The copies of each order per status, per dealer and with the searched
 * columns (migrations 22-27), which served a search planned by the app
 * itself: every sale written paid for them (a million sales took five
 * times as long to load). The search now walks the plain order.
 */
const DROPPED: Index[] = [
  ['sales_customer_phone_index', ['customer_phone']],
  ['sales_dealer_status_expires_at_index', ['dealer_id', 'status', 'expires_at']],
  [
    'sales_created_at_id_status_searched_index',
    [
      'created_at',
      'id',
      'status',
      'expires_at',
      'search_text',
      'warranty_code',
      'plate_normalized',
    ],
  ],
  [
    'sales_dealer_id_created_at_id_status_searched_index',
    [
      'dealer_id',
      'created_at',
      'id',
      'status',
      'expires_at',
      'search_text',
      'warranty_code',
      'plate_normalized',
    ],
  ],
  [
    'sales_dealer_id_expires_at_id_status_searched_index',
    ['dealer_id', 'expires_at', 'id', 'status', 'search_text', 'warranty_code', 'plate_normalized'],
  ],
  [
    'sales_dealer_id_installed_at_id_searched_index',
    ['dealer_id', 'installed_at', 'id', 'search_text', 'warranty_code', 'plate_normalized'],
  ],
  [
    'sales_dealer_id_plate_normalized_id_status_searched_index',
    ['dealer_id', 'plate_normalized', 'id', 'status', 'expires_at', 'search_text', 'warranty_code'],
  ],
  [
    'sales_dealer_id_search_text_id_status_index',
    ['dealer_id', 'search_text', 'id', 'status', 'expires_at'],
  ],
  [
    'sales_dealer_id_status_installed_at_id_expires_at_index',
    ['dealer_id', 'status', 'installed_at', 'id', 'expires_at'],
  ],
  [
    'sales_dealer_id_vehicle_make_id_status_searched_index',
    [
      'dealer_id',
      'vehicle_make',
      'id',
      'status',
      'expires_at',
      'search_text',
      'warranty_code',
      'plate_normalized',
    ],
  ],
  [
    'sales_dealer_id_warranty_code_id_status_searched_index',
    ['dealer_id', 'warranty_code', 'id', 'status', 'expires_at', 'search_text', 'plate_normalized'],
  ],
  [
    'sales_expires_at_id_status_searched_index',
    ['expires_at', 'id', 'status', 'search_text', 'warranty_code', 'plate_normalized'],
  ],
  [
    'sales_installed_at_id_status_searched_index',
    [
      'installed_at',
      'id',
      'status',
      'expires_at',
      'search_text',
      'warranty_code',
      'plate_normalized',
    ],
  ],
  [
    'sales_plate_normalized_id_status_searched_index',
    ['plate_normalized', 'id', 'status', 'expires_at', 'search_text', 'warranty_code'],
  ],
  ['sales_search_text_id_status_index', ['search_text', 'id', 'status', 'expires_at']],
  ['sales_status_expires_at_created_at_id_index', ['status', 'expires_at', 'created_at', 'id']],
  [
    'sales_status_expires_at_plate_normalized_id_index',
    ['status', 'expires_at', 'plate_normalized', 'id'],
  ],
  ['sales_status_expires_at_search_text_id_index', ['status', 'expires_at', 'search_text', 'id']],
  ['sales_status_expires_at_vehicle_make_id_index', ['status', 'expires_at', 'vehicle_make', 'id']],
  [
    'sales_status_expires_at_warranty_code_id_index',
    ['status', 'expires_at', 'warranty_code', 'id'],
  ],
  ['sales_status_installed_at_id_expires_at_index', ['status', 'installed_at', 'id', 'expires_at']],
  [
    'sales_vehicle_make_id_status_searched_index',
    [
      'vehicle_make',
      'id',
      'status',
      'expires_at',
      'search_text',
      'warranty_code',
      'plate_normalized',
    ],
  ],
  [
    'sales_warranty_code_id_status_searched_index',
    ['warranty_code', 'id', 'status', 'expires_at', 'search_text', 'plate_normalized'],
  ],
]

/**
 * The sales table keeps only the indexes its queries use; on an existing
 * database the others go, and so does SQLite's second trigram table of the
 * names after their first letter (migration 24's `sales_name_rest` and its
 * triggers): FTS5 tells those names apart in `sales_search` itself (`NOT ^`).
 * PostgreSQL keeps its index of them (`sales_search_text_rest_trgm`): pg_trgm
 * cannot say where in a name a fragment is, and without it a name-order
 * search of `nguyen` read all 55,000 holders back to drop those that begin
 * with it (0.4-0.6 s at a million). An index already missing is skipped, one
 * already there is kept, so this runs on any database migrated before it.
 */
export default class extends BaseSchema {
  private get isSqlite() {
    return this.db.dialect.name.includes('sqlite')
  }

  private create(indexes: Index[]) {
    for (const [name, columns] of indexes) {
      this.schema.raw(`CREATE INDEX IF NOT EXISTS ${name} ON sales (${columns.join(', ')})`)
    }
  }

  private drop(indexes: Index[]) {
    for (const [name] of indexes) this.schema.raw(`DROP INDEX IF EXISTS ${name}`)
  }

  async up() {
    this.create(KEPT)
    this.drop(DROPPED)
    if (this.isSqlite) {
      for (const trigger of ['insert', 'delete', 'update']) {
        this.schema.raw(`DROP TRIGGER IF EXISTS sales_name_rest_${trigger}`)
      }
      this.schema.raw('DROP TABLE IF EXISTS sales_name_rest')
    }
  }

  /**
   * Back to migration 27's indexes. SQLite's table of the names after their
   * first letter is not built again (migration 24's own down drops it only
   * if it exists).
   */
  async down() {
    this.create(DROPPED)
    this.drop(KEPT)
  }
}
