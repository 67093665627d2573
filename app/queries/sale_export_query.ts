import { setImmediate } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { matchingSales, saleOrder } from '#queries/sale_query'
import type { ExportSource } from '#queries/sale_export_readers'
import type { WindowPosition } from '#dtos/sale'
import type { SaleListQuery } from '#validators/sale'

/**
 * What the CSV export reads: the filtered sales in the list's order, a chunk
 * at a time by keyset, raw rows (no models), two queries a chunk (the sales
 * with their dealer's name, the chunk's films). The file is made of these
 * rows by #renderers/csv_rows; the export itself is #services/sale_export_service.
 */

/** A sale as the export reads it: the `SALE_COLUMNS`, `dealer_name` and the keyset's `export_key`. */
export type SaleRow = Record<string, any>

/** A film of a sale as the export reads it. */
export type ItemRow = {
  position: WindowPosition
  product_name: string
  warranty_expires_at: unknown
}

export type FilmRow = ItemRow & { sale_id: number }

/**
 * The sales columns a row of the file is made of (`saleLine` in
 * #renderers/csv_rows): the export reads these and no others. A whole row
 * would bring the search text and timestamps the file never shows, each
 * parsed for a million rows.
 */
export const SALE_COLUMNS = [
  'id',
  'warranty_code',
  'status',
  'installed_at',
  'expires_at',
  'customer_name',
  'customer_phone',
  'customer_email',
  'plate_number',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'vin',
  'void_reason',
  'created_at',
] as const

/** The filtered sales in the list's order, with their dealer's name and the keyset's sort value. */
function exportQuery(user: User, filters: SaleListQuery, today: string, chunkSize: number) {
  const { column, direction } = saleOrder(filters)
  const query = matchingSales(user, filters, today)
    .join('dealers', 'dealers.id', 'sales.dealer_id')
    .select(...SALE_COLUMNS.map((name) => `sales.${name}`), 'dealers.name as dealer_name')
    .select(db.raw(`CAST(${column} AS TEXT) AS export_key`))
  return {
    query,
    /** Rows after the keyset (the last row's sort value and id), in the same order. */
    after: (key: string, id: number) =>
      // A row-value comparison, so both databases seek into the (column, id)
      // index instead of scanning from its start for every chunk.
      query
        .clone()
        .whereRaw(`(${column}, sales.id) ${direction === 'asc' ? '>' : '<'} (?, ?)`, [key, id]),
    ordered: <Q extends typeof query>(q: Q) =>
      q.orderBy(column, direction).orderBy('sales.id', direction).limit(chunkSize),
  }
}

/** The films of a chunk of sales: one query for the whole chunk. */
async function filmsOf(ids: number[]): Promise<FilmRow[]> {
  return await db
    .from('sale_items')
    .join('products', 'products.id', 'sale_items.product_id')
    .whereIn('sale_items.sale_id', ids)
    .select(
      'sale_items.sale_id',
      'sale_items.position',
      'sale_items.warranty_expires_at',
      'products.name as product_name'
    )
}

/**
 * Pages through the filtered sales in the list's order with a keyset (the
 * last row's sort value and id), so each query is cheap however deep the
 * export goes. The sort value travels as text: both databases compare it
 * back against the column in the column's own type. Each page is yielded
 * with its films, the last one (shorter than `chunkSize`, maybe empty)
 * included. This reads on the server's thread, which the export does only
 * inside a test's transaction (see `readsInWorker`); the worker runs the
 * same queries (`workerStatements`). Between pages the generator waits for
 * the event loop's next turn (SQLite's driver is synchronous): other
 * requests (`/health`, public pages) are answered while a long export runs.
 */
export async function* exportPages(
  user: User,
  filters: SaleListQuery,
  today: string,
  chunkSize: number
) {
  const { query, after, ordered } = exportQuery(user, filters, today, chunkSize)
  let last: { key: string; id: number } | null = null
  for (;;) {
    const page = last ? after(last.key, last.id) : query.clone()
    const rows: SaleRow[] = await ordered(page).pojo()
    const films = rows.length ? await filmsOf(rows.map((sale) => Number(sale.id))) : []
    yield { rows, films }
    if (rows.length < chunkSize) return
    const tail = rows[rows.length - 1]
    last = { key: String(tail.export_key), id: Number(tail.id) }
    await setImmediate()
  }
}

/** The export's two statements, as the worker runs them (#queries/sale_export_readers). */
export type ExportStatements = {
  first: { sql: string; bindings: unknown[] }
  /** The keyset's two values go at `keyAt` and `idAt` of its bindings. */
  next: { sql: string; bindings: unknown[]; keyAt: number; idAt: number }
}

/** Marks standing for the keyset's two values in the worker's `next` query. */
const KEY_MARK = '\u0000export-key'
const ID_MARK = -987_654_321

/**
 * The queries of `exportPages`, compiled here (so filters, scoping and order
 * are the list's) for the worker thread, which has no query builder.
 */
export function workerStatements(
  user: User,
  filters: SaleListQuery,
  today: string,
  chunkSize: number
): ExportStatements {
  const { query, after, ordered } = exportQuery(user, filters, today, chunkSize)
  const next = ordered(after(KEY_MARK, ID_MARK)).toSQL().toNative()
  return {
    first: ordered(query.clone()).toSQL().toNative() as ExportStatements['first'],
    next: {
      sql: next.sql,
      bindings: [...next.bindings],
      keyAt: next.bindings.indexOf(KEY_MARK),
      idAt: next.bindings.indexOf(ID_MARK),
    },
  }
}

/**
 * Whether the export reads in its worker thread with a connection of its
 * own. Not inside a test's global transaction: another connection cannot
 * see its uncommitted rows, so the export then reads on this thread.
 */
export function readsInWorker() {
  const name = db.primaryConnectionName
  return (
    ['better-sqlite3', 'postgres'].includes(db.connection(name).dialect.name) &&
    !db.connectionGlobalTransactions.has(name)
  )
}

/** Where the worker connects: the same database as the server's pool. */
export function workerSource(): ExportSource {
  const name = db.primaryConnectionName
  const config = db.manager.get(name)?.config
  if (db.connection(name).dialect.name === 'postgres') {
    return { kind: 'pg', connection: config?.connection as string | Record<string, unknown> }
  }
  return { kind: 'sqlite', file: (config?.connection as { filename: string }).filename }
}
