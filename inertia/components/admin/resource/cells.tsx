import { Badge, Group } from '@mantine/core'
import { useT } from '~/shared/i18n'

/** Colours of the status values the admin resources use; anything else is grey. */
const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  inactive: 'gray',
  discontinued: 'orange',
  admin: 'grape',
  staff: 'blue',
}

/** `color` overrides the shared colours, for resources whose statuses mean something else. */
export function StatusBadge({
  value,
  label,
  color,
}: {
  value: string
  label?: string
  color?: string
}) {
  const t = useT()
  return (
    // max-content: a badge in a narrow table cell keeps its whole word instead of an ellipsis.
    <Badge
      variant="light"
      color={color ?? STATUS_COLORS[value] ?? 'gray'}
      radius="sm"
      miw="max-content"
    >
      {label ?? t(`admin.status.${value}`)}
    </Badge>
  )
}

/** A status badge, plus an "Archived" one for archived rows. */
export function StatusCell({
  value,
  label,
  archived,
}: {
  value: string
  label?: string
  archived?: boolean
}) {
  const t = useT()
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge value={value} label={label} />
      {archived && (
        <Badge variant="outline" color="gray" radius="sm">
          {t('admin.list.archived')}
        </Badge>
      )}
    </Group>
  )
}
