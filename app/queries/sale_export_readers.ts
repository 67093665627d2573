import type Database from 'better-sqlite3'
import type { ExportStatements, FilmRow, SaleRow } from '#queries/sale_export_query'

/**
 * How the export's worker thread (#services/sale_export_worker) reads: the
 * statements of #queries/sale_export_query, compiled on the server's thread,
 * over a connection of its own. Nothing here loads the app (the worker has
 * no Lucid): only the driver in use, and types.
 *
 * The two ways it reads its chunks: each a connection of its own, all
 * chunks from one snapshot, so rows written meanwhile neither appear
 * half-way nor shift the keyset.
 *
 * A chunk is the sales of one keyset page and their films (two queries).
 * `rows` takes the page's bindings; `films` the page's sale ids.
 */
export type ChunkReader = {
  rows: (sql: string, bindings: unknown[]) => Promise<SaleRow[]>
  films: (ids: number[]) => Promise<FilmRow[]>
  close: () => Promise<void>
}

/** Where the worker reads: the SQLite file, or PostgreSQL's connection settings. */
export type ExportSource =
  { kind: 'sqlite'; file: string } | { kind: 'pg'; connection: string | Record<string, unknown> }

const FILM_COLUMNS = `sale_items.sale_id, sale_items.position, sale_items.warranty_expires_at,
         products.name AS product_name
  FROM sale_items JOIN products ON products.id = sale_items.product_id`

/** SQLite: read-only, one read transaction; the ids travel as one JSON array. */
async function sqliteReader(file: string): Promise<ChunkReader> {
  // Each driver is loaded only where it is used: the worker's memory is part of the export's.
  const { default: Sqlite } = await import('better-sqlite3')
  const db = new Sqlite(file, { readonly: true, fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  // SQLite's page cache is this connection's own memory (16 MB as the driver
  // builds it); an export reads each page about once, so 2 MB does as well.
  db.pragma('cache_size = -2000')
  // Pages read through memory-mapped I/O, as the server's connection does (config/database.ts).
  db.pragma('mmap_size = 2147418112')
  const items = db.prepare(
    `SELECT ${FILM_COLUMNS} WHERE sale_items.sale_id IN (SELECT value FROM json_each(?))`
  )
  const statements = new Map<string, Database.Statement>()
  db.exec('BEGIN')
  return {
    rows: async (sql, bindings) => {
      const statement = statements.get(sql) ?? db.prepare(sql)
      statements.set(sql, statement)
      return statement.all(...bindings) as SaleRow[]
    },
    films: async (ids) => items.all(JSON.stringify(ids)) as FilmRow[],
    close: async () => {
      if (db.inTransaction) db.exec('COMMIT')
      db.close()
    },
  }
}

/** PostgreSQL's `date` type: its text is already the `YYYY-MM-DD` the file shows. */
const DATE_OID = 1082

/**
 * PostgreSQL: two clients of their own (not the server's pool), one for the
 * sales and one for their films, so a page's films are read while the next
 * page of sales is: on a million rows each query is mostly random heap
 * reads, and one connection would do them one after the other. Both read
 * one snapshot: the first client's REPEATABLE READ READ ONLY transaction
 * exports it, the second imports it before reading anything.
 * Dates stay text, which the renderer writes as they are instead of going
 * through a Date and luxon for each row (the same day either way).
 */
async function pgReader(connection: string | Record<string, unknown>): Promise<ChunkReader> {
  const { default: pg } = await import('pg')
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format),
  }
  const settings = typeof connection === 'string' ? { connectionString: connection } : connection
  const open = async () => {
    const client = new pg.Client({ ...settings, types, application_name: 'csv export' })
    await client.connect()
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    return client
  }
  const [sales, films] = await Promise.all([open(), open()])
  const { rows: exported } = await sales.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
  await films.query(`SET TRANSACTION SNAPSHOT '${exported[0].id.replace(/'/g, "''")}'`)
  return {
    rows: async (sql, bindings) => {
      const { rows } = await sales.query(sql, bindings)
      return rows
    },
    films: async (ids) => {
      const { rows } = await films.query<FilmRow>(
        `SELECT ${FILM_COLUMNS} WHERE sale_items.sale_id = ANY($1)`,
        [ids]
      )
      return rows
    },
    close: async () => {
      await Promise.all(
        [films, sales].map(async (client) => {
          await client.query('COMMIT').catch(() => {})
          await client.end()
        })
      )
    },
  }
}

export async function openReader(source: ExportSource): Promise<ChunkReader> {
  return source.kind === 'sqlite' ? sqliteReader(source.file) : pgReader(source.connection)
}

type Page = { rows: SaleRow[]; films: Promise<FilmRow[]> }

/**
 * The export's pages as the worker reads them, the last one (shorter than
 * `chunkSize`, maybe empty) included: `statements.first`, then
 * `statements.next` with the keyset's two values from the previous page's
 * last row. A page's films are asked for as soon as its ids are known (on
 * PostgreSQL over the second connection, so they are read while the next
 * page of sales is), and the next page is asked for before this one is
 * yielded: it is read while the caller turns this one into text, and no
 * further, so a slow client holds at most two pages. `queries` counts the
 * statements run so far.
 */
export async function* readPages(
  source: ExportSource,
  statements: ExportStatements,
  chunkSize: number
) {
  const reader = await openReader(source)
  let queries = 0
  const read = async (sql: string, bindings: unknown[]): Promise<Page> => {
    const rows = await reader.rows(sql, bindings)
    queries++
    const ids = rows.map((row) => Number(row.id))
    if (!ids.length) return { rows, films: Promise.resolve([]) }
    queries++
    const films = reader.films(ids)
    // Its failure is met where it is awaited, not as an unhandled rejection meanwhile.
    films.catch(() => {})
    return { rows, films }
  }
  try {
    const bindings = [...statements.next.bindings]
    let page = read(statements.first.sql, statements.first.bindings)
    for (;;) {
      const { rows, films } = await page
      const last = rows.length < chunkSize
      if (!last) {
        const tail = rows[rows.length - 1]
        bindings[statements.next.keyAt] = String(tail.export_key)
        bindings[statements.next.idAt] = Number(tail.id)
        page = read(statements.next.sql, bindings)
        page.catch(() => {})
      }
      yield { rows, films, last, queries }
      if (last) return
    }
  } finally {
    await reader.close()
  }
}
