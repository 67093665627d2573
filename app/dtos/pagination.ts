/** The shape of every list answer of the admin API. */
export type PaginationMeta = {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
  /**
   * Set when counting every match would cost too much: `total` is then a
   * lower bound ("more than 1,000") and `lastPage` the next page while
   * pages are full.
   */
  totalIsEstimate: boolean
}
export type Paginated<T> = { data: T[]; meta: PaginationMeta }
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const
export const DEFAULT_PER_PAGE = 25
