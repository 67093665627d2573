import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { SeoHead } from '~/components/common/seo_head'
import { StatCards } from '~/components/admin/dashboard/stat_cards'
import { DashboardCharts } from '~/components/admin/dashboard/dashboard_charts'
import { useDashboard, useDashboardFormat } from '~/components/admin/dashboard/use_dashboard'
import { useSessionUser } from '~/hooks/use_session_user'
import { useT } from '~/shared/i18n'

/**
 * The back office's home for admins (`/admin`, also the logo's link for
 * everyone): key figures and three charts, every dealer's for admins, their
 * own dealer's for staff. The server renders the frame with skeletons of the
 * final sizes; the figures and charts come from the API in the browser.
 */
export default function DashboardPage() {
  const t = useT()
  const user = useSessionUser()
  const format = useDashboardFormat()
  const dashboard = useDashboard()
  const data = dashboard.data
  const noDealer = user !== null && !user.isAdmin && user.dealerId === null
  return (
    <>
      <SeoHead title={t('dashboard.pageTitle')} />
      <Stack gap="md">
        <Text c="dimmed" size="sm" data-testid="dashboard-scope">
          {data?.scope.dealerName ?? (user?.isAdmin ? t('dashboard.scope.all') : '\u00a0')}
        </Text>
        {noDealer && <Alert color="gray">{t('dashboard.scope.none')}</Alert>}
        {dashboard.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('dashboard.failed')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{dashboard.error.message}</Text>
              <Button size="xs" color="red" onClick={() => dashboard.refetch()}>
                {t('dashboard.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <VisuallyHidden role="status">
          {dashboard.isPending ? t('dashboard.loading') : ''}
        </VisuallyHidden>
        <StatCards data={data} format={format} />
        <DashboardCharts data={data} format={format} allDealers={user?.isAdmin === true} />
      </Stack>
    </>
  )
}
