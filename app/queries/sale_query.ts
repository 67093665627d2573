import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import Sale from '#models/sale'
import { namePrefixRange, whereFound, whereHolds } from '#queries/sale_search'
import {
  assertInSearchWindow,
  cappedCount,
  pageMeta,
  pageOf,
  totalCountCap,
  whereIdIn,
  type PageReader,
} from '#queries/resource_list'
import { DEFAULT_PER_PAGE } from '#dtos/pagination'
import type { SaleListQuery } from '#validators/sale'

export type SaleQuery = ModelQueryBuilderContract<typeof Sale>

/**
 * The sales a user may see: all for admins, their own dealer's for staff.
 * Every read starts here, so another dealer's sale is simply not found (404).
 */
export function visibleSales(user: User): SaleQuery {
  const query = Sale.query()
  if (user.isAdmin) return query
  if (user.dealerId === null) return query.whereRaw('1 = 0')
  return query.where('sales.dealer_id', user.dealerId)
}

/**
 * The list filters but the search, shared by the list and the CSV export.
 * The status filters read the stored `status` and `expires_at`.
 */
export function applySaleFilters(
  query: SaleQuery,
  user: User,
  filters: SaleListQuery,
  today: string
) {
  if (filters.dealerId && user.isAdmin) query.where('sales.dealer_id', filters.dealerId)
  if (filters.productId) {
    const productId = filters.productId
    query.whereExists((items) =>
      items
        .from('sale_items')
        .whereColumn('sale_items.sale_id', 'sales.id')
        .where('sale_items.product_id', productId)
    )
  }
  if (filters.status === 'void') query.where('sales.status', 'void')
  // Stored statuses are `active` and `void`. Written `status = 'active'`, SQLite takes the
  // expired sales' index (status, expiry…) for this range of nearly every sale and sorts them
  // all (230 ms at a million, `explain:sales-list`); as "not void" it walks the list's order.
  if (filters.status === 'active')
    query.whereNot('sales.status', 'void').where('sales.expires_at', '>=', today)
  if (filters.status === 'expired')
    query.where('sales.status', 'active').where('sales.expires_at', '<', today)
  if (filters.installedFrom) query.where('sales.installed_at', '>=', filters.installedFrom)
  if (filters.installedTo) query.where('sales.installed_at', '<=', filters.installedTo)
  return query
}

/** The sales a user sees that pass the filters and hold the search term, found through its index. */
export function matchingSales(user: User, filters: SaleListQuery, today: string) {
  const sales = applySaleFilters(visibleSales(user), user, filters, today)
  return filters.search ? whereFound(sales, filters.search) : sales
}

const SALE_SORT_COLUMNS: Record<string, string> = {
  warrantyCode: 'warranty_code',
  installedAt: 'installed_at',
  expiresAt: 'expires_at',
  // Folded (no case, no accents): `Đặng` among the D's (migration 1732200000024).
  customerName: 'search_text',
  plateNumber: 'plate_normalized',
  vehicleMake: 'vehicle_make',
  createdAt: 'created_at',
}

/** Lists, exports and details all need the dealer and the films. */
export function withSaleRelations(query: SaleQuery) {
  return query.preload('dealer').preload('items', (items) => items.preload('product'))
}

/**
 * The list's order, which the export follows too: the chosen column
 * (ascending unless asked otherwise), by default the latest installation
 * first. The id, in the same direction, breaks ties.
 */
export function saleOrder(filters: SaleListQuery) {
  const column = filters.sort ? SALE_SORT_COLUMNS[filters.sort] : undefined
  if (!column) return { column: 'sales.installed_at', direction: 'desc' as const }
  return { column: `sales.${column}`, direction: filters.direction ?? 'asc' }
}

function inOrder<Q extends SaleQuery>(query: Q, filters: SaleListQuery): Q {
  const { column, direction } = saleOrder(filters)
  return query.orderBy(column, direction).orderBy('sales.id', direction)
}

type Named = { id: number; search_text: string }

/** Names compared as SQLite's BINARY and PostgreSQL's "C" collation do: by UTF-8 bytes. */
const byName = (a: Named, b: Named) =>
  Buffer.compare(Buffer.from(a.search_text), Buffer.from(b.search_text)) || a.id - b.id

/**
 * In name order, the first `wanted` matches of a term with more than a cap
 * of them (`nguyen`): the names that begin with it are one range of the name
 * order's index, read in order as far as the page; the others that hold it
 * (`Trần Nguyên Khang`, a code, a plate) are few, found through the trigram
 * index and merged in. Null in another order, or when the others too are
 * more than a cap: the order is then walked.
 */
async function nameOrderIds(user: User, filters: SaleListQuery, today: string, wanted: number) {
  const term = filters.search ?? ''
  const range = namePrefixRange(term)
  if (!range || saleOrder(filters).column !== 'sales.search_text') return null
  const cap = totalCountCap.value
  const filtered = () => applySaleFilters(visibleSales(user), user, filters, today)
  const others: Named[] = await whereFound(filtered(), term, true)
    .select('sales.id', 'sales.search_text')
    .limit(cap + 1)
    .pojo()
  if (others.length > cap) return null
  const first: Named[] = await inOrder(
    filtered().whereRaw('sales.search_text >= ? AND sales.search_text < ?', range),
    filters
  )
    .select('sales.id', 'sales.search_text')
    .limit(wanted)
    .pojo()
  const merged = [...first, ...others].sort(byName)
  if (saleOrder(filters).direction === 'desc') merged.reverse()
  return merged.map((row) => Number(row.id))
}

/**
 * A page of the expired sales' ids, read from their own index (status,
 * expiry: migration 20) as one set, then sorted. They are the oldest, so a
 * newest-first walk meets them last, and no planner statistic says so: at a
 * million sales PostgreSQL walked the installation order through 880,000
 * active sales for page 1 (5.9 s), where the set (12,000) costs 7 ms. The
 * set is written `MATERIALIZED` to keep the planner from that walk: the one
 * plan the app chooses itself (`explain:sales-list` shows it).
 */
function expiredPageIds(
  user: User,
  filters: SaleListQuery,
  today: string,
  page: number,
  perPage: number
) {
  const { column, direction } = saleOrder(filters)
  const expired = applySaleFilters(visibleSales(user), user, filters, today).select(
    'sales.id',
    column
  )
  return Sale.query()
    .client.query()
    .withMaterialized('expired', expired)
    .from('expired')
    .select('id')
    .orderBy(column.replace('sales.', ''), direction)
    .orderBy('id', direction)
    .forPage(page, perPage)
}

/**
 * A page of the sales list and its meta; `read` turns the page's query
 * into what the answer shows.
 *
 * A search follows one rule, on both databases. Its trigram index hands over
 * up to one match past the count's cap. When that is all there is, those
 * matches are sorted and the page cut from them: a rare term costs its few
 * matches. When there are more (`nguyen` is in one name of twenty), the
 * list's own order is walked with each sale checked, which meets a page of
 * a common term within a few hundred rows, as far as the search window
 * goes; in name order its holders are mostly one range (nameOrderIds).
 */
export async function salesPage<R>(
  user: User,
  filters: SaleListQuery,
  today: string,
  read: PageReader<typeof Sale, R>
) {
  const { page = 1, perPage = DEFAULT_PER_PAGE, search } = filters
  const walk = () => inOrder(applySaleFilters(visibleSales(user), user, filters, today), filters)
  if (!search) {
    const matches = await cappedCount(walk())
    const pageQuery =
      filters.status === 'expired'
        ? inOrder(visibleSales(user), filters).whereIn(
            'sales.id',
            expiredPageIds(user, filters, today, page, perPage)
          )
        : pageOf(walk(), page, perPage)
    const rows = await read(pageQuery)
    return { rows, meta: pageMeta(matches, rows.length, page, perPage) }
  }
  assertInSearchWindow(page, perPage)
  const cap = totalCountCap.value
  // Read as the index finds them, in no order: sorted, SQLite would walk the list's order
  // checking each sale against the index's matches, the whole table for a rare term.
  const found: { id: number }[] = await matchingSales(user, filters, today)
    .select('sales.id')
    .limit(cap + 1)
    .pojo()
  const matches = found.length
  const inNameOrder =
    matches > cap ? await nameOrderIds(user, filters, today, page * perPage) : null
  const listed = (ids: unknown[]) =>
    whereIdIn(inOrder(visibleSales(user), filters), 'sales.id', ids)
  const pageQuery =
    matches <= cap
      ? listed(found.map((row) => row.id)).forPage(page, perPage)
      : inNameOrder
        ? listed(inNameOrder.slice((page - 1) * perPage, page * perPage))
        : pageOf(whereHolds(walk(), search), page, perPage)
  const rows = await read(pageQuery)
  return { rows, meta: pageMeta(matches, rows.length, page, perPage, true) }
}
