import type { ReactNode } from 'react'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconFileTypePdf,
  IconListDetails,
} from '@tabler/icons-react'
import { WarrantyCode } from '~/components/common/warranty_code'
import { SALE_STATUS_COLORS, type WarrantyLookupResultDto } from '#dtos/sale'
import { formatDay, formatTimeLeft } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

const KEY = 'public.eWarranty.card'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text
        component="dt"
        size="xs"
        tt="uppercase"
        fw={700}
        className="site-muted"
        style={{ letterSpacing: '0.06em' }}
      >
        {term}
      </Text>
      <Text component="dd" m={0} mt={2} fw={600}>
        {children}
      </Text>
    </div>
  )
}

/** One warranty as the public may see it: personal data masked by the server. */
export function WarrantyResultCard({ warranty }: { warranty: WarrantyLookupResultDto }) {
  const t = useT()
  const { locale, href } = useLanguage()
  const formatDate = (iso: string) => formatDay(iso, locale)
  const isVoid = warranty.status === 'void'
  const vehicle = [warranty.vehicle.make, warranty.vehicle.model, warranty.vehicle.year]
    .filter(Boolean)
    .join(' ')
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      shadow="sm"
      aria-label={t(`${KEY}.label`, { code: warranty.warrantyCode })}
    >
      {/* The status goes under the code where both do not fit on one line: the code never breaks. */}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text
            size="xs"
            tt="uppercase"
            fw={700}
            className="site-muted"
            style={{ letterSpacing: '0.06em' }}
          >
            {t(`${KEY}.code`)}
          </Text>
          <WarrantyCode
            component="h3"
            code={warranty.warrantyCode}
            m={0}
            fz={{ base: 22, sm: 26 }}
            fw={800}
            style={{ letterSpacing: '0.04em' }}
          />
        </div>
        <Badge
          size="xl"
          radius="sm"
          color={`${SALE_STATUS_COLORS[warranty.status]}.8`}
          variant="filled"
          style={{ flexShrink: 0 }}
        >
          {t(`warranty.status.${warranty.status}`)}
        </Badge>
      </Group>

      {isVoid && (
        <Alert
          mt="md"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={t(`${KEY}.voidTitle`)}
        >
          {warranty.voidedOn ? t(`${KEY}.voidedOn`, { date: formatDate(warranty.voidedOn) }) : ''}
          {t(`${KEY}.voidText`)}
        </Alert>
      )}

      <SimpleGrid
        component="dl"
        cols={{ base: 2, sm: 3 }}
        spacing="md"
        verticalSpacing="md"
        mt="lg"
        mb={0}
      >
        <Detail term={t(`${KEY}.vehicle`)}>{vehicle}</Detail>
        <Detail term={t(`${KEY}.plate`)}>{warranty.plateMasked}</Detail>
        <Detail term={t(`${KEY}.customer`)}>{warranty.customerMasked}</Detail>
        <Detail term={t(`${KEY}.installedOn`)}>{formatDate(warranty.installedAt)}</Detail>
        <Detail term={t(isVoid ? `${KEY}.wasValidUntil` : `${KEY}.validUntil`)}>
          {formatDate(warranty.expiresAt)}
        </Detail>
        <Detail term={t(`${KEY}.installedBy`)}>
          {warranty.dealer.name}
          <br />
          <Anchor href={`tel:${warranty.dealer.phone.replace(/[^\d+]/g, '')}`} fw={500} size="sm">
            {warranty.dealer.phone}
          </Anchor>
        </Detail>
      </SimpleGrid>

      <Title order={4} fz="md" mt="xl">
        {t(`${KEY}.films`)}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        mt="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {warranty.items.map((item) => (
          <Paper component="li" key={item.position} withBorder radius="md" p="sm">
            <Group gap="xs" className="warranty-window__head">
              <Text fw={700}>{t(`warranty.position.${item.position}`)}</Text>
              <Badge
                variant="light"
                radius="sm"
                color={item.daysLeft < 0 || isVoid ? 'gray' : 'green'}
                style={{ flexShrink: 0 }}
              >
                {isVoid
                  ? t('warranty.status.void')
                  : formatTimeLeft(item.expiresAt, item.daysLeft, t)}
              </Badge>
            </Group>
            <Text size="sm" mt={4}>
              {item.filmName}
              <Text span className="site-muted">
                {t(`${KEY}.vlt`, { vlt: item.vlt })}
              </Text>
            </Text>
            <Text size="sm" className="site-muted">
              {t(`${KEY}.until`, { date: formatDate(item.expiresAt) })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack mt="lg" gap={4}>
        <Button
          component="a"
          href={
            locale === 'en' ? warranty.certificateUrl : `${warranty.certificateUrl}?lang=${locale}`
          }
          target="_blank"
          rel="noopener"
          variant="outline"
          size="md"
          leftSection={<IconFileTypePdf size={20} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(`${KEY}.download`)}
        </Button>
      </Stack>
      {/* Claims: filed only on an active warranty (the server refuses any other); read on any. */}
      {(warranty.status === 'active' || warranty.claimCount > 0) && (
        <Group mt="md" gap="sm">
          {warranty.status === 'active' && (
            <Button
              component="a"
              href={href(`/e-warranty/${warranty.warrantyCode}/claim`)}
              size="md"
              leftSection={<IconAlertTriangle size={20} aria-hidden />}
            >
              {t('owner_claims.reportProblem')}
            </Button>
          )}
          {warranty.claimCount > 0 && (
            <Button
              component="a"
              href={href(`/e-warranty/${warranty.warrantyCode}/claims`)}
              size="md"
              variant="default"
              leftSection={<IconListDetails size={20} aria-hidden />}
            >
              {t('owner_claims.seeClaimsCount', { count: warranty.claimCount })}
            </Button>
          )}
        </Group>
      )}
    </Card>
  )
}
