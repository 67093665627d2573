import { useMemo } from 'react'
import { Alert, Stack, Text } from '@mantine/core'
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react'
import {
  MESSAGE_TEMPLATES,
  OUTBOX_STATUSES,
  type ChannelName,
  type OutboxMessageDto,
} from '#dtos/messaging'
import type { Locale } from '#dtos/locales'
import { SeoHead } from '~/components/common/seo_head'
import { ResourceList } from '~/components/admin/resource/resource_list'
import type { CardLayout, Column, Filter, RowAction } from '~/components/admin/resource/types'
import {
  ChannelCell,
  DeliveryCell,
  MessageCell,
  RecipientCell,
} from '~/components/admin/outbox/outbox_cells'
import { OUTBOX, useRetryMessage } from '~/components/admin/outbox/use_outbox'
import { useListState } from '~/hooks/use_list_state'
import { useResourceList } from '~/hooks/use_resource'
import { openConfirm } from '~/lib/confirm'
import { formatDateTime } from '~/shared/format'
import { useLanguage, useT, type Translate } from '~/shared/i18n'

type Props = {
  /** The channels configured now, for the page's one-line explanation. */
  channels: { phone: ChannelName; email: ChannelName }
}

function outboxColumns(t: Translate, locale: Locale): Column<OutboxMessageDto>[] {
  return [
    {
      key: 'createdAt',
      header: t('outbox.columns.createdAt'),
      sortable: true,
      nowrap: true,
      render: (message) => formatDateTime(message.createdAt, locale),
    },
    {
      key: 'recipient',
      header: t('outbox.columns.recipient'),
      render: (message) => <RecipientCell message={message} />,
    },
    {
      key: 'message',
      header: t('outbox.columns.message'),
      render: (message) => <MessageCell message={message} />,
    },
    {
      key: 'channel',
      header: t('outbox.columns.channel'),
      render: (message) => <ChannelCell message={message} />,
    },
    {
      key: 'status',
      header: t('outbox.columns.status'),
      render: (message) => <DeliveryCell message={message} />,
    },
  ]
}

/** On a phone: who, how it went (with its error, too long to sit beside the title), what it says. */
const CARD: CardLayout = {
  title: ['recipient'],
  fields: ['status', 'message', 'channel', 'createdAt'],
}

const SORT_KEYS = ['createdAt']
const FILTER_KEYS = ['status', 'template']

/**
 * Every message to owners (admins): in development the outbox that delivers
 * nothing and shows what each message says; in production the delivery of
 * each, failures kept with their last error and sent again from here.
 */
export default function OutboxPage({ channels }: Props) {
  const t = useT()
  const { locale } = useLanguage()
  const columns = useMemo(() => outboxColumns(t, locale), [t, locale])
  const noun = useMemo(
    () => ({ singular: t('outbox.noun.one'), plural: t('outbox.noun.other') }),
    [t]
  )
  const filters = useMemo<Filter[]>(
    () => [
      {
        key: 'status',
        label: t('outbox.filters.status'),
        options: OUTBOX_STATUSES.map((value) => ({ value, label: t(`outbox.status.${value}`) })),
      },
      {
        key: 'template',
        label: t('outbox.filters.template'),
        options: MESSAGE_TEMPLATES.map((value) => ({
          value,
          label: t(`outbox.template.${value}`),
        })),
      },
    ],
    [t]
  )
  const list = useListState({ sortKeys: SORT_KEYS, filterKeys: FILTER_KEYS })
  const query = useResourceList<OutboxMessageDto>(OUTBOX, list.query)
  const retry = useRetryMessage()

  const rowLabel = (message: OutboxMessageDto) =>
    `${message.recipient} ${t(`outbox.template.${message.template}`)}`
  const rowActions = (message: OutboxMessageDto): RowAction[] =>
    message.status === 'failed'
      ? [
          {
            label: t('outbox.retry'),
            icon: <IconRefresh size={16} />,
            onClick: () =>
              openConfirm({
                title: t('outbox.retryTitle'),
                children: (
                  <Text size="sm">{t('outbox.retryBody', { recipient: message.recipient })}</Text>
                ),
                labels: { confirm: t('outbox.retry'), cancel: t('admin.list.cancel') },
                onConfirm: () => retry.mutate(message.id),
              }),
          },
        ]
      : []

  const dev = channels.phone === 'dev' && channels.email === 'dev'
  return (
    <>
      <SeoHead title={t('outbox.title')} />
      <Stack gap="md">
        <Alert variant="light" color={dev ? 'blue' : 'gray'} icon={<IconInfoCircle aria-hidden />}>
          {dev
            ? t('outbox.intro.dev')
            : t('outbox.intro.live', {
                phone: t(`outbox.channel.${channels.phone}`),
                email: t(`outbox.channel.${channels.email}`),
              })}
        </Alert>
        <ResourceList<OutboxMessageDto>
          noun={noun}
          list={list}
          query={query}
          columns={columns}
          filters={filters}
          searchPlaceholder={t('outbox.search')}
          rowLabel={rowLabel}
          rowActions={rowActions}
          minTableWidth={900}
          card={CARD}
        />
      </Stack>
    </>
  )
}
