import { Fragment } from 'react'
import { Box, Group, Paper, Skeleton, Stack, UnstyledButton } from '@mantine/core'
import type { CardLayout, Column, ListViewProps } from '~/components/admin/resource/types'
import { RowActionsMenu } from '~/components/admin/resource/row_actions_menu'
import { ListEmpty, ListError } from '~/components/admin/resource/list_messages'
import classes from '~/components/admin/resource/resource_cards.module.css'

type Props<T> = ListViewProps<T> & {
  layout: CardLayout
}

const SKELETON_CARDS = 4

function pick<T>(columns: Column<T>[], keys: string[]) {
  return keys.flatMap((key) => columns.filter((column) => column.key === key))
}

function CardSkeleton() {
  return (
    <Paper withBorder radius="md" p="sm" aria-hidden>
      <Group justify="space-between" mb="sm">
        <Skeleton height={16} width="45%" radius="sm" />
        <Skeleton height={16} width={56} radius="sm" />
      </Group>
      <Stack gap={8}>
        <Skeleton height={12} radius="sm" />
        <Skeleton height={12} width="70%" radius="sm" />
      </Stack>
    </Paper>
  )
}

/**
 * The list where its table does not fit: one card per row (side by side where
 * there is room for two), what identifies it and its status
 * first, then the fields that matter, labelled. The same states as the
 * table (loading, error, empty) and the same row click and actions.
 */
export function ResourceCards<T extends { id: number }>(props: Props<T>) {
  const { noun, list, columns, layout, rows, rowActions, onRowClick, isArchived } = props
  const title = pick(columns, layout.title)
  const status = layout.status ? pick(columns, [layout.status]) : []
  const fields = pick(columns, layout.fields)

  if (props.error && !rows) {
    return <ListError noun={noun} list={list} error={props.error} onRetry={props.onRetry} />
  }
  if (props.isLoading || !rows) {
    return (
      <div className={classes.list} aria-busy>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md" py="xl" px="md">
        <ListEmpty noun={noun} list={list} />
      </Paper>
    )
  }

  return (
    <Box
      component="ul"
      className={classes.list}
      aria-label={noun.plural.charAt(0).toUpperCase() + noun.plural.slice(1)}
      aria-busy={props.isRefreshing}
      style={{ opacity: props.isRefreshing ? 0.6 : undefined, transition: 'opacity 150ms' }}
    >
      {rows.map((row) => {
        const actions = rowActions?.(row) ?? []
        return (
          <Paper
            key={row.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            className={classes.card}
            // Archived rows are tinted, not faded: fading took their text below 4.5 : 1.
            bg={isArchived?.(row) ? 'var(--mantine-color-default-hover)' : undefined}
          >
            {onRowClick && (
              <UnstyledButton
                className={classes.open}
                aria-label={props.rowLabel(row)}
                onClick={() => onRowClick(row)}
              />
            )}
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} miw={0} className={classes.title}>
                {title.map((column) => (
                  <div key={column.key}>{column.render(row)}</div>
                ))}
              </Stack>
              <Group gap={4} wrap="nowrap" className={classes.controls}>
                {status.map((column) => (
                  <Fragment key={column.key}>{column.render(row)}</Fragment>
                ))}
                {actions.length > 0 && (
                  <RowActionsMenu label={props.rowLabel(row)} actions={actions} />
                )}
              </Group>
            </Group>
            {fields.length > 0 && (
              <dl className={classes.fields}>
                {fields.map((column) => (
                  <Fragment key={column.key}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(row)}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
          </Paper>
        )
      })}
    </Box>
  )
}
