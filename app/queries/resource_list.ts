import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
import type { PaginationMeta } from '#dtos/pagination'
import { DEFAULT_PER_PAGE } from '#dtos/pagination'
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

export async function paginate<M extends LucidModel>(
  query: Query<M>,
  page = 1,
  perPage = DEFAULT_PER_PAGE
): Promise<{ rows: InstanceType<M>[]; meta: PaginationMeta }> {
  const result = await query.paginate(page, perPage)
  return {
    rows: result.all() as InstanceType<M>[],
    meta: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: Math.max(1, result.lastPage),
    },
  }
}
