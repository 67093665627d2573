import { useId, type ReactNode } from 'react'
import { Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { useT } from '~/shared/i18n'

export type ChartRow = { key: string; label: string; value: string }

type Props = {
  title: string
  subtitle: string
  /** The chart's fixed height: the skeleton takes the same, so nothing moves when it loads. */
  height: number
  loading: boolean
  /** The same figures for screen readers (the drawn chart is hidden from them). */
  rows: ChartRow[]
  columns: [string, string]
  empty?: boolean
  children: ReactNode
}

/**
 * A titled chart with its text alternative: the SVG is decoration for
 * assistive technology, the table (visually hidden) is what they read.
 */
export function ChartPanel({
  title,
  subtitle,
  height,
  loading,
  rows,
  columns,
  empty,
  children,
}: Props) {
  const t = useT()
  const titleId = useId()
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="dashboard-chart"
    >
      <Stack gap={4} mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      </Stack>
      {loading ? (
        <Skeleton h={height} radius="sm" aria-hidden />
      ) : empty ? (
        <Text h={height} size="sm" c="dimmed" pt="md">
          {t('dashboard.charts.empty')}
        </Text>
      ) : (
        <>
          <div aria-hidden style={{ height }} data-testid="chart-figure">
            {children}
          </div>
          <VisuallyHidden>
            <Table>
              <caption>{t('dashboard.charts.tableCaption', { title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  )
}
