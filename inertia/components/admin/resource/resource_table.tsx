import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Group, Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useIsomorphicEffect } from '@mantine/hooks'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import type { ListState } from '~/hooks/use_list_state'
import type { Column, ListViewProps } from '~/components/admin/resource/types'
import { RowActionsMenu } from '~/components/admin/resource/row_actions_menu'
import { ListEmpty, ListError } from '~/components/admin/resource/list_messages'
import { useT } from '~/shared/i18n'

type Props<T> = ListViewProps<T> & {
  minWidth: number
  /**
   * Called with the px missing when the rows do not fit after all (longer
   * words than the declared width allows for: a language, unusual data).
   */
  onOverflow: (missing: number) => void
}

const SKELETON_ROWS = 8

function SortableHeader<T>({ column, list }: { column: Column<T>; list: ListState }) {
  const active = list.params.sort === column.key
  const direction = list.params.direction
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown
  return (
    <Table.Th
      ta={column.align}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton onClick={() => list.toggleSort(column.key)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
          {column.header}
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}

/** One cell spanning the table, for the empty and error states. */
function FullWidthRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span} py="xl">
        {children}
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * The list's table: sortable headers, skeleton rows while the first page
 * loads, the empty and error states, and optional row click and row actions.
 */
export function ResourceTable<T extends { id: number }>(props: Props<T>) {
  const t = useT()
  const { noun, list, columns, rows, rowActions, onRowClick, isArchived } = props
  const span = columns.length + (rowActions ? 1 : 0)
  const container = useRef<HTMLDivElement>(null)
  const { onOverflow } = props
  // Checked before it is painted, and again whenever the table or its room changes size (rows,
  // fonts, the window): a table that would scroll sideways gives way to cards.
  useIsomorphicEffect(() => {
    const element = container.current
    const table = element?.querySelector('table')
    if (!element || !table) return
    const check = () => {
      const missing = element.scrollWidth - element.clientWidth
      if (missing > 1) onOverflow(missing)
    }
    check()
    const observer = new ResizeObserver(check)
    observer.observe(element)
    observer.observe(table)
    return () => observer.disconnect()
  }, [onOverflow])

  let body: ReactNode
  if (props.error && !rows) {
    body = (
      <FullWidthRow span={span}>
        <ListError noun={noun} list={list} error={props.error} onRetry={props.onRetry} />
      </FullWidthRow>
    )
  } else if (props.isLoading || !rows) {
    body = Array.from({ length: Math.min(list.params.perPage, SKELETON_ROWS) }, (_, index) => (
      <Table.Tr key={index} aria-hidden>
        {Array.from({ length: span }, (__, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ))
  } else if (rows.length === 0) {
    body = (
      <FullWidthRow span={span}>
        <ListEmpty noun={noun} list={list} />
      </FullWidthRow>
    )
  } else {
    body = rows.map((row) => {
      const archived = isArchived?.(row) ?? false
      const open = onRowClick && (() => onRowClick(row))
      const onKeyDown = (event: KeyboardEvent) => {
        if (
          open &&
          event.target === event.currentTarget &&
          (event.key === 'Enter' || event.key === ' ')
        ) {
          event.preventDefault()
          open()
        }
      }
      return (
        <Table.Tr
          key={row.id}
          onClick={open}
          onKeyDown={open && onKeyDown}
          tabIndex={open ? 0 : undefined}
          aria-label={open ? props.rowLabel(row) : undefined}
          // Archived rows are tinted, not faded: fading took their text below 4.5 : 1.
          bg={archived ? 'var(--mantine-color-default-hover)' : undefined}
          style={{ cursor: open ? 'pointer' : undefined }}
        >
          {columns.map((column) => (
            <Table.Td
              key={column.key}
              ta={column.align}
              style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
            >
              {column.render(row)}
            </Table.Td>
          ))}
          {rowActions && (
            <Table.Td ta="right" w={56}>
              <RowActionsMenu label={props.rowLabel(row)} actions={rowActions(row)} />
            </Table.Td>
          )}
        </Table.Tr>
      )
    })
  }

  return (
    // The native container would scroll a table too wide inside itself (the list shows
    // cards before that). It is also the containing block of absolutely positioned content
    // (visually hidden labels): without that, such content escapes the clip and widens the page.
    <Table.ScrollContainer
      ref={container}
      minWidth={props.minWidth}
      type="native"
      style={{ overflowX: 'auto', position: 'relative' }}
    >
      <Table
        highlightOnHover={Boolean(rows?.length)}
        verticalSpacing="sm"
        aria-busy={props.isLoading || props.isRefreshing}
        style={{ opacity: props.isRefreshing ? 0.6 : undefined, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortable ? (
                <SortableHeader key={column.key} column={column} list={list} />
              ) : (
                <Table.Th key={column.key} ta={column.align}>
                  {column.header}
                </Table.Th>
              )
            )}
            {rowActions && (
              <Table.Th w={56}>
                <VisuallyHidden>{t('admin.list.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
