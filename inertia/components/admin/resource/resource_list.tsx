import { useEffect, useRef, type ReactNode } from 'react'
import { Paper, Stack } from '@mantine/core'
import { useMediaQuery, useReducedMotion } from '@mantine/hooks'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Paginated } from '#dtos/pagination'
import type { ApiError } from '~/lib/api_client'
import type { ListState } from '~/hooks/use_list_state'
import type { CardLayout, Column, Filter, Noun, RowAction } from '~/components/admin/resource/types'
import { ListToolbar } from '~/components/admin/resource/list_toolbar'
import { ResourceTable } from '~/components/admin/resource/resource_table'
import { ResourceCards } from '~/components/admin/resource/resource_cards'
import { ListFooter } from '~/components/admin/resource/list_footer'
import { HEADER_HEIGHT } from '~/components/admin/shell/shell_config'

/** Below Mantine's `sm` breakpoint (48em) a list shows cards instead of its table. */
const CARD_LIST_QUERY = '(max-width: 47.99em)'

export type ResourceListProps<T extends { id: number }> = {
  noun: Noun
  /** From `useListState`: the URL-backed search, filters, sort and page. */
  list: ListState
  /** From `useResourceList` (or any query answering `Paginated<T>`). */
  query: UseQueryResult<Paginated<T>, ApiError>
  columns: Column<T>[]
  filters?: Filter[]
  /** Placeholder of the search box; defaults to "Search <plural>…". */
  searchPlaceholder?: string
  /** Buttons at the end of the toolbar: "New …", "Export CSV", … */
  toolbarActions?: ReactNode
  /** Shows the "Show archived" switch. */
  archivable?: boolean
  /** The row's accessible name ("DL-0001 Sunshine Tint"), used by its actions menu. */
  rowLabel: (row: T) => string
  rowActions?: (row: T) => RowAction[]
  onRowClick?: (row: T) => void
  isArchived?: (row: T) => boolean
  /** Below this width the table scrolls sideways inside its container. */
  minTableWidth?: number
  /** The phone card; by default the first column is its title and the `status` column its status. */
  card?: CardLayout
}

function defaultCardLayout<T>(columns: Column<T>[]): CardLayout {
  const [first, ...rest] = columns.map((column) => column.key)
  const status = rest.includes('status') ? 'status' : undefined
  return { title: first ? [first] : [], status, fields: rest.filter((key) => key !== status) }
}

/**
 * The one list pattern of the back office: toolbar, table (cards on a phone)
 * and pagination over a paginated API list whose state lives in the URL.
 */
export function ResourceList<T extends { id: number }>(props: ResourceListProps<T>) {
  const { noun, list, query, columns } = props
  const meta = query.data?.meta
  const asCards = useMediaQuery(CARD_LIST_QUERY) === true
  const reduceMotion = useReducedMotion()
  const top = useRef<HTMLDivElement>(null)

  // Another page starts at the top of the list, not where the pagination was.
  const goToPage = (next: number) => {
    list.setPage(next)
    const element = top.current
    if (element && element.getBoundingClientRect().top < HEADER_HEIGHT) {
      element.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' })
    }
  }

  // A page past the end (a shared link, or the last row of the last page
  // archived) moves to the last page that exists.
  const lastPage = query.isPlaceholderData ? undefined : meta?.lastPage
  const { page } = list.params
  const { setPage } = list
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage, { replace: true })
  }, [lastPage, page, setPage])

  const rowProps = {
    noun,
    list,
    columns,
    rows: query.data?.data,
    isLoading: query.isPending,
    isRefreshing: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
    rowLabel: props.rowLabel,
    rowActions: props.rowActions,
    onRowClick: props.onRowClick,
    isArchived: props.isArchived,
  }

  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: HEADER_HEIGHT + 16 }}>
      <ListToolbar
        noun={noun}
        list={list}
        filters={props.filters ?? []}
        archivable={props.archivable ?? false}
        actions={props.toolbarActions}
        searchPlaceholder={props.searchPlaceholder}
        compact={asCards}
        sortable={columns.filter((column) => column.sortable)}
      />
      {asCards ? (
        <ResourceCards<T> {...rowProps} layout={props.card ?? defaultCardLayout(columns)} />
      ) : (
        <Paper withBorder radius="md">
          <ResourceTable<T> {...rowProps} minWidth={props.minTableWidth ?? 720} />
        </Paper>
      )}
      <ListFooter noun={noun} list={list} meta={meta} onPageChange={goToPage} />
    </Stack>
  )
}
