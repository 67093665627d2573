import { useId, useState, type ReactNode } from 'react'
import {
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  VisuallyHidden,
} from '@mantine/core'
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react'
import type { ListState } from '~/hooks/use_list_state'
import type { Column, Filter, Noun } from '~/components/admin/resource/types'
import { DateFilterInput } from '~/components/admin/resource/date_filter_input'
import { useT } from '~/shared/i18n'

type Props = {
  noun: Noun
  list: ListState
  filters: Filter[]
  archivable: boolean
  actions?: ReactNode
  /** What the search matches, e.g. "Code, plate, customer or phone". */
  searchPlaceholder?: string
  /** Phones: the filters fold into one "Filters" control, with "Sort by" (cards have no headers). */
  compact: boolean
  sortable: Pick<Column<unknown>, 'key' | 'header'>[]
}

const DEFAULT_ORDER = 'default'
/** Side by side on wide screens; full width, one under the other, in the phone's panel. */
const WIDE_FIELD = { style: { flex: '0 1 150px' }, miw: 120 }

/** The filter fields and "Show archived", laid out by the caller. */
function FilterFields({
  list,
  filters,
  archivable,
  wide,
}: Omit<Props, 'noun' | 'compact' | 'sortable'> & { wide: boolean }) {
  const t = useT()
  return (
    <>
      {filters.map((filter) =>
        filter.type === 'date' ? (
          <DateFilterInput key={filter.key} filter={filter} list={list} wide={wide} />
        ) : (
          <Select
            key={filter.key}
            label={filter.label}
            placeholder={t('admin.list.all')}
            data={filter.options}
            value={list.params.filters[filter.key] ?? null}
            onChange={(value) => list.setFilter(filter.key, value)}
            clearable
            searchable={filter.options.length > 8}
            comboboxProps={{ withinPortal: true }}
            {...(wide ? WIDE_FIELD : {})}
          />
        )
      )}
      {archivable && (
        <Switch
          label={t('admin.list.showArchived')}
          checked={list.params.archived !== null}
          onChange={(event) => list.setArchived(event.currentTarget.checked ? 'with' : null)}
          mb={wide ? 8 : undefined}
          style={wide ? undefined : { alignSelf: 'end' }}
        />
      )}
    </>
  )
}

/** The cards have no column headers to click, so the phone panel offers the order as a select. */
function SortSelect({ list, sortable }: { list: ListState; sortable: Props['sortable'] }) {
  const t = useT()
  const data = [
    { value: DEFAULT_ORDER, label: t('admin.list.defaultOrder') },
    ...sortable.flatMap((column) => [
      { value: `${column.key}:asc`, label: t('admin.list.ascending', { column: column.header }) },
      { value: `${column.key}:desc`, label: t('admin.list.descending', { column: column.header }) },
    ]),
  ]
  const { sort, direction } = list.params
  return (
    <Select
      label={t('admin.list.sortBy')}
      data={data}
      value={sort ? `${sort}:${direction}` : DEFAULT_ORDER}
      onChange={(value) => {
        const [key, order] = (value ?? DEFAULT_ORDER).split(':')
        list.setSort(key === DEFAULT_ORDER ? null : key, order === 'desc' ? 'desc' : 'asc')
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  )
}

/** Search, filters, "Show archived" and the page's own buttons. */
export function ListToolbar(props: Props) {
  const { noun, list, filters, archivable, actions, searchPlaceholder, compact } = props
  const [filtersOpened, setFiltersOpened] = useState(false)
  const t = useT()
  const panelId = useId()
  const count = list.activeFilterCount
  const hasPanel = filters.length > 0 || archivable || props.sortable.length > 0

  const search = (
    <TextInput
      label={t('admin.list.search')}
      placeholder={searchPlaceholder ?? t('admin.list.searchPlaceholder', { noun: noun.plural })}
      aria-label={t('admin.list.searchLabel', { noun: noun.plural })}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        list.searchInput ? (
          <CloseButton
            size="sm"
            aria-label={t('admin.list.clearSearch')}
            onClick={() => list.setSearchInput('')}
          />
        ) : null
      }
      value={list.searchInput}
      onChange={(event) => list.setSearchInput(event.currentTarget.value)}
      style={compact ? undefined : { flex: '1 1 200px' }}
      maw={compact ? undefined : 320}
    />
  )

  if (!compact) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        {search}
        <FilterFields list={list} filters={filters} archivable={archivable} wide />
        {actions && (
          <Group gap="sm" ml="auto">
            {actions}
          </Group>
        )}
      </Group>
    )
  }

  return (
    <Stack gap="sm">
      {search}
      <Group gap="sm" justify="space-between" wrap="wrap">
        {hasPanel && (
          <Button
            variant="default"
            onClick={() => setFiltersOpened((opened) => !opened)}
            aria-expanded={filtersOpened}
            aria-controls={panelId}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              <IconChevronDown
                size={14}
                aria-hidden
                style={{ transform: filtersOpened ? 'rotate(180deg)' : undefined }}
              />
            }
          >
            {t('admin.list.filters')}
            {count > 0 && (
              <Badge component="span" ml={8} size="sm" circle variant="filled">
                {count}
                <VisuallyHidden>{t('admin.list.active')}</VisuallyHidden>
              </Badge>
            )}
          </Button>
        )}
        {actions && (
          <Group gap="sm" ml="auto">
            {actions}
          </Group>
        )}
      </Group>
      {filtersOpened && (
        <Paper id={panelId} withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <FilterFields list={list} filters={filters} archivable={archivable} wide={false} />
            {props.sortable.length > 0 && <SortSelect list={list} sortable={props.sortable} />}
          </SimpleGrid>
          {list.hasActiveFilters && (
            <Button variant="subtle" size="xs" mt="sm" onClick={list.clearFilters}>
              {t('admin.list.clearFilters')}
            </Button>
          )}
        </Paper>
      )}
    </Stack>
  )
}
