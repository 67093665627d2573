import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { useDebouncedValue } from '@mantine/hooks'
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '#dtos/pagination'

export type SortDirection = 'asc' | 'desc'
export type ArchivedMode = 'only' | 'with'

/** Everything that decides which rows a list shows. Lives in the URL query. */
export type ListParams = {
  search: string
  filters: Record<string, string>
  sort: string | null
  direction: SortDirection
  page: number
  perPage: number
  archived: ArchivedMode | null
}

/** The query string of the admin list endpoints (same names as the page URL). */
export type ListQuery = Record<string, string | number>

/** Pass stable arrays (module constants or memoised), they are memo dependencies. */
export type ListStateOptions = {
  /** Column keys the server can sort by; any other `sort` in the URL is ignored. */
  sortKeys: readonly string[]
  /** Filter keys read from and written to the URL. */
  filterKeys: readonly string[]
}

const SEARCH_DEBOUNCE_MS = 300
const MAX_PARAM_LENGTH = 100

function positiveInt(raw: string | null, fallback: number) {
  const value = Number(raw)
  return Number.isInteger(value) && value >= 1 ? value : fallback
}

function searchParamsOf(url: string) {
  const index = url.indexOf('?')
  return new URLSearchParams(index === -1 ? '' : url.slice(index + 1))
}

/** Reads list params from a URL, dropping whatever the server would refuse. */
export function parseListParams(
  url: string,
  { sortKeys, filterKeys }: ListStateOptions
): ListParams {
  const query = searchParamsOf(url)
  const text = (key: string) => (query.get(key) ?? '').trim().slice(0, MAX_PARAM_LENGTH)
  const perPage = positiveInt(query.get('perPage'), DEFAULT_PER_PAGE)
  const sort = text('sort')
  const archived = text('archived')
  const filters: Record<string, string> = {}
  for (const key of filterKeys) {
    const value = text(key)
    if (value) filters[key] = value
  }
  return {
    search: text('search'),
    filters,
    sort: sortKeys.includes(sort) ? sort : null,
    direction: text('direction') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(query.get('page'), 1),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    archived: archived === 'only' || archived === 'with' ? archived : null,
  }
}

/** The API query: defaults and empty values are left out. */
export function toListQuery(params: ListParams): ListQuery {
  const query: ListQuery = { ...params.filters }
  if (params.search) query.search = params.search
  if (params.archived) query.archived = params.archived
  if (params.sort) {
    query.sort = params.sort
    query.direction = params.direction
  }
  if (params.page > 1) query.page = params.page
  query.perPage = params.perPage
  return query
}

/** Writes the params into the current URL, keeping any query keys the list does not own. */
function buildUrl(currentUrl: string, params: ListParams, { filterKeys }: ListStateOptions) {
  const path = currentUrl.split('?')[0]
  const query = searchParamsOf(currentUrl)
  for (const key of ['search', 'archived', 'sort', 'direction', 'page', 'perPage', ...filterKeys]) {
    query.delete(key)
  }
  const listQuery = toListQuery(params)
  if (listQuery.perPage === DEFAULT_PER_PAGE) delete listQuery.perPage
  for (const [key, value] of Object.entries(listQuery)) query.set(key, String(value))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/**
 * List state (search, filters, sort, page, page size, archived) kept in the
 * page URL, so reload, back/forward and shared links restore it. Changes are
 * Inertia client-side visits: the URL and history entry change without
 * asking the server for the page again (the rows come from the API). Search
 * is debounced and replaces the history entry; other changes push one.
 */
export function useListState(options: ListStateOptions) {
  const { url } = usePage()
  const { sortKeys, filterKeys } = options
  const params = useMemo(
    () => parseListParams(url, { sortKeys, filterKeys }),
    [url, sortKeys, filterKeys]
  )

  const latest = useRef({ url, params, options })
  latest.current = { url, params, options }

  const navigate = useCallback((patch: Partial<ListParams>, { replace = false } = {}) => {
    const { url: currentUrl, params: current, options: currentOptions } = latest.current
    const next = buildUrl(currentUrl, { ...current, ...patch }, currentOptions)
    if (next === currentUrl) return
    const visit = { url: next, preserveState: true, preserveScroll: true }
    if (replace) router.replace(visit)
    else router.push(visit)
  }, [])

  // The box shows what is typed; the URL gets it once typing pauses.
  const [searchInput, setSearchInput] = useState(params.search)
  const [debouncedSearch] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS)
  useEffect(() => {
    const search = debouncedSearch.trim()
    if (search !== latest.current.params.search) navigate({ search, page: 1 }, { replace: true })
  }, [debouncedSearch, navigate])

  const actions = useMemo(
    () => ({
      setSearchInput,
      setFilter: (key: string, value: string | null) => {
        const filters = { ...latest.current.params.filters }
        if (value) filters[key] = value
        else delete filters[key]
        navigate({ filters, page: 1 })
      },
      setArchived: (archived: ArchivedMode | null) => navigate({ archived, page: 1 }),
      /** Header click: ascending, then descending, then back to the server's default order. */
      toggleSort: (key: string) => {
        const { sort, direction } = latest.current.params
        if (sort !== key) navigate({ sort: key, direction: 'asc', page: 1 })
        else if (direction === 'asc') navigate({ direction: 'desc', page: 1 })
        else navigate({ sort: null, direction: 'asc', page: 1 })
      },
      /** An explicit order (the phone list's "Sort by"); null goes back to the server's default. */
      setSort: (sort: string | null, direction: SortDirection = 'asc') =>
        navigate({ sort, direction: sort ? direction : 'asc', page: 1 }),
      setPage: (page: number, { replace = false } = {}) => navigate({ page }, { replace }),
      setPerPage: (perPage: number) => navigate({ perPage, page: 1 }),
      clearFilters: () => {
        setSearchInput('')
        navigate({ search: '', filters: {}, archived: null, page: 1 })
      },
    }),
    [navigate]
  )

  /** Filters set besides the search box (each filter, and "Show archived"). */
  const activeFilterCount = Object.keys(params.filters).length + (params.archived ? 1 : 0)
  const hasActiveFilters = params.search !== '' || activeFilterCount > 0

  return {
    params,
    query: useMemo(() => toListQuery(params), [params]),
    searchInput,
    activeFilterCount,
    hasActiveFilters,
    ...actions,
  }
}

export type ListState = ReturnType<typeof useListState>
