import type { ReactNode } from 'react'
import { Box, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { EXPIRING_SOON_DAYS, type DashboardDto } from '#dtos/dashboard'
import { addMonths, firstDayOf, monthOf } from '#domain/calendar_month'
import { expiringSoonWindow } from '#domain/warranty_status'
import type { DashboardFormat } from '~/components/admin/dashboard/use_dashboard'
import { useT } from '~/shared/i18n'

/** The figure's line and two lines of hint: the skeletons take exactly these, so nothing moves. */
const VALUE_HEIGHT = 36
const HINT_LINE = 19
const HINT_HEIGHT = 2 * HINT_LINE

type Card = { label: string; value?: ReactNode; hint?: ReactNode }

function StatCard({ label, value, hint }: Card) {
  const loading = value === undefined
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Text size="sm" c="dimmed" fw={500} lineClamp={1}>
        {label}
      </Text>
      {loading ? (
        <>
          <Box h={VALUE_HEIGHT} py={4}>
            <Skeleton h="100%" w="40%" />
          </Box>
          <Box h={HINT_HEIGHT} py={4}>
            <Skeleton h="100%" />
          </Box>
        </>
      ) : (
        <>
          <Text fz={28} fw={700} h={VALUE_HEIGHT} lh={`${VALUE_HEIGHT}px`} data-testid="stat-value">
            {value}
          </Text>
          <Text size="xs" c="dimmed" h={HINT_HEIGHT} lh={`${HINT_LINE}px`} lineClamp={2}>
            {hint}
          </Text>
        </>
      )}
    </Paper>
  )
}

/**
 * The five key figures. Their labels are the same whatever the data, so the
 * server renders the cards; only the numbers and hints wait for the API.
 */
export function StatCards({ data, format }: { data?: DashboardDto; format: DashboardFormat }) {
  const t = useT()
  const month = data ? monthOf(data.today) : ''
  const counts = data?.counts
  const cards: Card[] = [
    {
      label: t('dashboard.cards.salesThisMonth'),
      value: counts && format.number(counts.salesThisMonth),
      hint:
        counts &&
        t('dashboard.cards.salesLastMonth', {
          count: counts.salesLastMonth,
          month: format.longMonth(addMonths(month, -1)),
        }),
    },
    {
      label: t('dashboard.cards.activeWarranties'),
      value: counts && format.number(counts.activeWarranties),
      hint: counts && t('dashboard.cards.activeHint'),
    },
    {
      label: t('dashboard.cards.expiringSoon', { days: EXPIRING_SOON_DAYS }),
      value: counts && format.number(counts.expiringSoon),
      hint:
        data &&
        t('dashboard.cards.expiringHint', { date: format.day(expiringSoonWindow(data.today).to) }),
    },
    {
      label: t('dashboard.cards.openClaims'),
      value: counts && format.number(counts.openClaims),
      hint: counts && t('dashboard.cards.openClaimsHint'),
    },
    {
      label: t('dashboard.cards.voidsThisMonth'),
      value: counts && format.number(counts.voidsThisMonth),
      hint: data && t('dashboard.cards.voidsHint', { date: format.day(firstDayOf(month)) }),
    },
  ]
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 3, xl: 5 }}
      component="ul"
      p={0}
      m={0}
      aria-label={t('dashboard.cards.label')}
      aria-busy={!data}
    >
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </SimpleGrid>
  )
}
