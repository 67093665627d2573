import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ListState } from '~/hooks/use_list_state'
import type { ApiError } from '~/lib/api_client'
import type { Noun } from '~/components/admin/resource/types'
import { useT } from '~/shared/i18n'

function ClearFiltersButton({ list }: { list: ListState }) {
  const t = useT()
  if (!list.hasActiveFilters) return null
  return (
    <Button variant="default" size="xs" onClick={list.clearFilters}>
      {t('admin.list.clearFilters')}
    </Button>
  )
}

/**
 * The list could not be loaded: the reason, Retry (or First page when the
 * page itself was refused: one typed past a search's first matches, which
 * asking again cannot change), and Clear filters when some are set.
 */
export function ListError({
  noun,
  list,
  error,
  onRetry,
}: {
  noun: Noun
  list: ListState
  error: ApiError
  onRetry: () => void
}) {
  const t = useT()
  const pageRefused = error.status === 422 && Boolean(error.errors?.page)
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('admin.list.loadError', { noun: noun.plural })}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Group gap="sm">
          {pageRefused ? (
            <Button size="xs" color="red" onClick={() => list.setPage(1)}>
              {t('admin.list.firstPage')}
            </Button>
          ) : (
            <Button size="xs" color="red" onClick={onRetry}>
              {t('admin.list.retry')}
            </Button>
          )}
          <ClearFiltersButton list={list} />
        </Group>
      </Stack>
    </Alert>
  )
}

/** No rows: none at all, or none matching the filters (then offer to clear them). */
export function ListEmpty({ noun, list }: { noun: Noun; list: ListState }) {
  const t = useT()
  return (
    <Stack align="center" gap="sm">
      <Text c="dimmed">
        {t(list.hasActiveFilters ? 'admin.list.emptyFiltered' : 'admin.list.empty', {
          noun: noun.plural,
        })}
      </Text>
      <ClearFiltersButton list={list} />
    </Stack>
  )
}
