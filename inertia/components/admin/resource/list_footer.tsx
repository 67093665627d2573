import { useId } from 'react'
import { Group, Pagination, Select, Text } from '@mantine/core'
import { PER_PAGE_OPTIONS, type PaginationMeta } from '#dtos/pagination'
import type { ListState } from '~/hooks/use_list_state'
import type { Noun } from '~/components/admin/resource/types'

const PAGE_SIZE_DATA = PER_PAGE_OPTIONS.map((size) => ({ value: size, label: String(size) }))

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const

const count = (value: number) => value.toLocaleString('en-US')

/**
 * "26–50 of 321 sales": the rows on screen and how many there are. When the
 * server did not count them all (pages are then full), it says so:
 * "1–25 of more than 1,000 sales".
 */
export function rangeText(meta: PaginationMeta, noun: Noun) {
  if (meta.totalIsEstimate) {
    const first = (meta.currentPage - 1) * meta.perPage + 1
    const last = first - 1 + meta.perPage
    return `${count(first)}–${count(last)} of more than ${count(meta.total)} ${noun.plural}`
  }
  const name = meta.total === 1 ? noun.singular : noun.plural
  if (meta.total === 0) return `No ${noun.plural}`
  const first = (meta.currentPage - 1) * meta.perPage + 1
  const last = Math.min(meta.currentPage * meta.perPage, meta.total)
  return `${count(first)}–${count(last)} of ${count(meta.total)} ${name}`
}

/** The range shown, page size and pages. */
export function ListFooter({
  noun,
  list,
  meta,
  onPageChange,
}: {
  noun: Noun
  list: ListState
  meta: PaginationMeta | undefined
  onPageChange: (page: number) => void
}) {
  const sizeId = useId()
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {meta ? rangeText(meta, noun) : ' '}
      </Text>
      <Group gap="md" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm">
            Rows per page
          </Text>
          <Select<number>
            id={sizeId}
            data={PAGE_SIZE_DATA}
            value={list.params.perPage}
            onChange={(value) => value && list.setPerPage(value)}
            allowDeselect={false}
            size="xs"
            w={76}
          />
        </Group>
        {meta && meta.lastPage > 1 && (
          <Pagination
            total={meta.lastPage}
            value={Math.min(list.params.page, meta.lastPage)}
            onChange={onPageChange}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Group>
    </Group>
  )
}
