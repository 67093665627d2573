import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertTriangle, IconArrowLeft, IconExternalLink } from '@tabler/icons-react'
import type { ClaimPageDto } from '#dtos/claim_office'
import { SeoHead } from '~/components/common/seo_head'
import { FactList } from '~/components/admin/resource/fact_list'
import { PhoneText } from '~/components/common/phone_text'
import { ClaimStatusBadge } from '~/components/admin/claims/claim_status_badge'
import { ClaimPhotos } from '~/components/admin/claims/claim_photos'
import { ClaimTimeline } from '~/components/admin/claims/claim_timeline'
import { ClaimActions } from '~/components/admin/claims/claim_actions'
import { useClaim } from '~/components/admin/claims/use_claims'
import { SaleStatusBadge } from '~/components/admin/sales/sale_status_badge'
import { formatDate, formatDateTime } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

/** A titled block of the page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

function ClaimFacts({ claim }: { claim: ClaimPageDto }) {
  const t = useT()
  const { locale } = useLanguage()
  const outcome =
    claim.status === 'rejected' || (claim.rejectionReason && !claim.resolution)
      ? t('claim_office.page.rejectedBecause', { reason: claim.rejectionReason ?? '' })
      : claim.resolution && claim.appointmentOn
        ? t('claim_office.page.approvedAs', {
            resolution: t(`claim_office.resolution.${claim.resolution}`),
            day: formatDate(claim.appointmentOn, locale),
          })
        : null
  return (
    <Stack gap="md">
      <FactList
        items={[
          [t('claim_office.columns.problem'), t(`claim_office.problem.${claim.problem}`)],
          [t('claim_office.page.noticedOn'), formatDate(claim.noticedOn, locale)],
          [
            t('claim_office.page.contact'),
            claim.contactChannel === 'email' && claim.contactEmail ? (
              t('claim_office.page.contactEmail', { email: claim.contactEmail })
            ) : (
              <>
                {t('claim_office.page.contactPhone')}{' '}
                <PhoneText value={claim.warranty.customerPhone} />
              </>
            ),
          ],
          [t('claim_office.page.language'), t(`claim_office.page.languageName.${claim.locale}`)],
          [t('claim_office.page.dealer'), claim.dealer.name],
          [t('claim_office.page.outcome'), outcome],
        ]}
      />
      <div>
        <Text size="xs" c="dimmed">
          {t('claim_office.page.description')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {claim.description}
        </Text>
      </div>
    </Stack>
  )
}

function WarrantyFacts({ claim }: { claim: ClaimPageDto }) {
  const t = useT()
  const { locale } = useLanguage()
  const { warranty } = claim
  const vehicle = [warranty.vehicle.make, warranty.vehicle.model, warranty.vehicle.year]
    .filter(Boolean)
    .join(' ')
  return (
    <Stack gap="md">
      <FactList
        items={[
          [
            t('claim_office.page.warrantyCode'),
            <Group gap="xs" component="span" key="code">
              <Text component="span" ff="monospace" fw={600} size="sm">
                {warranty.warrantyCode}
              </Text>
              <SaleStatusBadge status={warranty.status} />
            </Group>,
          ],
          [t('claim_office.page.customer'), warranty.customerName],
          [t('claim_office.page.plate'), warranty.plateNumber],
          [t('claim_office.page.vehicle'), vehicle],
          [t('claim_office.page.installed'), formatDate(warranty.installedAt, locale)],
          [t('claim_office.page.expires'), formatDate(warranty.expiresAt, locale)],
          [t('claim_office.page.installer'), warranty.installer.name],
        ]}
      />
      <div>
        <Title order={3} size="h6" mb={4}>
          {t('claim_office.page.films')}
        </Title>
        <List spacing={4} size="sm" listStyleType="none" p={0}>
          {warranty.films.map((film) => (
            <List.Item key={film.saleItemId}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500} component="span">
                  {t(`warranty.position.${film.position}`)}
                </Text>
                <Text size="sm" component="span">
                  {film.productName}
                </Text>
                <Text size="xs" c="dimmed" component="span">
                  {t('claim_office.page.filmUntil', {
                    date: formatDate(film.warrantyExpiresAt, locale),
                  })}
                </Text>
                {film.claimed && (
                  <Badge size="sm" color="orange" variant="light" radius="sm">
                    {t('claim_office.page.claimedWindow')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </div>
      <div>
        <Title order={3} size="h6" mb={4}>
          {t('claim_office.page.transfers')}
        </Title>
        {warranty.transfers.length ? (
          <List spacing={4} size="sm">
            {warranty.transfers.map((transfer) => (
              <List.Item key={transfer.id}>
                {t('claim_office.page.transfer', {
                  from: transfer.previousCustomerName,
                  to: transfer.newCustomerName,
                  date: formatDate(transfer.transferredOn, locale),
                })}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('claim_office.page.noTransfers')}
          </Text>
        )}
      </div>
      {warranty.saleVisible && (
        <Anchor
          component={Link}
          href={`/admin/sales?sale=${warranty.saleId}`}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {t('claim_office.page.openSale')}
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      )}
    </Stack>
  )
}

/**
 * A claim's page: what the owner reports (windows, photos), the warranty
 * it is about (films, owners), the timeline, and what the user may do with
 * it now. The frame is the server's; the claim comes from the API.
 */
export default function ClaimPage() {
  const t = useT()
  const { locale } = useLanguage()
  const { claimId } = usePage<{ claimId: number }>().props
  const claim = useClaim(claimId)
  const data = claim.data
  return (
    <>
      <SeoHead
        title={
          data ? t('claim_office.page.heading', { number: data.number }) : t('claim_office.title')
        }
      />
      <Stack gap="md">
        <Box>
          <Button
            component={Link}
            href="/admin/claims"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} aria-hidden />}
          >
            {t('claim_office.page.back')}
          </Button>
        </Box>
        {claim.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('claim_office.page.failed', { message: claim.error.message })}
          >
            <Button size="xs" color="red" onClick={() => claim.refetch()}>
              {t('claim_office.page.retry')}
            </Button>
          </Alert>
        )}
        {claim.isPending && (
          <Stack gap="md" aria-busy="true" aria-label={t('claim_office.page.loading')}>
            <Skeleton h={36} w="50%" />
            <Skeleton h={240} />
          </Stack>
        )}
        {data && (
          <>
            <Group gap="sm" wrap="wrap" align="center">
              <Title order={1} size="h2">
                {t('claim_office.page.heading', { number: data.number })}
              </Title>
              <ClaimStatusBadge status={data.status} />
              <Text size="sm" c="dimmed">
                {t('claim_office.page.filed', { date: formatDateTime(data.createdAt, locale) })}
              </Text>
            </Group>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 7 }}>
                <Stack gap="md">
                  <Section title={t('claim_office.page.claim')}>
                    <ClaimFacts claim={data} />
                  </Section>
                  <Section title={t('claim_office.page.photos')}>
                    <ClaimPhotos photos={data.photos} />
                  </Section>
                  <Section title={t('claim_office.page.timeline')}>
                    <ClaimTimeline events={data.events} />
                  </Section>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <Stack gap="md">
                  <Section title={t('claim_office.actions.title')}>
                    <ClaimActions claim={data} />
                  </Section>
                  <Section title={t('claim_office.page.warranty')}>
                    <WarrantyFacts claim={data} />
                  </Section>
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </>
  )
}
