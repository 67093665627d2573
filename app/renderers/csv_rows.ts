import { storedDateTime, storedTimestampIso } from '#domain/stored_dates'
import { warrantyStatus } from '#domain/warranty_status'
import { formatWarrantyCode } from '#domain/warranty_code'
import type { I18n } from '@adonisjs/i18n'
import { SALE_STATUSES, WINDOW_POSITIONS, type SaleStatus, type WindowPosition } from '#dtos/sale'
import type { ItemRow, SaleRow } from '#queries/sale_export_query'

/**
 * The sales CSV, row by row, from the raw rows #queries/sale_export_query
 * reads: pure, so the export can run it on the request's thread or in its
 * worker thread (#services/sale_export_worker) with the same bytes out.
 */

/** Spreadsheets open UTF-8 CSV correctly only with a byte order mark. */
export const BOM = '\uFEFF'
const EOL = '\r\n'

/** Columns in order; their titles come from the `export` catalogue. */
export const COLUMNS = [
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
] as const

/**
 * The export's words in one language, looked up once per export: plain data,
 * so it can be handed to a worker. `film` is the catalogue's film entry with
 * its three placeholders left as the marks \u0001 (window), \u0002 (film) and
 * \u0003 (date).
 */
export type ExportWords = {
  header: string[]
  status: Record<SaleStatus, string>
  position: Record<WindowPosition, string>
  film: string
}

export const FILM_MARKS = { position: '\u0001', film: '\u0002', date: '\u0003' } as const

/** The export's words in one language, looked up once per export instead of once per row. */
export function exportWords(i18n: I18n): ExportWords {
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

/** A calendar date; SQLite's stored `YYYY-MM-DD` is already that. */
function dayOf(value: unknown) {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  return storedDateTime(value as string | Date).toISODate()!
}

/** A film entry: the catalogue's words around the three values. */
function filmText(words: ExportWords, item: ItemRow) {
  return words.film
    .replace(FILM_MARKS.position, () => words.position[item.position])
    .replace(FILM_MARKS.film, () => item.product_name)
    .replace(FILM_MARKS.date, () => dayOf(item.warranty_expires_at))
}

/** The films of a chunk's sales, grouped by sale, each list in window order. */
export function itemsBySale(rows: (ItemRow & { sale_id: unknown })[], order: readonly string[]) {
  const bySale = new Map<number, ItemRow[]>()
  for (const row of rows) {
    const list = bySale.get(Number(row.sale_id)) ?? []
    list.push(row)
    bySale.set(Number(row.sale_id), list)
  }
  for (const list of bySale.values()) {
    list.sort((a, b) => order.indexOf(a.position) - order.indexOf(b.position))
  }
  return bySale
}

export function saleLine(sale: SaleRow, items: ItemRow[], today: string, words: ExportWords) {
  const expiresAt = dayOf(sale.expires_at)
  const status = warrantyStatus({ status: sale.status, expiresAt }, today)
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
    items.map((item) => filmText(words, item)).join('; '),
    sale.void_reason,
    storedTimestampIso(sale.created_at),
  ])
}

/** A chunk of sales as CSV text (the header first when asked). */
export function csvChunk(
  sales: SaleRow[],
  items: Map<number, ItemRow[]>,
  today: string,
  words: ExportWords,
  withHeader: boolean
) {
  const lines = sales.map((sale) => saleLine(sale, items.get(Number(sale.id)) ?? [], today, words))
  return (withHeader ? BOM + csvLine(words.header) : '') + lines.join('')
}
