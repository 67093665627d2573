import { useId } from 'react'
import { Group, Pagination, Select, Stack, Text } from '@mantine/core'
import { PER_PAGE_OPTIONS, type PaginationMeta } from '#dtos/pagination'
import type { ListState } from '~/hooks/use_list_state'
import type { Noun } from '~/components/admin/resource/types'
import { useT, type Translate } from '~/shared/i18n'

const PAGE_SIZE_DATA = PER_PAGE_OPTIONS.map((size) => ({ value: size, label: String(size) }))

const CONTROL_LABELS = {
  first: 'admin.list.firstPage',
  previous: 'admin.list.previousPage',
  next: 'admin.list.nextPage',
  last: 'admin.list.lastPage',
} as const

/**
 * "26–50 of 321 sales": the rows on screen and how many there are. When the
 * server did not count them all (pages are then full), it says so:
 * "1–25 of more than 1,000 sales".
 */
export function rangeText(meta: PaginationMeta, noun: Noun, t: Translate) {
  const first = (meta.currentPage - 1) * meta.perPage + 1
  if (meta.totalIsEstimate) {
    const last = first - 1 + meta.perPage
    return t('admin.list.rangeEstimate', { first, last, total: meta.total, noun: noun.plural })
  }
  if (meta.total === 0) return t('admin.list.none', { noun: noun.plural })
  const last = Math.min(meta.currentPage * meta.perPage, meta.total)
  const name = meta.total === 1 ? noun.singular : noun.plural
  return t('admin.list.range', { first, last, total: meta.total, noun: name })
}

/**
 * A search lists its first thousand matches (the server refuses a page past
 * them): on its last page of those, the footer says how to see the others.
 */
function atSearchWindow(meta: PaginationMeta) {
  return meta.totalIsEstimate && meta.currentPage >= meta.lastPage
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
  const t = useT()
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={2} aria-live="polite">
        <Text size="sm" c="dimmed">
          {meta ? rangeText(meta, noun, t) : ' '}
        </Text>
        {meta && atSearchWindow(meta) && (
          <Text size="sm" c="dimmed" maw={420}>
            {t('admin.list.searchWindow', { total: meta.total, noun: noun.plural })}
          </Text>
        )}
      </Stack>
      <Group gap="md" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm">
            {t('admin.list.rowsPerPage')}
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
            getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
            getItemProps={(page) => ({ 'aria-label': t('admin.list.page', { page }) })}
          />
        )}
      </Group>
    </Group>
  )
}
