import { Readable } from 'node:stream'
import { setImmediate } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { applySaleFilters, saleOrder, visibleSales, type SaleListQuery } from '#queries/sale_query'
import { calendarDate, todayIso, warrantyStatus } from '#domain/warranty_status'
import { formatWarrantyCode } from '#domain/warranty_code'
import { isoDate } from '#serializers/dates'
import { SALE_STATUSES, WINDOW_POSITIONS, type SaleStatus, type WindowPosition } from '#dtos/sale'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'

/** Spreadsheets open UTF-8 CSV correctly only with a byte order mark. */
const BOM = '\uFEFF'
const EOL = '\r\n'

/** Columns in order; their titles come from the `export` catalogue. */
const COLUMNS = [
  'code',
  'status',
  'installed',
  'expires',
  'dealer',
  'customer',
  'phone',
  'email',
  'plate',
  'make',
  'model',
  'year',
  'vin',
  'windows',
  'films',
  'voidReason',
  'registeredAt',
]

/** The export's words in one language, looked up once per export instead of once per row. */
function exportWords(i18n: I18n) {
  return {
    i18n,
    header: COLUMNS.map((column) => i18n.t(`export.header.${column}`)),
    status: Object.fromEntries(
      SALE_STATUSES.map((status) => [status, i18n.t(`warranty.status.${status}`)])
    ) as Record<SaleStatus, string>,
    position: Object.fromEntries(
      WINDOW_POSITIONS.map((position) => [position, i18n.t(`warranty.position.${position}`)])
    ) as Record<WindowPosition, string>,
  }
}
type Words = ReturnType<typeof exportWords>

/**
 * One RFC 4180 cell. A text starting with = + - @ (or a tab/CR) is what a
 * spreadsheet would run as a formula, so it gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',') + EOL
}

type Row = Record<string, any>
type ItemRow = { position: WindowPosition; product_name: string; warranty_expires_at: unknown }

/**
 * A date or timestamp as read raw from either driver, turned into luxon the
 * way Lucid's date columns do (SQL text on SQLite, a Date on PostgreSQL), so
 * the file is byte for byte what the models gave.
 */
function consumed(value: unknown) {
  return typeof value === 'string' ? DateTime.fromSQL(value) : DateTime.fromJSDate(value as Date)
}

/** A calendar date; SQLite's stored `YYYY-MM-DD` is already that. */
function dayOf(value: unknown) {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  return calendarDate(consumed(value))
}

function saleLine(sale: Row, items: ItemRow[], today: string, words: Words) {
  const expiresAt = dayOf(sale.expires_at)
  const status = warrantyStatus({ status: sale.status, expiresAt }, today)
  const films = items
    .map((item) => {
      return words.i18n.t('export.film', {
        position: words.position[item.position],
        film: item.product_name,
        date: dayOf(item.warranty_expires_at),
      })
    })
    .join('; ')
  return csvLine([
    formatWarrantyCode(sale.warranty_code),
    words.status[status],
    dayOf(sale.installed_at),
    expiresAt,
    sale.dealer_name,
    sale.customer_name,
    sale.customer_phone,
    sale.customer_email,
    sale.plate_number,
    sale.vehicle_make,
    sale.vehicle_model,
    sale.vehicle_year,
    sale.vin,
    items.length,
    films,
    sale.void_reason,
    isoDate(consumed(sale.created_at)),
  ])
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
  const bySale = new Map<number, ItemRow[]>()
  for (const row of rows) {
    const list = bySale.get(Number(row.sale_id)) ?? []
    list.push(row)
    bySale.set(Number(row.sale_id), list)
  }
  for (const list of bySale.values()) {
    list.sort((a, b) => WINDOW_POSITIONS.indexOf(a.position) - WINDOW_POSITIONS.indexOf(b.position))
  }
  return bySale
}

/**
 * Pages through the filtered sales in the list's order with a keyset (the
 * last row's sort value and id), so each query is cheap however deep the
 * export goes. The sort value travels as text: both databases compare it
 * back against the column in the column's own type. Rows are read raw (no
 * models): two queries a chunk, the sales with their dealer's name and the
 * chunk's films. SQLite's driver is synchronous, so between chunks the
 * generator waits for the event loop's next turn: other requests
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
  words: Words
) {
  let header = BOM + csvLine(words.header)
  const { column, direction } = saleOrder(filters)
  const after = direction === 'asc' ? '>' : '<'
  let last: { key: string; id: number } | null = null
  for (;;) {
    const query = applySaleFilters(visibleSales(user), user, filters, today)
      .join('dealers', 'dealers.id', 'sales.dealer_id')
      .select('sales.*', 'dealers.name as dealer_name')
      .select(db.raw(`CAST(${column} AS TEXT) AS export_key`))
    // A row-value comparison, so both databases seek into the (column, id)
    // index instead of scanning from its start for every chunk.
    if (last) query.whereRaw(`(${column}, sales.id) ${after} (?, ?)`, [last.key, last.id])
    const chunk: Row[] = await query
      .orderBy(column, direction)
      .orderBy('sales.id', direction)
      .limit(chunkSize)
      .pojo()
    const items = chunk.length ? await itemsOf(chunk.map((sale) => Number(sale.id))) : new Map()
    if (chunk.length > 0 || header) {
      yield (
        header +
        chunk.map((sale) => saleLine(sale, items.get(Number(sale.id)) ?? [], today, words)).join('')
      )
    }
    header = ''
    if (chunk.length < chunkSize) return
    const tail = chunk[chunk.length - 1]
    last = { key: String(tail.export_key), id: Number(tail.id) }
    await setImmediate()
  }
}

/** Yields `first`, then whatever `rest` still has. */
async function* startingWith(first: IteratorResult<string>, rest: AsyncGenerator<string>) {
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
  i18n: I18n = i18nManager.locale('en')
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
    const pages = salesCsv(user, filters, today, chunkSize, exportWords(i18n))
    const first = await pages.next()
    const stream = Readable.from(startingWith(first, pages), { objectMode: false })
    stream.once('close', release)
    return { filename: `sales-${today}.csv`, stream }
  } catch (error) {
    release()
    throw error
  }
}
