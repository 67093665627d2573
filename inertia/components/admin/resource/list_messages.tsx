import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ListState } from '~/hooks/use_list_state'
import type { Noun } from '~/components/admin/resource/types'

function ClearFiltersButton({ list }: { list: ListState }) {
  if (!list.hasActiveFilters) return null
  return (
    <Button variant="default" size="xs" onClick={list.clearFilters}>
      Clear filters
    </Button>
  )
}

/** The list could not be loaded: the reason, Retry, and Clear filters when some are set. */
export function ListError({
  noun,
  list,
  message,
  onRetry,
}: {
  noun: Noun
  list: ListState
  message: string
  onRetry: () => void
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`Could not load ${noun.plural}`}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          <Button size="xs" color="red" onClick={onRetry}>
            Retry
          </Button>
          <ClearFiltersButton list={list} />
        </Group>
      </Stack>
    </Alert>
  )
}

/** No rows: none at all, or none matching the filters (then offer to clear them). */
export function ListEmpty({ noun, list }: { noun: Noun; list: ListState }) {
  return (
    <Stack align="center" gap="sm">
      <Text c="dimmed">
        {list.hasActiveFilters ? `No ${noun.plural} match these filters` : `No ${noun.plural} yet`}
      </Text>
      <ClearFiltersButton list={list} />
    </Stack>
  )
}
