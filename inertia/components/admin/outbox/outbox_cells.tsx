import { Badge, Code, Group, Stack, Text } from '@mantine/core'
import type { OutboxMessageDto } from '#dtos/messaging'
import { PhoneText } from '~/components/common/phone_text'
import { StatusBadge } from '~/components/admin/resource/cells'
import { formatDateTime } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

const STATUS_COLORS = { pending: 'yellow', sending: 'blue', sent: 'green', failed: 'red' }

/** Who: the phone as people write it, or the address; and the language it was written in. */
export function RecipientCell({ message }: { message: OutboxMessageDto }) {
  const t = useT()
  return (
    <div>
      <Text
        size="sm"
        fw={500}
        // A phone stays on one line; a long address breaks rather than widening the list.
        style={
          message.recipientKind === 'phone'
            ? { whiteSpace: 'nowrap' }
            : { overflowWrap: 'anywhere' }
        }
      >
        {message.recipientKind === 'phone' ? (
          <PhoneText value={message.recipient} />
        ) : (
          message.recipient
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {t('outbox.language', { language: t(`outbox.languages.${message.locale}`) })}
      </Text>
    </div>
  )
}

/** What it says: its kind, an e-mail's subject, then the text as the recipient reads it. */
export function MessageCell({ message }: { message: OutboxMessageDto }) {
  const t = useT()
  return (
    <Stack gap={4}>
      <Badge variant="outline" color="gray" radius="sm" miw="max-content">
        {t(`outbox.template.${message.template}`)}
      </Badge>
      {message.subject && (
        <Text size="sm" fw={600}>
          {message.subject}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
    </Stack>
  )
}

export function ChannelCell({ message }: { message: OutboxMessageDto }) {
  const t = useT()
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t(`outbox.channel.${message.channel ?? 'none'}`)}
    </Text>
  )
}

/** How delivery went: status, attempts, when next or when sent, and the last error. */
export function DeliveryCell({ message }: { message: OutboxMessageDto }) {
  const t = useT()
  const { locale } = useLanguage()
  const status = message.sending ? 'sending' : message.status
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <StatusBadge
          value={status}
          label={t(`outbox.status.${status}`)}
          color={STATUS_COLORS[status]}
        />
      </Group>
      {message.attempts > 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('outbox.attempts', { count: message.attempts, max: message.maxAttempts })}
        </Text>
      )}
      {message.status === 'sent' && (
        <Text size="xs" c="dimmed">
          {t('outbox.sentAt', { when: formatDateTime(message.sentAt, locale) })}
        </Text>
      )}
      {message.status === 'pending' && message.attempts > 0 && !message.sending && (
        <Text size="xs" c="dimmed">
          {t('outbox.nextAttempt', { when: formatDateTime(message.nextAttemptAt, locale) })}
        </Text>
      )}
      {message.lastError && message.status !== 'sent' && (
        <div>
          <Text size="xs" fw={600} c="var(--mantine-color-error)">
            {t('outbox.lastError')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 360 }}>
            {message.lastError}
          </Code>
        </div>
      )}
    </Stack>
  )
}
