import type { ReactNode } from 'react'
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { EXPIRING_SOON_DAYS, type DashboardDto } from '#dtos/dashboard'
import { addMonths, firstDayOf, monthOf } from '#domain/calendar_month'
import { expiringSoonWindow } from '#domain/warranty_status'
import type { DashboardFormat } from '~/components/admin/dashboard/use_dashboard'
import { useT } from '~/lib/i18n'

function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3} data-testid="stat-value">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  )
}

const GRID = { base: 2, md: 4 } as const

/** The four key figures; the same boxes (skeletons) stand in while they load, so nothing moves. */
export function StatCards({ data, format }: { data?: DashboardDto; format: DashboardFormat }) {
  const t = useT()
  if (!data) {
    return (
      <SimpleGrid cols={GRID} aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={108} radius="md" />
        ))}
      </SimpleGrid>
    )
  }
  const { counts, today } = data
  const month = monthOf(today)
  return (
    <SimpleGrid cols={GRID} component="ul" p={0} m={0} aria-label={t('dashboard.cards.label')}>
      <StatCard
        label={t('dashboard.cards.salesThisMonth')}
        value={format.number(counts.salesThisMonth)}
        hint={t('dashboard.cards.salesLastMonth', {
          count: counts.salesLastMonth,
          month: format.longMonth(addMonths(month, -1)),
        })}
      />
      <StatCard
        label={t('dashboard.cards.activeWarranties')}
        value={format.number(counts.activeWarranties)}
        hint={t('dashboard.cards.activeHint')}
      />
      <StatCard
        label={t('dashboard.cards.expiringSoon', { days: EXPIRING_SOON_DAYS })}
        value={format.number(counts.expiringSoon)}
        hint={t('dashboard.cards.expiringHint', {
          date: format.day(expiringSoonWindow(today).to),
        })}
      />
      <StatCard
        label={t('dashboard.cards.voidsThisMonth')}
        value={format.number(counts.voidsThisMonth)}
        hint={t('dashboard.cards.voidsHint', { date: format.day(firstDayOf(month)) })}
      />
    </SimpleGrid>
  )
}
