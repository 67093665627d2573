import { Readable } from 'node:stream'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Sale from '#models/sale'
import { listedSales, saleOrder, type SaleListQuery } from '#queries/sale_query'
import { calendarDate, todayIso, warrantyStatus } from '#domain/warranty_status'
import { formatWarrantyCode } from '#domain/warranty_code'
import { sortedItems } from '#serializers/sale'
import { isoDate } from '#serializers/dates'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'

/** Rows fetched per query: memory stays flat however many sales match. */
const CHUNK_SIZE = 500
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

function saleLine(sale: Sale, today: string, i18n: I18n) {
  const items = sortedItems(sale)
  const status = warrantyStatus(
    { status: sale.status, expiresAt: calendarDate(sale.expiresAt) },
    today
  )
  const films = items
    .map((item) => {
      return i18n.t('export.film', {
        position: i18n.t(`warranty.position.${item.position}`),
        film: item.product.name,
        date: calendarDate(item.warrantyExpiresAt),
      })
    })
    .join('; ')
  return csvLine([
    formatWarrantyCode(sale.warrantyCode),
    i18n.t(`warranty.status.${status}`),
    calendarDate(sale.installedAt),
    calendarDate(sale.expiresAt),
    sale.dealer.name,
    sale.customerName,
    sale.customerPhone,
    sale.customerEmail,
    sale.plateNumber,
    sale.vehicleMake,
    sale.vehicleModel,
    sale.vehicleYear,
    sale.vin,
    items.length,
    films,
    sale.voidReason,
    isoDate(sale.createdAt),
  ])
}

/**
 * Pages through the filtered sales in the list's order with a keyset (the
 * last row's sort value and id), so each query is cheap however deep the
 * export goes. The sort value travels as text: both databases compare it
 * back against the column in the column's own type. A generator only runs
 * when the response asks for more, which gives back-pressure. The header
 * travels with the first page, so the first query has run before any byte.
 */
async function* salesCsv(
  user: User,
  filters: SaleListQuery,
  today: string,
  chunkSize: number,
  i18n: I18n
) {
  let header = BOM + csvLine(COLUMNS.map((column) => i18n.t(`export.header.${column}`)))
  const { column, direction } = saleOrder(filters)
  const after = direction === 'asc' ? '>' : '<'
  let last: { key: string; id: number } | null = null
  for (;;) {
    const query = listedSales(user, filters, today)
      .select('sales.*')
      .select(db.raw(`CAST(${column} AS TEXT) AS export_key`))
    if (last) {
      const { key, id } = last
      query.where((next) =>
        next
          .where(column, after, key)
          .orWhere((tie) => tie.where(column, key).where('sales.id', after, id))
      )
    }
    const chunk = await query
      .orderBy(column, direction)
      .orderBy('sales.id', direction)
      .limit(chunkSize)
    if (chunk.length > 0 || header)
      yield header + chunk.map((sale) => saleLine(sale, today, i18n)).join('')
    header = ''
    if (chunk.length < chunkSize) return
    const tail = chunk[chunk.length - 1]
    last = { key: String(tail.$extras.export_key), id: tail.id }
  }
}

/** Yields `first`, then whatever `rest` still has. */
async function* startingWith(first: IteratorResult<string>, rest: AsyncGenerator<string>) {
  if (first.done) return
  yield first.value
  yield* rest
}

/**
 * The export, in the language of `i18n`, as a stream whose first page is already read: a failing query
 * rejects here, while the response can still be a proper error, instead of
 * cutting a 200 download short.
 */
export async function salesCsvStream(
  user: User,
  filters: SaleListQuery,
  chunkSize = CHUNK_SIZE,
  i18n: I18n = i18nManager.locale('en')
) {
  const today = todayIso()
  const pages = salesCsv(user, filters, today, chunkSize, i18n)
  const first = await pages.next()
  return {
    filename: `sales-${today}.csv`,
    stream: Readable.from(startingWith(first, pages), { objectMode: false }),
  }
}
