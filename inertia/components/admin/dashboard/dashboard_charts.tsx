import { BarChart } from '@mantine/charts'
import '@mantine/charts/styles.css'
import { SimpleGrid } from '@mantine/core'
import { DASHBOARD_MONTHS, type DashboardDto, type DashboardSharesDto } from '#dtos/dashboard'
import { ChartPanel, type ChartRow } from '~/components/admin/dashboard/chart_panel'
import type { DashboardFormat } from '~/components/admin/dashboard/use_dashboard'
import { useT, type Translate } from '~/shared/i18n'

const MONTH_HEIGHT = 260
const SHARE_HEIGHT = 320
/**
 * recharts 3 makes the SVG a focusable "application" by default; here it is
 * hidden from assistive technology (the table says the same), so it must not
 * take the focus either.
 */
const QUIET = { accessibilityLayer: false } as const

type Bar = { key: string; label: string; count: number }

function shareBars(shares: DashboardSharesDto, t: Translate): Bar[] {
  const bars = shares.top.map((row) => ({
    key: String(row.id),
    label: row.detail ? `${row.name} (${row.detail})` : row.name,
    count: row.count,
  }))
  if (shares.others.groups > 0) {
    bars.push({
      key: 'others',
      label: t('dashboard.charts.others', { groups: shares.others.groups }),
      count: shares.others.count,
    })
  }
  return bars
}

function tableRows(bars: Bar[], format: DashboardFormat): ChartRow[] {
  return bars.map((bar) => ({ key: bar.key, label: bar.label, value: format.number(bar.count) }))
}

/** Horizontal bars, one per dealer or film, names on the left. */
function ShareChart({
  bars,
  series,
  format,
}: {
  bars: Bar[]
  series: string
  format: DashboardFormat
}) {
  return (
    <BarChart
      h={SHARE_HEIGHT}
      data={bars}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'count', label: series, color: 'teal.7' }]}
      valueFormatter={format.number}
      gridAxis="none"
      tickLine="none"
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{ width: 130, interval: 0 }}
      barChartProps={QUIET}
      maxBarWidth={22}
    />
  )
}

type Props = {
  data?: DashboardDto
  format: DashboardFormat
  /** Whether the figures are every dealer's (admins): known before they come, so the layout is. */
  allDealers: boolean
}

/** Sales by month (full width), then by dealer (admins) and by film side by side. */
export function DashboardCharts({ data, format, allDealers }: Props) {
  const t = useT()
  const loading = !data
  const months = (data?.salesByMonth ?? []).map((row) => ({
    key: row.month,
    label: format.shortMonth(row.month),
    longLabel: format.longMonth(row.month),
    count: row.sales,
  }))
  // A line of its own while loading too, so the chart below does not move when it comes.
  const period = data
    ? t('dashboard.charts.period', {
        from: format.longMonth(data.sharePeriod.from),
        to: format.longMonth(data.sharePeriod.to),
      })
    : '\u00a0'
  const dealers = data ? shareBars(data.byDealer, t) : []
  const films = data ? shareBars(data.byFilm, t) : []
  const sales = t('dashboard.charts.sales')
  const windows = t('dashboard.charts.windows')
  const showDealers = data ? data.scope.dealerId === null : allDealers
  return (
    <>
      <ChartPanel
        title={t('dashboard.charts.byMonth')}
        subtitle={t('dashboard.charts.byMonthHint', { count: DASHBOARD_MONTHS })}
        height={MONTH_HEIGHT}
        loading={loading}
        columns={[t('dashboard.charts.month'), sales]}
        rows={months.map((row) => ({
          key: row.key,
          label: row.longLabel,
          value: format.number(row.count),
        }))}
      >
        <BarChart
          h={MONTH_HEIGHT}
          data={months}
          dataKey="label"
          series={[{ name: 'count', label: sales, color: 'blue.7' }]}
          valueFormatter={format.number}
          tickLine="none"
          gridAxis="x"
          xAxisProps={{ minTickGap: 4 }}
          yAxisProps={{ width: 48, allowDecimals: false }}
          barChartProps={QUIET}
        />
      </ChartPanel>
      <SimpleGrid cols={{ base: 1, md: showDealers ? 2 : 1 }}>
        {showDealers && (
          <ChartPanel
            title={t('dashboard.charts.byDealer')}
            subtitle={period}
            height={SHARE_HEIGHT}
            loading={loading}
            empty={dealers.length === 0}
            columns={[t('dashboard.charts.dealer'), sales]}
            rows={tableRows(dealers, format)}
          >
            <ShareChart bars={dealers} series={sales} format={format} />
          </ChartPanel>
        )}
        <ChartPanel
          title={t('dashboard.charts.byFilm')}
          subtitle={period}
          height={SHARE_HEIGHT}
          loading={loading}
          empty={films.length === 0}
          columns={[t('dashboard.charts.film'), windows]}
          rows={tableRows(films, format)}
        >
          <ShareChart bars={films} series={windows} format={format} />
        </ChartPanel>
      </SimpleGrid>
    </>
  )
}
