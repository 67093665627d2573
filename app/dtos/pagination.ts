/** The shape of every list answer of the admin API. */
export type PaginationMeta = {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
}
export type Paginated<T> = { data: T[]; meta: PaginationMeta }
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const
export const DEFAULT_PER_PAGE = 25
