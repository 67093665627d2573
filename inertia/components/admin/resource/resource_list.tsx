import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Paper, Stack } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Paginated } from '#dtos/pagination'
import type { ApiError } from '~/lib/api_client'
import type { ListState } from '~/hooks/use_list_state'
import type { CardLayout, Column, Filter, Noun, RowAction } from '~/components/admin/resource/types'
import { ListToolbar } from '~/components/admin/resource/list_toolbar'
import { ResourceTable } from '~/components/admin/resource/resource_table'
import { ResourceCards } from '~/components/admin/resource/resource_cards'
import { ListFooter } from '~/components/admin/resource/list_footer'
import { useFits, useWidth } from '~/components/admin/resource/use_fits'
import { HEADER_HEIGHT } from '~/components/admin/shell/shell_config'

/** What a table of a few short columns needs; wider lists say what theirs needs. */
const DEFAULT_TABLE_WIDTH = 720

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
  /**
   * The width the table needs to show every column in full, in both languages.
   * Where the list has less (a phone, a tablet beside the sidebar) it shows cards.
   */
  minTableWidth?: number
  /** The card; by default the first column is its title and the `status` column its status. */
  card?: CardLayout
}

function defaultCardLayout<T>(columns: Column<T>[]): CardLayout {
  const [first, ...rest] = columns.map((column) => column.key)
  const status = rest.includes('status') ? 'status' : undefined
  return { title: first ? [first] : [], status, fields: rest.filter((key) => key !== status) }
}

/**
 * The one list pattern of the back office: toolbar, table or cards, and
 * pagination over a paginated API list whose state lives in the URL.
 *
 * One rule for every list and width (320 px phones to wide desktops): each
 * part is laid out in full only where it fits the width the list has — the
 * table only where every column fits (cards elsewhere, every column's value
 * on them), the filters in the toolbar's row only where the whole row fits
 * (folded into "Filters" elsewhere). Nothing scrolls sideways or is cut off.
 */
export function ResourceList<T extends { id: number }>(props: ResourceListProps<T>) {
  const { noun, list, query, columns } = props
  const meta = query.data?.meta
  // The list's top: where another page scrolls to, and the width the rule goes by.
  const { ref: top, width } = useWidth<HTMLDivElement>()
  // What the table turned out to need, when its rows needed more than declared.
  const [overflowWidth, setOverflowWidth] = useState(0)
  const tableWidth = props.minTableWidth ?? DEFAULT_TABLE_WIDTH
  const asTable = useFits(width, Math.max(tableWidth, overflowWidth))
  const onOverflow = useCallback(
    (missing: number) => {
      const needed = Math.ceil((top.current?.getBoundingClientRect().width ?? 0) + missing)
      setOverflowWidth((known) => Math.max(known, needed))
    },
    [top]
  )
  const reduceMotion = useReducedMotion()

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
        width={width}
        withSortSelect={!asTable}
        sortable={columns.filter((column) => column.sortable)}
      />
      {asTable ? (
        <Paper withBorder radius="md">
          <ResourceTable<T> {...rowProps} minWidth={tableWidth} onOverflow={onOverflow} />
        </Paper>
      ) : (
        <ResourceCards<T> {...rowProps} layout={props.card ?? defaultCardLayout(columns)} />
      )}
      <ListFooter noun={noun} list={list} meta={meta} onPageChange={goToPage} />
    </Stack>
  )
}
