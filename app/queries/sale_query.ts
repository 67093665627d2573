import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type User from '#models/user'
import Sale from '#models/sale'
import { applySaleSearch, matchesSoonerFromIndex, pageSoonerFromSet } from '#queries/sale_search'
import { foundThroughIndexes, partThroughIndex } from '#queries/search_alternatives'
import { nameRuns, type NamePart, type NameRuns, type SearchPlan } from '#queries/search_plan'
import { countedSaleTotal } from '#queries/sale_totals'
import { totalCountCap, type ByIds } from '#queries/resource_list'
import { DEFAULT_PER_PAGE } from '#dtos/pagination'
import { nameSample, type NameSample } from '#queries/name_trigrams'
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
 * The list filters, shared by the paginated list and the CSV export. The
 * status filters use the stored `status` + `expires_at` (indexed together).
 */
export function applySaleFilters(
  query: SaleQuery,
  user: User,
  filters: SaleListQuery,
  today: string,
  names?: NameSample,
  plan: SearchPlan = {}
) {
  applySaleSearch(query, filters.search, names, {
    ...plan,
    byName: plan.byName ?? filters.sort === 'customerName',
  })
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
  if (filters.status === 'active') {
    query.where('sales.status', 'active')
    // Active sales are most of them, the newest first: the list walks its
    // sort index and skips the few expired. SQLite (without statistics, or
    // with none yet for a new index) would rather take the expiry range and
    // sort every active sale; the unary `+` keeps this term off any index.
    if (query.client.dialect.name.includes('sqlite')) {
      query.whereRaw('+sales.expires_at >= ?', [today])
    } else query.where('sales.expires_at', '>=', today)
  }
  if (filters.status === 'expired')
    query.where('sales.status', 'active').where('sales.expires_at', '<', today)
  if (filters.installedFrom) query.where('sales.installed_at', '>=', filters.installedFrom)
  if (filters.installedTo) query.where('sales.installed_at', '<=', filters.installedTo)
  return query
}

/**
 * What a search is run with: the sample of names (#queries/name_trigrams);
 * whether its capped count reads its matches from the trigram table
 * (#queries/sale_search matchesSoonerFromIndex), asked only when counters
 * know how many sales the other filters leave (none, or one dealer), and
 * on SQLite only: PostgreSQL's planner weighs its trigram index with
 * statistics; and, in name order, how its page is read in runs
 * (#queries/search_plan nameRuns); in another order, whether a deep page
 * of a common term is walked against the set of its matches (SQLite,
 * #queries/sale_search pageSoonerFromSet).
 */
export type SearchSetup = {
  names?: NameSample
  fromIndex: boolean
  inSet?: boolean
  /** The page's runs (in name order) and the capped count's. */
  runs: NameRuns | null
  countRuns?: NameRuns | null
}

export async function searchSetup(user: User, filters: SaleListQuery): Promise<SearchSetup> {
  const client = Sale.query().client
  if (!filters.search) return { fromIndex: false, runs: null }
  const names = await nameSample(client)
  const wanted = (filters.page ?? 1) * (filters.perPage ?? DEFAULT_PER_PAGE)
  const byName = filters.sort === 'customerName'
  const indexed = foundThroughIndexes(filters.search)
  const runs = byName && indexed ? nameRuns(filters.search, names, wanted) : null
  const cap = totalCountCap.value + 1
  const sqlite = client.dialect.name.includes('sqlite')
  // A fragment most of whose holders begin with it (`nguyen`) is counted from its range of the
  // name index, one dealer's too. With no other filter SQLite's trigram table hands over the
  // first matches as cheaply (23 against 27 ms p95); a given name's holders (`huong`) are no
  // range of it (23 against 56 ms on SQLite, 35 against 48 on PostgreSQL).
  const counted = indexed ? nameRuns(filters.search, names, cap) : null
  const countRuns = counted?.mostlyStart && (!sqlite || narrowed(user, filters)) ? counted : null
  // The walk reads an index that holds what is searched, with the status and expiry: newest
  // first (migration 1732200000025), and every other order's, all dealers' or one dealer's
  // (1732200000026-27), unless a film, dates or the expired sales' own indexes are walked.
  const walkCovered =
    !filters.sort ||
    filters.sort === 'installedAt' ||
    !(
      filters.productId ||
      filters.installedFrom ||
      filters.installedTo ||
      filters.status === 'expired'
    )
  const inSet =
    sqlite && !byName && !walkCovered && pageSoonerFromSet(filters.search, names, wanted)
  const others = countedSaleTotal(client, user, { ...filters, search: undefined })
  if (countRuns || !names || !others || !sqlite) {
    return { names, fromIndex: false, inSet, runs, countRuns }
  }
  const fromIndex = await matchesSoonerFromIndex(filters.search, names, others, cap)
  return { names, fromIndex, inSet, runs, countRuns }
}

/** Whether filters other than the search leave fewer sales than all (a staff member's: one dealer's). */
function narrowed(user: User, filters: SaleListQuery) {
  const { dealerId, productId, status, installedFrom, installedTo } = filters
  return !user.isAdmin || Boolean(dealerId || productId || status || installedFrom || installedTo)
}

/** The (status, expires_at, installed_at, id) index of migration 1732200000020. */
export const EXPIRED_SALES_INDEX = 'sales_status_expires_at_installed_at_id_index'

/**
 * The index of the expired sales that holds this sort column:
 * (status, expires_at, column, id), migration 1732200000023; the expiry and
 * installation orders are migration 20's.
 */
export function expiredSalesIndex(column: string) {
  const name = column.replace(/^sales\./, '')
  return ['installed_at', 'expires_at'].includes(name)
    ? EXPIRED_SALES_INDEX
    : `sales_status_expires_at_${name}_id_index`
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
 * first. Callers add the id in the same direction to break ties.
 */
export function saleOrder(filters: SaleListQuery) {
  const column = filters.sort ? SALE_SORT_COLUMNS[filters.sort] : undefined
  if (!column) return { column: 'sales.installed_at', direction: 'desc' as const }
  return { column: `sales.${column}`, direction: filters.direction ?? 'asc' }
}

/**
 * On SQLite, the expired sales of all dealers are read through the index by
 * name that holds the sort key beside the expiry: SQLite 3.54 would rather
 * skip-scan the dealers' status + expiry index, which lacks the sort key,
 * and read every expired row (100+ ms at a million sales, against 3 from the
 * covering index). One dealer's sales are left to the planner: its dealer
 * index is the narrow one there.
 */
function readExpired(sales: SaleQuery, user: User, filters: SaleListQuery) {
  const oneDealer = !user.isAdmin || Boolean(filters.dealerId)
  if (oneDealer || !sales.client.dialect.name.includes('sqlite')) return sales
  sales.knexQuery.fromRaw(`sales INDEXED BY ${expiredSalesIndex(saleOrder(filters).column)}`)
  return sales
}

/**
 * The list's query in either direction (a deep page may be read from the
 * end), and the order it applies. Expired sales are the oldest: walking the
 * sort index (newest first by default) meets them last, yet planners expect
 * them anywhere. Sorted by an expression no index holds, they are read from
 * the status + expiry index range (migration 1732200000020), ids first; the
 * rows are the same. `setup`: how a search is run (searchSetup).
 */
export function orderedSales(
  user: User,
  filters: SaleListQuery,
  today: string,
  setup: SearchSetup = { fromIndex: false, runs: null }
) {
  const { names, fromIndex, inSet, runs, countRuns } = setup
  const { column } = saleOrder(filters)
  const expired = filters.status === 'expired'
  const sqlite = Sale.query().client.dialect.name.includes('sqlite')
  const order = <Q extends ChainableContract>(sales: Q, dir: 'asc' | 'desc'): Q => {
    if (!expired) return sales.orderBy(column, dir).orderBy('sales.id', dir)
    return sales.orderByRaw(`coalesce(${column}, ${column}) ${dir}, sales.id ${dir}`)
  }
  const filtered = (dir: 'asc' | 'desc', name?: NamePart) => {
    const plan = name ? { name } : { inSet }
    const sales = applySaleFilters(visibleSales(user), user, filters, today, names, plan)
    // Found through the trigram tables, then sorted: not by walking the order.
    if (sqlite && name && partThroughIndex(filters.search ?? '', name)) notIndexed(sales)
    else if (expired) readExpired(sales, user, filters)
    return order(sales, dir)
  }
  /**
   * The sales among the first `wanted` of each run (#queries/search_plan
   * nameRuns), in the list's order when `dir` is given, else in any.
   */
  const inRuns = (plan: NameRuns, wanted: number, dir?: 'asc' | 'desc') => {
    const client = Sale.query().client
    const run = (name: NamePart) => {
      const sales = filtered(dir ?? 'asc', name)
        .clearSelect()
        .select('sales.id')
        .limit(wanted)
      const rows = dir ? sales : sales.clearOrder()
      return client
        .query()
        .from(rows.as(`${name.part}_run`))
        .select('id')
    }
    const ids = run({ part: 'start' })
      .unionAll(run({ part: 'rest', restFromIndex: plan.restFromIndex }))
      .unionAll(run({ part: 'others' }))
    const sales = visibleSales(user).whereIn('sales.id', ids)
    // SQLite would rather walk the order's index for those few ids.
    return sqlite ? notIndexed(sales) : sales
  }
  const ordered = (dir: 'asc' | 'desc') => {
    if (!runs) return filtered(dir)
    return order(
      inRuns(runs, (filters.page ?? 1) * (filters.perPage ?? DEFAULT_PER_PAGE), dir),
      dir
    )
  }
  /** A filter run once (#queries/resource_list): its matches put in order, the page's rows read again. */
  const byIds = (dir: 'asc' | 'desc'): ByIds<typeof Sale> => ({
    sortColumn: column,
    order: (matches) => order(matches, dir),
    rows: () => order(visibleSales(user), dir),
    // The whole filter, for the count (the page's query may hold only each run's first rows),
    // in no order: a common name is walked whatever the list's order.
    matching: () => {
      if (countRuns) return inRuns(countRuns, totalCountCap.value + 1)
      const plan = { fromIndex, byName: false }
      const sales = applySaleFilters(visibleSales(user), user, filters, today, names, plan)
      return expired && !fromIndex ? readExpired(sales, user, filters) : sales
    },
  })
  return { ordered, byIds }
}

/** Sales read by their ids (the rowid), sorted after: SQLite is not to walk an index for them. */
function notIndexed(sales: SaleQuery) {
  sales.knexQuery.fromRaw('sales NOT INDEXED')
  return sales
}
