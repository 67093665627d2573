import { useEffect, type ReactNode } from 'react'
import { Paper, Stack } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Paginated } from '#dtos/pagination'
import type { ApiError } from '~/lib/api_client'
import type { ListState } from '~/hooks/use_list_state'
import type { Column, Filter, Noun, RowAction } from '~/components/admin/resource/types'
import { ListToolbar } from '~/components/admin/resource/list_toolbar'
import { ResourceTable } from '~/components/admin/resource/resource_table'
import { ListFooter } from '~/components/admin/resource/list_footer'

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
}

/**
 * The one list pattern of the back office: toolbar, table and pagination over
 * a paginated API list whose state lives in the URL.
 */
export function ResourceList<T extends { id: number }>(props: ResourceListProps<T>) {
  const { noun, list, query } = props
  const meta = query.data?.meta

  // A page past the end (a shared link, or the last row of the last page
  // archived) moves to the last page that exists.
  const lastPage = query.isPlaceholderData ? undefined : meta?.lastPage
  const { page } = list.params
  const { setPage } = list
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage, { replace: true })
  }, [lastPage, page, setPage])

  return (
    <Stack gap="md">
      <ListToolbar
        noun={noun}
        list={list}
        filters={props.filters ?? []}
        archivable={props.archivable ?? false}
        actions={props.toolbarActions}
        searchPlaceholder={props.searchPlaceholder}
      />
      <Paper withBorder radius="md">
        <ResourceTable<T>
          noun={noun}
          list={list}
          columns={props.columns}
          rows={query.data?.data}
          isLoading={query.isPending}
          isRefreshing={query.isPlaceholderData}
          error={query.error}
          onRetry={() => void query.refetch()}
          rowLabel={props.rowLabel}
          rowActions={props.rowActions}
          onRowClick={props.onRowClick}
          isArchived={props.isArchived}
          minWidth={props.minTableWidth ?? 720}
        />
      </Paper>
      <ListFooter noun={noun} list={list} meta={meta} />
    </Stack>
  )
}
