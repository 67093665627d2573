import type { ReactNode } from 'react'
import { CloseButton, Group, Select, Switch, TextInput } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { IconSearch } from '@tabler/icons-react'
import type { ListState } from '~/hooks/use_list_state'
import type { DateFilter, Filter, Noun } from '~/components/admin/resource/types'
import '@mantine/dates/styles.css'

type Props = {
  noun: Noun
  list: ListState
  filters: Filter[]
  archivable: boolean
  actions?: ReactNode
  /** What the search matches, e.g. "Code, plate, customer or phone". */
  searchPlaceholder?: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function DateFilterInput({ filter, list }: { filter: DateFilter; list: ListState }) {
  const value = list.params.filters[filter.key] ?? null
  return (
    <DateInput
      label={filter.label}
      placeholder="Any date"
      // A hand-edited URL with a malformed date shows an empty box rather than "Invalid Date".
      value={value && ISO_DATE.test(value) ? value : null}
      onChange={(date) => list.setFilter(filter.key, date)}
      valueFormat="D MMM YYYY"
      clearable
      popoverProps={{ withinPortal: true }}
      style={{ flex: '0 1 150px' }}
      miw={120}
    />
  )
}

/** Search, filters, "Show archived" and the page's own buttons; wraps on small screens. */
export function ListToolbar({
  noun,
  list,
  filters,
  archivable,
  actions,
  searchPlaceholder,
}: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder={searchPlaceholder ?? `Search ${noun.plural}…`}
        aria-label={`Search ${noun.plural}`}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          list.searchInput ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => list.setSearchInput('')}
            />
          ) : null
        }
        value={list.searchInput}
        onChange={(event) => list.setSearchInput(event.currentTarget.value)}
        style={{ flex: '1 1 200px' }}
        maw={{ base: '100%', sm: 320 }}
      />
      {filters.map((filter) =>
        filter.type === 'date' ? (
          <DateFilterInput key={filter.key} filter={filter} list={list} />
        ) : (
          <Select
            key={filter.key}
            label={filter.label}
            placeholder="All"
            data={filter.options}
            value={list.params.filters[filter.key] ?? null}
            onChange={(value) => list.setFilter(filter.key, value)}
            clearable
            searchable={filter.options.length > 8}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '0 1 150px' }}
            miw={120}
          />
        )
      )}
      {archivable && (
        <Switch
          label="Show archived"
          checked={list.params.archived !== null}
          onChange={(event) => list.setArchived(event.currentTarget.checked ? 'with' : null)}
          mb={8}
        />
      )}
      {actions && (
        <Group gap="sm" ml="auto">
          {actions}
        </Group>
      )}
    </Group>
  )
}
