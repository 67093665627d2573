import {
  Accordion,
  Alert,
  Badge,
  Box,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { AuditAction, AuditEntryDto, AuditRecordType, AuditValue } from '#dtos/audit'
import { fieldLabel, valueText } from '~/components/admin/audit/audit_labels'
import { useRecordHistory } from '~/components/admin/audit/use_history'
import { formatDateTime } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

type Props = { recordType: AuditRecordType; recordId: number }

const ACTION_COLORS: Partial<Record<AuditAction, string>> = {
  create: 'teal',
  archive: 'gray',
  restore: 'blue',
  void: 'red',
  password_change: 'grape',
  role_change: 'orange',
  transfer: 'indigo',
}

function Value({ recordType, field, value }: Props & { field: string; value: AuditValue }) {
  const t = useT()
  const { locale } = useLanguage()
  if (value === null) {
    return (
      <Text component="span" size="sm" fs="italic" c="dimmed">
        {t('audit.value.empty')}
      </Text>
    )
  }
  return <>{valueText(recordType, field, value, t, locale)}</>
}

/** One entry: what happened, who, when (and from where, for admins), then each field old → new. */
function Entry({ entry }: { entry: AuditEntryDto }) {
  const t = useT()
  const { locale } = useLanguage()
  const { recordType, recordId } = entry
  const who = entry.actor?.username || t('audit.history.system')
  // A creation's values are what the record showed then; its later entries say old → new.
  const changes = entry.action === 'create' ? [] : Object.entries(entry.changes)
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="history-entry">
      <Group gap="xs" wrap="wrap" align="center">
        <Badge variant="light" color={ACTION_COLORS[entry.action] ?? 'blue'}>
          {t(`audit.action.${entry.action}`)}
        </Badge>
        <Text size="sm">
          {t('audit.history.byAt', { who, when: formatDateTime(entry.createdAt, locale) })}
        </Text>
        {entry.ip && (
          <Text size="xs" c="dimmed">
            {t('audit.history.from', { ip: entry.ip })}
          </Text>
        )}
      </Group>
      {entry.reason && (
        <Text size="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
          {t('audit.history.reason', { reason: entry.reason })}
        </Text>
      )}
      {entry.action === 'password_change' && (
        <Text size="xs" c="dimmed" mt={6}>
          {t('audit.history.passwordNote')}
        </Text>
      )}
      {changes.length > 0 && (
        <Box component="dl" m={0} mt={6} aria-label={t('audit.history.changes')}>
          {changes.map(([field, change]) => (
            <Box key={field} mt={4}>
              <Text component="dt" size="xs" c="dimmed">
                {fieldLabel(recordType, field, t)}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                <Text component="span" size="sm" c="dimmed" td="line-through">
                  <Value
                    recordType={recordType}
                    recordId={recordId}
                    field={field}
                    value={change.old}
                  />
                </Text>
                <span aria-hidden> → </span>
                <VisuallyHidden> {t('audit.history.changedTo')} </VisuallyHidden>
                <Value
                  recordType={recordType}
                  recordId={recordId}
                  field={field}
                  value={change.new}
                />
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  )
}

/** The entries of one record, newest first; loads when shown. */
export function HistoryEntries({
  recordType,
  recordId,
  enabled = true,
}: Props & { enabled?: boolean }) {
  const history = useRecordHistory(recordType, recordId, { enabled })
  const t = useT()
  if (history.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {t('audit.history.failed', { message: history.error.message })}
      </Alert>
    )
  }
  if (!history.data) {
    return (
      <Stack gap="xs" aria-busy aria-label={t('audit.history.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={44} radius="md" />
        ))}
      </Stack>
    )
  }
  const { data, meta } = history.data
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('audit.history.empty')}
      </Text>
    )
  }
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </Stack>
      {meta.total > data.length && (
        <Text size="xs" c="dimmed">
          {t('audit.history.latest', { shown: data.length, total: meta.total })}
        </Text>
      )}
    </Stack>
  )
}

/** A "History" section (the sale drawer). */
export function RecordHistory(props: Props) {
  const t = useT()
  return (
    <Box component="section" aria-labelledby={`history-${props.recordType}-${props.recordId}`}>
      <Title order={3} size="h5" mb="xs" id={`history-${props.recordType}-${props.recordId}`}>
        {t('audit.history.title')}
      </Title>
      <HistoryEntries {...props} />
    </Box>
  )
}

/**
 * The history under an edit form, folded: it loads the first time it is
 * opened, so editing does not wait for it.
 */
export function FoldedHistory(
  props: Props & { opened: boolean; onChange: (opened: boolean) => void }
) {
  const t = useT()
  const { opened, onChange, ...record } = props
  return (
    <Accordion
      variant="contained"
      value={opened ? 'history' : null}
      onChange={(value) => onChange(value === 'history')}
    >
      <Accordion.Item value="history">
        <Accordion.Control>{t('audit.history.title')}</Accordion.Control>
        <Accordion.Panel>
          <HistoryEntries {...record} enabled={opened} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  )
}
