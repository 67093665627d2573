import { errors as vineErrors } from '@vinejs/vine'
import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { PaginationMeta } from '#dtos/pagination'
import { DEFAULT_PER_PAGE } from '#dtos/pagination'
import db from '@adonisjs/lucid/services/db'
import { orWherePhone } from '#queries/phone_search'
import { foldForSearch } from '#domain/search_text'

type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Case- and accent-insensitive "contains" over the row's `search_text` (its
 * searched fields folded by the model on every save, #domain/search_text),
 * and phone matching on E.164 phone columns.
 */
export function applySearch<M extends LucidModel>(
  query: Query<M>,
  term?: string,
  phoneColumns: string[] = []
) {
  if (!term) return query
  const pattern = likePattern(foldForSearch(term))
  return query.where((group) => {
    group.orWhereRaw(`search_text like ? escape '\\'`, [pattern])
    for (const column of phoneColumns) orWherePhone(group, column, term)
  })
}

/** Archived rows are hidden unless asked for: `only` or `with`. */
export function applyArchived<M extends LucidModel>(
  query: Query<M>,
  archived?: 'only' | 'with',
  column = 'deleted_at'
) {
  if (archived === 'only') return query.whereNotNull(column)
  if (archived === 'with') return query
  return query.whereNull(column)
}

/**
 * Sorts by a whitelisted camelCase key (the validator already refused any
 * other), with the id as a tie-breaker so pages never overlap.
 */
export function applySort<M extends LucidModel>(
  query: Query<M>,
  columns: Record<string, string>,
  sort: string | undefined,
  direction: 'asc' | 'desc' | undefined,
  fallback: { column: string; direction: 'asc' | 'desc' }
) {
  const column = (sort && columns[sort]) || fallback.column
  const dir = sort ? (direction ?? 'asc') : fallback.direction
  return query.orderBy(column, dir).orderBy('id', dir)
}

/**
 * How many matching rows a list counts at most. Past it an exact total would
 * cost a scan of every match (a million sales) for a number nobody reads to
 * the unit, so the answer says "more than this" instead. Counting even the
 * cap costs a walk over that many matches (more rows still under a selective
 * filter), so it stays small. A test lowers it.
 */
export const totalCountCap = { value: 1_000 }

/**
 * From how many rows skipped a page is read in two steps: the ids of the page
 * first (an OFFSET walk over the sort index alone, which covers the id), then
 * those rows. A plain OFFSET would read every skipped row whole; at page
 * 40,000 of a million sales that is the difference between a few ms and a
 * few hundred. A test lowers it.
 */
export const deepPageOffset = { value: 1_000 }

/**
 * Reads the page query another way than as models (e.g. plain rows), in its
 * order: one item per row.
 */
export type PageReader<M extends LucidModel, R> = (pageQuery: Query<M>) => Promise<R[]>

/**
 * What lets a deep page be read from the other end of the list: the exact
 * number of matches when something cheaper than counting them knows it
 * (counters), else null; and the same query in the opposite order.
 */
export type FromEnd<M extends LucidModel> = {
  total: () => Promise<number | null>
  reversed: () => Query<M>
}

/**
 * `read`: the page as something else than models; `fromEnd`: see FromEnd;
 * `idsFirst`: every page by its ids first, for a query whose ids come
 * sorted (or filtered) from an index alone while its rows would be sorted
 * whole (or each read to be checked);
 * `byIds`: for a filter that costs much to run (a search), see ByIds.
 */
export type PageOptions<M extends LucidModel, R> = {
  read?: PageReader<M, R>
  fromEnd?: FromEnd<M>
  idsFirst?: boolean
  byIds?: ByIds<M>
}

/**
 * A filter run once: the count reads the matches' ids with their `sortColumn`
 * (no more than the cap), `order` puts those in the list's order (it is
 * given them as the table's name, so its columns read as in the list), and
 * when they are all under the cap the page's ids are cut from them and its
 * rows read by `rows` (the list's query in its order, without the filter):
 * the matches are read once, the page's rows alone again. `matching`: the
 * same filter written to find its first matches soonest, when that is not
 * the list's query (which then reads the page when they pass the cap).
 */
export type ByIds<M extends LucidModel> = {
  sortColumn: string
  order: <Q extends ChainableContract>(query: Q) => Q
  rows: () => Query<M>
  matching?: () => Query<M>
}

/**
 * The page's rows, in the list's order. Deep pages (see `deepPageOffset`)
 * are read by their ids first; the OFFSET walk over the sort index is then
 * their whole cost, so a page past the middle of a known total takes its
 * ids from the other end (a short OFFSET in the opposite order).
 */
async function pageRows<M extends LucidModel>(
  query: Query<M>,
  page: number,
  perPage: number,
  options: PageOptions<M, unknown>
) {
  const { fromEnd, idsFirst } = options
  // Wrapped: an async function would run a query builder it returned (a thenable).
  const offset = (page - 1) * perPage
  if (offset < deepPageOffset.value && !idsFirst) return { pageQuery: query.forPage(page, perPage) }
  const id = `${query.model.table}.id`
  const total = fromEnd ? await fromEnd.total() : null
  if (fromEnd && total !== null && offset * 2 > total && offset < total) {
    const ids = fromEnd
      .reversed()
      .clearSelect()
      .select(id)
      .offset(Math.max(0, total - offset - perPage))
      .limit(Math.min(perPage, total - offset))
    return { pageQuery: query.whereIn(id, ids).limit(perPage) }
  }
  const ids = query.clone().clearSelect().select(id).forPage(page, perPage)
  return { pageQuery: query.whereIn(id, ids).limit(perPage) }
}

/**
 * `column IN (ids)` as one binding: up to a thousand ids as as many
 * placeholders cost the query builder and the driver about a millisecond
 * to write and parse on every search; a JSON array (SQLite) or an array
 * (PostgreSQL) is one.
 */
function whereIdIn<M extends LucidModel>(query: Query<M>, column: string, ids: unknown[]) {
  const numbers = ids.map(Number)
  if (query.client.dialect.name.includes('sqlite')) {
    return query.whereRaw(`${column} IN (SELECT value FROM json_each(?))`, [
      JSON.stringify(numbers),
    ])
  }
  return query.whereRaw(`${column} = ANY(?::bigint[])`, [numbers])
}

/**
 * How many matches of a search its pages reach: as many as a list counts.
 * A test lowers it.
 */
export const searchWindow = { value: 1_000 }

/**
 * A search lists its first `reach` matches (searchWindow): past those its
 * pages are refused (422 on `page`). A common name is in 5 % of
 * a million sales, and a page past its first thousand matches walks tens
 * of thousands of sales in the list's order to skip those before it
 * (`nguyen` page 200 by expiry: 91,000 for 5,000 matches, ~25 ms each, and
 * four at once queued past 50 ms); a term of one or two characters walks
 * every sale. The pager offers one page after another while pages are
 * full, so only a typed URL asks for such a page; the way to the rest is a
 * narrower search (a dealer, status, dates or film) or the CSV export.
 */
function pastSearchWindow(reach: number) {
  const message = `A search lists its first ${reach.toLocaleString('en-US')} matches. Narrow it or add a filter to see the others.`
  return new vineErrors.E_VALIDATION_ERROR([
    { field: 'page', rule: 'searchWindow', message, meta: { max: reach } },
  ])
}

/**
 * One page and its meta. The total is exact up to `totalCountCap`; beyond,
 * `totalIsEstimate` is set and `total` is a lower bound (the cap, or the
 * rows up to this page when deeper), and `lastPage` offers one page more
 * while this one is full (for a search, up to its first `searchWindow`
 * matches: see pastSearchWindow), so the pager never promises a page it cannot show.
 * See PageOptions for `options`.
 */
export async function paginate<M extends LucidModel>(
  query: Query<M>,
  page?: number,
  perPage?: number,
  options?: Omit<PageOptions<M, never>, 'read'>
): Promise<{ rows: InstanceType<M>[]; meta: PaginationMeta }>
export async function paginate<M extends LucidModel, R>(
  query: Query<M>,
  page: number | undefined,
  perPage: number | undefined,
  options: PageOptions<M, R> & { read: PageReader<M, R> }
): Promise<{ rows: R[]; meta: PaginationMeta }>
export async function paginate<M extends LucidModel, R>(
  query: Query<M>,
  page = 1,
  perPage = DEFAULT_PER_PAGE,
  options: PageOptions<M, R> = {}
): Promise<{ rows: (R | InstanceType<M>)[]; meta: PaginationMeta }> {
  const cap = totalCountCap.value
  const id = `${query.model.table}.id`
  const sorted = options.byIds
  const reach = searchWindow.value
  if (sorted && (page - 1) * perPage >= reach) throw pastSearchWindow(reach)
  const columns = sorted ? [...new Set([id, sorted.sortColumn])] : [db.raw('1')]
  const capped = (sorted?.matching?.() ?? query.clone())
    .clearOrder()
    .clearSelect()
    .select(...columns)
    .limit(cap + 1)
  let matches: number
  let byIds: Query<M> | null = null
  if (sorted) {
    // The matches' ids in order instead of a count: when they all fit under the cap,
    // the page is cut from them, and the filter (a search) runs once.
    // Read apart (a materialised CTE), with the plan that finds them soonest: as a subquery of
    // the ordered one, SQLite walked the order's index for them, reading each row apart (40 ms
    // for 1,001 of a common name, 3 ms through the table); ordered by id, it sorted a dealer's
    // 125,000 rows for them (0.3-1.2 s).
    const table = query.model.table
    const apart = query.client.query().withMaterialized('matches', capped)
    const found = await sorted.order(apart.from(`matches as ${table}`).select(id))
    matches = found.length
    const ids = found.slice((page - 1) * perPage, page * perPage).map((row) => row.id)
    if (matches <= cap) byIds = whereIdIn(sorted.rows(), id, ids).limit(perPage)
  } else {
    const [counted] = await query.client.query().from(capped.as('capped')).count('* as total')
    matches = Number(counted.total)
  }
  const { pageQuery } = byIds ? { pageQuery: byIds } : await pageRows(query, page, perPage, options)
  const read = options.read
  const rows = read ? await read(pageQuery) : ((await pageQuery) as InstanceType<M>[])
  const seen = (page - 1) * perPage + rows.length
  // Past the cap, a page that is not full is the last one: its end is the total.
  const full = rows.length === perPage
  const exact = matches <= cap ? matches : rows.length && !full ? seen : null
  const meta = { perPage, currentPage: page }
  if (exact !== null) {
    const lastPage = Math.max(1, Math.ceil(exact / perPage))
    return { rows, meta: { ...meta, total: exact, lastPage, totalIsEstimate: false } }
  }
  const total = Math.max(cap, full ? seen : 0)
  const next = Math.max(Math.ceil(total / perPage), full ? page + 1 : 1)
  // A search's pages stop at its first `reach` matches (pastSearchWindow).
  const lastPage = sorted ? Math.min(next, Math.ceil(reach / perPage)) : next
  return { rows, meta: { ...meta, total, lastPage, totalIsEstimate: true } }
}
