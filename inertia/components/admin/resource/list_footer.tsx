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

/** Total count, page size and pages. */
export function ListFooter({
  noun,
  list,
  meta,
}: {
  noun: Noun
  list: ListState
  meta: PaginationMeta | undefined
}) {
  const sizeId = useId()
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {meta ? `${meta.total} ${meta.total === 1 ? noun.singular : noun.plural}` : ' '}
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
            onChange={(page) => list.setPage(page)}
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
