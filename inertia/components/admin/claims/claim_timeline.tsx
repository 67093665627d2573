import { Badge, Group, Text, Timeline } from '@mantine/core'
import {
  IconArrowRight,
  IconFlag,
  IconLock,
  IconMessage,
  IconSwitchHorizontal,
} from '@tabler/icons-react'
import type { ClaimEventDto } from '#dtos/claim'
import { formatDateTime } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

const ICONS = {
  filed: IconFlag,
  status: IconArrowRight,
  reply: IconMessage,
  note: IconLock,
  reassigned: IconSwitchHorizontal,
}

/** The claim's story, oldest first: who did what, and whether the owner sees it. */
export function ClaimTimeline({ events }: { events: ClaimEventDto[] }) {
  const t = useT()
  const { locale } = useLanguage()
  const status = (value: string | null) => (value ? t(`claim_office.status.${value}`) : '')
  return (
    <Timeline bulletSize={26} lineWidth={2} active={events.length - 1}>
      {events.map((event) => {
        const Icon = ICONS[event.kind]
        const title =
          event.kind === 'status'
            ? t('claim_office.event.status', {
                from: status(event.fromStatus),
                to: status(event.toStatus),
              })
            : t(`claim_office.event.${event.kind}`)
        return (
          <Timeline.Item
            key={event.id}
            bullet={<Icon size={14} aria-hidden />}
            title={
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600} component="span">
                  {title}
                </Text>
                <Badge
                  size="xs"
                  variant="light"
                  color={event.visibleToOwner ? 'blue' : 'gray'}
                  radius="sm"
                >
                  {t(
                    event.visibleToOwner
                      ? 'claim_office.event.ownerSees'
                      : 'claim_office.event.internal'
                  )}
                </Badge>
              </Group>
            }
            data-testid={`claim-event-${event.kind}`}
          >
            {event.body && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.body}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {t('claim_office.event.by', {
                who: event.author ?? t('claim_office.event.owner'),
                when: formatDateTime(event.createdAt, locale),
              })}
            </Text>
          </Timeline.Item>
        )
      })}
    </Timeline>
  )
}
