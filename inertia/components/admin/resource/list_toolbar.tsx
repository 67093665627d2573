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
import { useFits, useWidth } from '~/components/admin/resource/use_fits'
import { useT } from '~/shared/i18n'

type Props = {
  noun: Noun
  list: ListState
  filters: Filter[]
  archivable: boolean
  actions?: ReactNode
  /** What the search matches, e.g. "Code, plate, customer or phone". */
  searchPlaceholder?: string
  /** The list's width (`useWidth`), null until measured. */
  width: number | null
  /** Cards have no column headers to sort by: the folded panel then offers "Sort by". */
  withSortSelect: boolean
  sortable: Pick<Column<unknown>, 'key' | 'header'>[]
}

const DEFAULT_ORDER = 'default'

/**
 * The room each part of the toolbar's row starts from (its flex basis: a row
 * wraps when these do not fit), "Show archived" as long as in Vietnamese, and
 * Mantine's `sm` gap between them.
 */
const ROW = { search: 200, select: 150, date: 190, archived: 200, gap: 12 }

/** Side by side in the toolbar's row (shrinking a little); full width in the folded panel. */
const ROW_SELECT = { style: { flex: `0 1 ${ROW.select}px` }, miw: 120 }
const ROW_DATE = { style: { flex: `0 1 ${ROW.date}px` }, miw: 160 }

/** The width of the toolbar in one row: the search, every filter, and the page's buttons. */
export function inlineToolbarWidth(filters: Filter[], archivable: boolean, actionsWidth: number) {
  const fields = filters.map((filter) => (filter.type === 'date' ? ROW.date : ROW.select))
  if (archivable) fields.push(ROW.archived)
  const parts = [ROW.search, ...fields, ...(actionsWidth > 0 ? [actionsWidth] : [])]
  return parts.reduce((sum, part) => sum + part, 0) + ROW.gap * (parts.length - 1)
}

/** The filter fields and "Show archived", laid out by the caller. */
function FilterFields({
  list,
  filters,
  archivable,
  wide,
}: Pick<Props, 'list' | 'filters' | 'archivable'> & { wide: boolean }) {
  const t = useT()
  return (
    <>
      {filters.map((filter) =>
        filter.type === 'date' ? (
          <DateFilterInput
            key={filter.key}
            filter={filter}
            list={list}
            rowField={wide ? ROW_DATE : undefined}
          />
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
            {...(wide ? ROW_SELECT : {})}
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

/**
 * Search, filters, "Show archived" and the page's own buttons, in one row
 * where they all fit at the list's width; elsewhere the filters fold into one
 * "Filters" control (with "Sort by" when the list shows cards) so the
 * toolbar never takes more than a row or two of the screen.
 */
export function ListToolbar(props: Props) {
  const { noun, list, filters, archivable, actions, searchPlaceholder, withSortSelect } = props
  const [filtersOpened, setFiltersOpened] = useState(false)
  const t = useT()
  const panelId = useId()
  const count = list.activeFilterCount
  const buttons = useWidth<HTMLDivElement>()
  const inline = useFits(
    props.width,
    inlineToolbarWidth(filters, archivable, actions ? (buttons.width ?? Infinity) : 0)
  )
  const sortable = withSortSelect ? props.sortable : []
  const hasPanel = filters.length > 0 || archivable || sortable.length > 0

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
      style={{ flex: `1 1 ${ROW.search}px` }}
      maw={inline ? 320 : 420}
    />
  )

  const filtersButton = hasPanel && (
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
  )

  return (
    <Stack gap="sm">
      {/* The buttons keep their place (and their measured width) whether the filters fold or not. */}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {search}
        {inline ? (
          <FilterFields list={list} filters={filters} archivable={archivable} wide />
        ) : (
          filtersButton
        )}
        {actions && (
          <Group ref={buttons.ref} gap="sm" ml="auto">
            {actions}
          </Group>
        )}
      </Group>
      {!inline && filtersOpened && (
        <Paper id={panelId} withBorder radius="md" p="sm">
          <SimpleGrid
            type="container"
            cols={{ 'base': 1, '440px': 2, '700px': 3, '940px': 4 }}
            spacing="sm"
            verticalSpacing="sm"
          >
            <FilterFields list={list} filters={filters} archivable={archivable} wide={false} />
            {sortable.length > 0 && <SortSelect list={list} sortable={sortable} />}
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
