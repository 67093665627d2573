import { Badge, Group } from '@mantine/core'

/** Colours of the status values the admin resources use; anything else is grey. */
const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  inactive: 'gray',
  discontinued: 'orange',
  admin: 'grape',
  staff: 'blue',
}

export const EMPTY_CELL = '—'

function capitalise(value: string) {
  return value.charAt(0).toUpperCase() + value.slice(1)
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
  return (
    // max-content: a badge in a narrow table cell keeps its whole word instead of an ellipsis.
    <Badge
      variant="light"
      color={color ?? STATUS_COLORS[value] ?? 'gray'}
      radius="sm"
      miw="max-content"
    >
      {label ?? capitalise(value)}
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
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge value={value} label={label} />
      {archived && (
        <Badge variant="outline" color="gray" radius="sm">
          Archived
        </Badge>
      )}
    </Group>
  )
}

export function formatPercent(value: number | null) {
  return value === null ? EMPTY_CELL : `${value}%`
}

export function formatYears(value: number) {
  return `${value} ${value === 1 ? 'year' : 'years'}`
}

export function formatText(value: string | null | undefined) {
  return value ? value : EMPTY_CELL
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Rows are only rendered in the browser (the API is called there), so the local zone is safe. */
export function formatDateTime(value: string | null, empty = EMPTY_CELL) {
  return value ? dateTime.format(new Date(value)) : empty
}
