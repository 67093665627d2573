import { BaseSchema } from '@adonisjs/lucid/schema'
import { SEARCHED_FIELDS, backfillSearchText } from '#services/search_backfill'

/** The sales columns the search box matches by fragment, kept in the FTS5 index on SQLite. */
const SALE_FTS_COLUMNS = ['search_text', 'warranty_code', 'plate_normalized', 'customer_phone']

/**
 * Accent- and case-insensitive fragment search that stays fast at millions of
 * sales. Each searched table gets `search_text`, its searched fields folded
 * (lower case, no accents), which the models fill on every save; existing
 * rows are back-filled here. Sales also get trigram indexes over the folded
 * name, code, plate and phone, so `LIKE '%fragment%'` does not scan the
 * table: `pg_trgm` GIN indexes on PostgreSQL, an FTS5 trigram index on
 * SQLite (external content: it stores only the index, and triggers keep it
 * in step with every insert, update and delete, whoever writes).
 */
export default class extends BaseSchema {
  private get isSqlite() {
    return this.db.dialect.name.includes('sqlite')
  }

  async up() {
    for (const table of Object.keys(SEARCHED_FIELDS)) {
      this.schema.alterTable(table, (t) => {
        t.text('search_text').notNullable().defaultTo('')
      })
    }
    this.defer(async (db) => {
      await backfillSearchText(db)
    })
    if (this.isSqlite) this.sqliteIndexes()
    else this.postgresIndexes()
  }

  private postgresIndexes() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    for (const column of SALE_FTS_COLUMNS) {
      this.schema.raw(
        `CREATE INDEX sales_${column}_trgm ON sales USING gin (${column} gin_trgm_ops)`
      )
    }
    for (const table of ['dealers', 'products', 'users']) {
      this.schema.raw(
        `CREATE INDEX ${table}_search_text_trgm ON ${table} USING gin (search_text gin_trgm_ops)`
      )
    }
  }

  private sqliteIndexes() {
    const columns = SALE_FTS_COLUMNS.join(', ')
    const fresh = SALE_FTS_COLUMNS.map((column) => `new.${column}`).join(', ')
    const old = SALE_FTS_COLUMNS.map((column) => `old.${column}`).join(', ')
    this.schema.raw(
      `CREATE VIRTUAL TABLE sales_search USING fts5(${columns}, ` +
        `content='sales', content_rowid='id', tokenize='trigram')`
    )
    this.schema.raw(`CREATE TRIGGER sales_search_insert AFTER INSERT ON sales BEGIN
      INSERT INTO sales_search(rowid, ${columns}) VALUES (new.id, ${fresh});
    END`)
    this.schema.raw(`CREATE TRIGGER sales_search_delete AFTER DELETE ON sales BEGIN
      INSERT INTO sales_search(sales_search, rowid, ${columns}) VALUES ('delete', old.id, ${old});
    END`)
    this.schema.raw(`CREATE TRIGGER sales_search_update AFTER UPDATE OF ${columns} ON sales BEGIN
      INSERT INTO sales_search(sales_search, rowid, ${columns}) VALUES ('delete', old.id, ${old});
      INSERT INTO sales_search(rowid, ${columns}) VALUES (new.id, ${fresh});
    END`)
    this.schema.raw(`INSERT INTO sales_search(sales_search) VALUES ('rebuild')`)
  }

  async down() {
    if (this.isSqlite) {
      for (const trigger of ['insert', 'delete', 'update']) {
        this.schema.raw(`DROP TRIGGER IF EXISTS sales_search_${trigger}`)
      }
      this.schema.raw('DROP TABLE IF EXISTS sales_search')
    } else {
      for (const column of SALE_FTS_COLUMNS) this.schema.raw(`DROP INDEX sales_${column}_trgm`)
      for (const table of ['dealers', 'products', 'users']) {
        this.schema.raw(`DROP INDEX ${table}_search_text_trgm`)
      }
    }
    for (const table of Object.keys(SEARCHED_FIELDS)) {
      this.schema.alterTable(table, (t) => t.dropColumn('search_text'))
    }
  }
}
