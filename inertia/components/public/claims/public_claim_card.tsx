import type { ReactNode } from 'react'
import { Badge, Card, Group, SimpleGrid, Text, Timeline, Title } from '@mantine/core'
import { CLAIM_STATUS_COLORS, type PublicClaimDto } from '#dtos/claim'
import { formatDateTime, formatDay } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

const KEY = 'owner_claims.claim'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} className="site-muted">
        {term}
      </Text>
      <Text component="dd" m={0} mt={2} fw={600} style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  )
}

/** One claim as its owner sees it: where it stands, what they sent, and its history. */
export function PublicClaimCard({
  claim,
  headingLevel = 2,
}: {
  claim: PublicClaimDto
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const { locale } = useLanguage()
  const status = (value: string) => t(`owner_claims.statuses.${value}`)
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby={`claim-${claim.number}`}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text size="xs" tt="uppercase" fw={700} className="site-muted">
            {t(`${KEY}.number`)}
          </Text>
          <Title
            order={headingLevel}
            id={`claim-${claim.number}`}
            fz={{ base: 22, sm: 26 }}
            ff="monospace"
          >
            {claim.number}
          </Title>
        </div>
        <Badge
          size="xl"
          radius="sm"
          variant="filled"
          color={`${CLAIM_STATUS_COLORS[claim.status]}.8`}
        >
          {status(claim.status)}
        </Badge>
      </Group>

      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" mt="lg" mb={0}>
        <Detail term={t(`${KEY}.problem`)}>{t(`owner_claims.problems.${claim.problem}`)}</Detail>
        <Detail term={t(`${KEY}.windows`)}>
          {claim.windows
            .map((window) => `${t(`warranty.position.${window.position}`)} · ${window.productName}`)
            .join('\n')}
        </Detail>
        <Detail term={t(`${KEY}.noticedOn`)}>{formatDay(claim.noticedOn, locale)}</Detail>
        <Detail term={t(`${KEY}.filedOn`)}>{formatDateTime(claim.createdAt, locale)}</Detail>
        <Detail term={t(`${KEY}.dealer`)}>{claim.dealerName}</Detail>
        <Detail term={t(`${KEY}.photos`)}>
          {t(`${KEY}.photoCount`, { count: claim.photoCount })}
        </Detail>
        {claim.resolution && (
          <Detail term={t(`${KEY}.resolution`)}>
            {claim.appointmentOn
              ? t(`${KEY}.appointment`, {
                  resolution: t(`owner_claims.resolutions.${claim.resolution}`),
                  date: formatDay(claim.appointmentOn, locale),
                })
              : t(`owner_claims.resolutions.${claim.resolution}`)}
          </Detail>
        )}
        {claim.rejectionReason && (
          <Detail term={t(`${KEY}.rejectionReason`)}>{claim.rejectionReason}</Detail>
        )}
      </SimpleGrid>
      <Text component="div" mt="md">
        <Text size="xs" tt="uppercase" fw={700} className="site-muted">
          {t(`${KEY}.description`)}
        </Text>
        <Text mt={2} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {claim.description}
        </Text>
      </Text>

      <Title order={headingLevel === 2 ? 3 : 4} fz="md" mt="xl">
        {t(`${KEY}.history`)}
      </Title>
      <Timeline mt="sm" bulletSize={14} lineWidth={2}>
        {claim.events.map((event) => (
          <Timeline.Item
            key={event.id}
            title={
              event.kind === 'status' && event.toStatus
                ? t(`${KEY}.event.status`, { status: status(event.toStatus) })
                : t(`${KEY}.event.${event.kind}`)
            }
          >
            {event.body && (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {event.body}
              </Text>
            )}
            <Text size="xs" className="site-muted" mt={2}>
              {formatDateTime(event.createdAt, locale)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  )
}
