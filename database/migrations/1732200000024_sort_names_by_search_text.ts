import { BaseSchema } from '@adonisjs/lucid/schema'
import { addSalesIndexes, dropSalesIndexes, type SalesIndex } from '#database/sales_indexes'

/** The name order's indexes (migrations 22 and 23), on a column. */
const nameIndexes = (column: string): SalesIndex[] => [
  { name: `sales_${column}_id_status_index`, columns: [column, 'id', 'status', 'expires_at'] },
  {
    name: `sales_dealer_id_${column}_id_status_index`,
    columns: ['dealer_id', column, 'id', 'status', 'expires_at'],
  },
  {
    name: `sales_status_expires_at_${column}_id_index`,
    columns: ['status', 'expires_at', column, 'id'],
  },
]

/**
 * The sales list sorts names by their folded copy (`search_text`: no case,
 * no accents, #domain/search_text), as people read them: `Đặng` among the
 * D's, not after every `Z`; a name typed in capitals beside the same name
 * in lower case. It also makes the names that begin with a searched
 * fragment one run of that order (`nguyen`: 5.5 % of a million sales),
 * which a search in name order reads from the index alone
 * (#queries/name_runs). On PostgreSQL the column compares byte by byte
 * (`COLLATE "C"`), as SQLite's, so both databases list names alike and a
 * fragment's run is a range of the index; a second trigram index holds the
 * names without their first letter, where the matches of a fragment that
 * do not begin with it are found.
 */
export default class extends BaseSchema {
  private get isSqlite() {
    return this.db.dialect.name.includes('sqlite')
  }

  async up() {
    if (this.isSqlite) this.sqliteRestOfNames()
    else {
      this.schema.raw('ALTER TABLE sales ALTER COLUMN search_text TYPE text COLLATE "C"')
      this.schema.raw(
        'CREATE INDEX sales_search_text_rest_trgm ON sales USING gin ((substr(search_text, 2)) gin_trgm_ops)'
      )
      // The planner weighs the new expression by its statistics.
      this.schema.raw('ANALYZE sales')
    }
    addSalesIndexes(this, nameIndexes('search_text'))
    dropSalesIndexes(this, nameIndexes('customer_name'))
  }

  /**
   * The names after their first letter in a trigram table of their own
   * (contentless: the text is the sales row's), kept in step by triggers as
   * `sales_search` is (migration 1732200000011).
   */
  private sqliteRestOfNames() {
    const rest = (row: string) => `substr(${row}.search_text, 2)`
    this.schema.raw(
      `CREATE VIRTUAL TABLE sales_name_rest USING fts5(rest, ` +
        `content='', contentless_delete=1, tokenize='trigram')`
    )
    this.schema.raw(`CREATE TRIGGER sales_name_rest_insert AFTER INSERT ON sales BEGIN
      INSERT INTO sales_name_rest(rowid, rest) VALUES (new.id, ${rest('new')});
    END`)
    this.schema.raw(`CREATE TRIGGER sales_name_rest_delete AFTER DELETE ON sales BEGIN
      DELETE FROM sales_name_rest WHERE rowid = old.id;
    END`)
    this.schema
      .raw(`CREATE TRIGGER sales_name_rest_update AFTER UPDATE OF search_text ON sales BEGIN
      DELETE FROM sales_name_rest WHERE rowid = old.id;
      INSERT INTO sales_name_rest(rowid, rest) VALUES (new.id, ${rest('new')});
    END`)
    this.schema.raw(
      `INSERT INTO sales_name_rest(rowid, rest) SELECT id, ${rest('sales')} FROM sales`
    )
  }

  async down() {
    addSalesIndexes(this, nameIndexes('customer_name'))
    dropSalesIndexes(this, nameIndexes('search_text'))
    if (this.isSqlite) {
      for (const trigger of ['insert', 'delete', 'update']) {
        this.schema.raw(`DROP TRIGGER IF EXISTS sales_name_rest_${trigger}`)
      }
      this.schema.raw('DROP TABLE IF EXISTS sales_name_rest')
    } else {
      this.schema.raw('DROP INDEX sales_search_text_rest_trgm')
      this.schema.raw('ALTER TABLE sales ALTER COLUMN search_text TYPE text COLLATE "default"')
    }
  }
}
