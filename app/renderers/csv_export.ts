import { Readable } from 'node:stream'
import { setImmediate } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { applySaleFilters, saleOrder, visibleSales } from '#queries/sale_query'
import type { SaleListQuery } from '#validators/sale'
import { todayIso } from '#domain/warranty_status'
import { SALE_STATUSES, WINDOW_POSITIONS, type SaleStatus, type WindowPosition } from '#dtos/sale'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import {
  COLUMNS,
  FILM_MARKS,
  SALE_COLUMNS,
  csvChunk,
  itemsBySale,
  type ExportWords,
  type ItemRow,
  type SaleRow,
} from '#renderers/csv_rows'
import type { ExportJob, ExportMessage } from '#renderers/csv_export_worker'

export { csvCell, csvLine } from '#renderers/csv_rows'

/** The export's words in one language, looked up once per export instead of once per row. */
function exportWords(i18n: I18n): ExportWords {
  return {
    header: COLUMNS.map((column) => i18n.t(`export.header.${column}`)),
    status: Object.fromEntries(
      SALE_STATUSES.map((status) => [status, i18n.t(`warranty.status.${status}`)])
    ) as Record<SaleStatus, string>,
    position: Object.fromEntries(
      WINDOW_POSITIONS.map((position) => [position, i18n.t(`warranty.position.${position}`)])
    ) as Record<WindowPosition, string>,
    film: i18n.t('export.film', FILM_MARKS),
  }
}

/** The filtered sales in the list's order, with their dealer's name and the keyset's sort value. */
function exportQuery(user: User, filters: SaleListQuery, today: string, chunkSize: number) {
  const { column, direction } = saleOrder(filters)
  const query = applySaleFilters(visibleSales(user), user, filters, today)
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

/** The films of a chunk of sales, in window order: one query for the whole chunk. */
async function itemsOf(ids: number[]) {
  const rows: (ItemRow & { sale_id: number })[] = await db
    .from('sale_items')
    .join('products', 'products.id', 'sale_items.product_id')
    .whereIn('sale_items.sale_id', ids)
    .select(
      'sale_items.sale_id',
      'sale_items.position',
      'sale_items.warranty_expires_at',
      'products.name as product_name'
    )
  return itemsBySale(rows, WINDOW_POSITIONS)
}

/**
 * Pages through the filtered sales in the list's order with a keyset (the
 * last row's sort value and id), so each query is cheap however deep the
 * export goes. The sort value travels as text: both databases compare it
 * back against the column in the column's own type. Rows are read raw (no
 * models): two queries a chunk, the sales with their dealer's name and the
 * chunk's films. This reads on the server's thread, which the export does
 * only inside a test's transaction (see `readsInWorker`); the worker runs
 * the same queries. Between chunks the generator waits for the event
 * loop's next turn (SQLite's driver is synchronous): other requests
 * (`/health`, public pages) are answered while a long export runs. A
 * generator only runs when the response asks for more, which gives
 * back-pressure; when the client goes away the response destroys the
 * stream, which ends the generator at its next step. The header travels
 * with the first page, so the first query has run before any byte.
 */
async function* salesCsv(
  user: User,
  filters: SaleListQuery,
  today: string,
  chunkSize: number,
  words: ExportWords
) {
  const { query, after, ordered } = exportQuery(user, filters, today, chunkSize)
  let last: { key: string; id: number } | null = null
  for (let header = true; ; header = false) {
    const page = last ? after(last.key, last.id) : query.clone()
    const chunk: SaleRow[] = await ordered(page).pojo()
    const items = chunk.length ? await itemsOf(chunk.map((sale) => Number(sale.id))) : new Map()
    if (chunk.length > 0 || header) yield csvChunk(chunk, items, today, words, header)
    if (chunk.length < chunkSize) return
    const tail = chunk[chunk.length - 1]
    last = { key: String(tail.export_key), id: Number(tail.id) }
    await setImmediate()
  }
}

/** Marks standing for the keyset's two values in the worker's `next` query. */
const KEY_MARK = '\u0000export-key'
const ID_MARK = -987_654_321

/** The worker's entry: its TypeScript source in development and tests, the built file in production. */
const fromSource = import.meta.url.endsWith('.ts')
const WORKER_FILE = new URL(`./csv_export_worker.${fromSource ? 'ts' : 'js'}`, import.meta.url)
const WORKER_ARGV = fromSource ? ['--import', 'ts-node-maintained/register/esm'] : []

/**
 * The worker's heap, small on purpose. A chunk's text (a few hundred KB) is
 * too big for the young generation, so it dies in the old one, which V8
 * collects only once it has grown past a limit scaled to the heap's size:
 * with the defaults a million-row export grew the server by about 250 MB of
 * dead chunks between collections, with these by about 20 MB (beside the
 * thread's own ~45 MB). The live set is two chunks and their rows, a few MB.
 * A young generation of 8 MB cost a fifth of the rows/s in scavenges; 16 MB
 * keeps the growth at ~120 MB for 1 M rows (the bench's "RSS growth").
 */
const WORKER_MEMORY = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 16 }

/** What the last worker export read (tests check it reads two queries a chunk). */
export const workerExportStats = { chunks: 0, queries: 0 }

/**
 * The export reads and writes its CSV in a worker thread
 * (csv_export_worker.ts) with its own connection, so the server's thread
 * stays free for everyone else: on SQLite because its driver is synchronous,
 * on PostgreSQL because a million rows made into objects and text take the
 * CPU all the same. Not inside a test's global transaction: another
 * connection cannot see its uncommitted rows, so the export then reads on
 * this thread.
 */
export function readsInWorker() {
  const name = db.primaryConnectionName
  return (
    ['better-sqlite3', 'postgres'].includes(db.connection(name).dialect.name) &&
    !db.connectionGlobalTransactions.has(name)
  )
}

/** Where the worker connects: the same database as the server's pool. */
export function workerSource(): ExportJob['source'] {
  const name = db.primaryConnectionName
  const config = db.manager.get(name)?.config
  if (db.connection(name).dialect.name === 'postgres') {
    return { kind: 'pg', connection: config?.connection as string | Record<string, unknown> }
  }
  return { kind: 'sqlite', file: (config?.connection as { filename: string }).filename }
}

async function* workerCsv(
  user: User,
  filters: SaleListQuery,
  today: string,
  chunkSize: number,
  words: ExportWords
) {
  const { query, after, ordered } = exportQuery(user, filters, today, chunkSize)
  const next = ordered(after(KEY_MARK, ID_MARK)).toSQL().toNative()
  const job: ExportJob = {
    source: workerSource(),
    first: ordered(query.clone()).toSQL().toNative() as ExportJob['first'],
    next: {
      sql: next.sql,
      bindings: [...next.bindings],
      keyAt: next.bindings.indexOf(KEY_MARK),
      idAt: next.bindings.indexOf(ID_MARK),
    },
    chunkSize,
    today,
    words,
  }
  const worker = new Worker(WORKER_FILE, {
    workerData: job,
    execArgv: WORKER_ARGV,
    resourceLimits: WORKER_MEMORY,
  })
  let waiting: {
    resolve: (message: ExportMessage) => void
    reject: (error: Error) => void
  } | null = null
  let failure: Error | null = null
  const fail = (error: Error) => {
    failure ??= error
    waiting?.reject(error)
  }
  worker.on('message', (message: ExportMessage) => waiting?.resolve(message))
  worker.on('error', fail)
  worker.on('exit', () => fail(new Error('the export worker stopped')))
  const ask = () =>
    new Promise<ExportMessage>((resolve, reject) => {
      if (failure) return reject(failure)
      waiting = { resolve, reject }
      worker.postMessage('next')
    })
  Object.assign(workerExportStats, { chunks: 0, queries: 0 })
  try {
    for (;;) {
      const message = await ask()
      if ('error' in message) throw new Error(message.error)
      Object.assign(workerExportStats, {
        chunks: workerExportStats.chunks + 1,
        queries: message.queries,
      })
      if (message.bytes.length) yield Buffer.from(message.bytes.buffer, 0, message.bytes.length)
      if (message.done) return
    }
  } finally {
    worker.removeAllListeners('exit')
    await worker.terminate()
  }
}

/** Yields `first`, then whatever `rest` still has. */
async function* startingWith(
  first: IteratorResult<string | Buffer>,
  rest: AsyncGenerator<string | Buffer>
) {
  if (first.done) return
  yield first.value
  yield* rest
}

/**
 * How many exports may run at once. Each keeps one core busy while it
 * reads, and this machine class has two: past the cap an export is refused
 * with a message to try again (429) rather than slowing everyone down.
 */
export const exportLimits = {
  concurrent: 2,
  /** Rows read per query: memory stays flat however many sales match. */
  chunkSize: 1000,
}
let running = 0

/** Exports whose stream is still open (tests watch it wind down). */
export function runningExports() {
  return running
}

/**
 * The export, in the language of `i18n`, as a stream whose first page is already read: a failing query
 * rejects here, while the response can still be a proper error, instead of
 * cutting a 200 download short. `null` when every export slot is taken; a
 * slot is given back when the stream closes (finished, failed or the client
 * gone).
 */
export async function salesCsvStream(
  user: User,
  filters: SaleListQuery,
  chunkSize = exportLimits.chunkSize,
  i18n: I18n = i18nManager.locale('en'),
  /** `thread` reads on this thread whatever the database (tests compare the two). */
  reader: 'auto' | 'thread' = 'auto'
) {
  if (running >= exportLimits.concurrent) return null
  running++
  let released = false
  const release = () => {
    if (!released) running--
    released = true
  }
  try {
    const today = todayIso()
    const read = reader === 'auto' && readsInWorker() ? workerCsv : salesCsv
    const pages: AsyncGenerator<string | Buffer> = read(
      user,
      filters,
      today,
      chunkSize,
      exportWords(i18n)
    )
    const first = await pages.next()
    const stream = Readable.from(startingWith(first, pages), { objectMode: false })
    stream.once('close', release)
    return { filename: `sales-${today}.csv`, stream }
  } catch (error) {
    release()
    throw error
  }
}
