import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { searchTextOf } from '#domain/search_text'

/** The fields each table's search box looks in (#domain/search_text folds them). */
const SEARCHED: Record<string, string[]> = {
  sales: ['customer_name'],
  dealers: ['code', 'name', 'city'],
  products: ['sku', 'name', 'series'],
  users: ['username', 'full_name', 'email'],
}

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
    for (const table of Object.keys(SEARCHED)) {
      this.schema.alterTable(table, (t) => {
        t.text('search_text').notNullable().defaultTo('')
      })
    }
    this.defer(async (db) => {
      for (const [table, fields] of Object.entries(SEARCHED)) await backfill(db, table, fields)
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
    for (const table of Object.keys(SEARCHED)) {
      this.schema.alterTable(table, (t) => t.dropColumn('search_text'))
    }
  }
}

/** Fills `search_text` of the rows saved before this migration, a thousand at a time. */
async function backfill(db: QueryClientContract, table: string, fields: string[]) {
  for (let after = 0; ;) {
    const rows: Record<string, unknown>[] = await db
      .from(table)
      .select('id', ...fields)
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
    for (const row of rows) {
      const text = searchTextOf(...fields.map((field) => row[field] as string | null))
      await db
        .from(table)
        .where('id', row.id as number)
        .update({ search_text: text })
    }
    if (rows.length < 1000) return
    after = rows[rows.length - 1].id as number
  }
}
