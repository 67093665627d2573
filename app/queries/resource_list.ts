import { errors as vineErrors } from '@vinejs/vine'
import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
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
 * the unit, so the answer says "more than this" instead. A test lowers it.
 */
export const totalCountCap = { value: 1_000 }

/**
 * How many matches of a search its pages reach: as many as a list counts.
 * Past them a page is refused (pastSearchWindow). A test lowers it.
 */
export const searchWindow = { value: 1_000 }

/** Reads the page query another way than as models (e.g. plain rows), in its order. */
export type PageReader<M extends LucidModel, R> = (pageQuery: Query<M>) => Promise<R[]>

/** How many rows the query matches, counted up to one past the cap (totalCountCap). */
export async function cappedCount<M extends LucidModel>(query: Query<M>) {
  const capped = query
    .clone()
    .clearOrder()
    .clearSelect()
    .select(db.raw('1'))
    .limit(totalCountCap.value + 1)
  const [counted] = await query.client.query().from(capped.as('capped')).count('* as total')
  return Number(counted.total)
}

/**
 * One page of an ordered query, read in two steps: the page's ids (an
 * OFFSET walk that an index alone may serve), then those rows. A plain
 * OFFSET reads every skipped row whole (at page 1,000 of a million sales,
 * a few ms against tens), and asked for whole rows a planner may walk the
 * list's order through rows a filter rejects instead of taking the
 * filter's own index (PostgreSQL's expired sales: the oldest, the last
 * ones a newest-first walk meets).
 */
export function pageOf<M extends LucidModel>(query: Query<M>, page: number, perPage: number) {
  const id = `${query.model.table}.id`
  const ids = query.clone().clearSelect().select(id).forPage(page, perPage)
  return query.whereIn(id, ids).limit(perPage)
}

/**
 * `column IN (ids)` as one binding: up to a thousand ids as as many
 * placeholders cost the query builder and the driver about a millisecond
 * to write and parse; a JSON array (SQLite) or an array (PostgreSQL) is one.
 */
export function whereIdIn<M extends LucidModel>(query: Query<M>, column: string, ids: unknown[]) {
  const numbers = ids.map(Number)
  if (query.client.dialect.name.includes('sqlite')) {
    return query.whereRaw(`${column} IN (SELECT value FROM json_each(?))`, [
      JSON.stringify(numbers),
    ])
  }
  return query.whereRaw(`${column} = ANY(?::bigint[])`, [numbers])
}

/**
 * A search lists its first `searchWindow` matches: past those its pages are
 * refused (422 on `page`). A page past them would walk the list's order
 * through tens of thousands of rows to skip the matches before it, and a
 * term of one or two characters every row; the pager never offers such a
 * page, so only a typed URL asks for it. The way to the rest is a narrower
 * search (a dealer, status, dates or film) or the CSV export.
 */
export function assertInSearchWindow(page: number, perPage: number) {
  const reach = searchWindow.value
  if ((page - 1) * perPage < reach) return
  const message = `A search lists its first ${reach.toLocaleString('en-US')} matches. Narrow it or add a filter to see the others.`
  throw new vineErrors.E_VALIDATION_ERROR([
    { field: 'page', rule: 'searchWindow', message, meta: { max: reach } },
  ])
}

/**
 * A page's meta from the capped count of its matches (cappedCount) and
 * the rows it holds. The total is exact up to `totalCountCap`; beyond,
 * `totalIsEstimate` is set and `total` is a lower bound (the cap, or the
 * rows up to this page when deeper), and `lastPage` offers one page more
 * while this one is full (for a search, up to its window: searchWindow),
 * so the pager never promises a page it cannot show.
 */
export function pageMeta(
  matches: number,
  rows: number,
  page: number,
  perPage: number,
  search = false
): PaginationMeta {
  const cap = totalCountCap.value
  const seen = (page - 1) * perPage + rows
  // Past the cap, a page that is not full is the last one: its end is the total.
  const full = rows === perPage
  const exact = matches <= cap ? matches : rows && !full ? seen : null
  const meta = { perPage, currentPage: page }
  if (exact !== null) {
    const lastPage = Math.max(1, Math.ceil(exact / perPage))
    return { ...meta, total: exact, lastPage, totalIsEstimate: false }
  }
  const total = Math.max(cap, full ? seen : 0)
  const next = Math.max(Math.ceil(total / perPage), full ? page + 1 : 1)
  const lastPage = search ? Math.min(next, Math.ceil(searchWindow.value / perPage)) : next
  return { ...meta, total, lastPage, totalIsEstimate: true }
}

/** One page of an ordered query and its meta; `read`: the page as something else than models. */
export async function paginate<M extends LucidModel>(
  query: Query<M>,
  page?: number,
  perPage?: number
): Promise<{ rows: InstanceType<M>[]; meta: PaginationMeta }>
export async function paginate<M extends LucidModel, R>(
  query: Query<M>,
  page: number | undefined,
  perPage: number | undefined,
  read: PageReader<M, R>
): Promise<{ rows: R[]; meta: PaginationMeta }>
export async function paginate<M extends LucidModel, R>(
  query: Query<M>,
  page = 1,
  perPage = DEFAULT_PER_PAGE,
  read?: PageReader<M, R>
): Promise<{ rows: (R | InstanceType<M>)[]; meta: PaginationMeta }> {
  const matches = await cappedCount(query)
  const pageQuery = pageOf(query, page, perPage)
  const rows = read ? await read(pageQuery) : ((await pageQuery) as InstanceType<M>[])
  return { rows, meta: pageMeta(matches, rows.length, page, perPage) }
}
