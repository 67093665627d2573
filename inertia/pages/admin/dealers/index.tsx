import { useMemo } from 'react'
import { Text } from '@mantine/core'
import type { DealerDto } from '#dtos/dealer'
import { SeoHead } from '~/components/common/seo_head'
import { PhoneText } from '~/components/common/phone_text'
import { ResourcePage } from '~/components/admin/resource/resource_page'
import { StatusCell } from '~/components/admin/resource/cells'
import { formatText } from '~/shared/format'
import type { CardLayout, Column, Filter } from '~/components/admin/resource/types'
import { dealerStatusOptions, dealerForm } from '~/components/admin/forms/dealer_form'
import { useT, type Translate } from '~/shared/i18n'

const dealerColumns = (t: Translate): Column<DealerDto>[] => [
  {
    key: 'code',
    header: t('admin.dealers.columns.code'),
    sortable: true,
    nowrap: true,
    render: (dealer) => (
      <Text size="sm" ff="monospace">
        {dealer.code}
      </Text>
    ),
  },
  {
    key: 'name',
    header: t('admin.dealers.columns.name'),
    sortable: true,
    render: (dealer) => (
      <div>
        <Text size="sm" fw={500}>
          {dealer.name}
        </Text>
        {dealer.contactName && (
          <Text size="xs" c="dimmed">
            {dealer.contactName}
          </Text>
        )}
      </div>
    ),
  },
  {
    key: 'city',
    header: t('admin.dealers.columns.city'),
    sortable: true,
    render: (dealer) => formatText(dealer.city),
  },
  {
    key: 'phone',
    header: t('admin.dealers.columns.phone'),
    sortable: true,
    nowrap: true,
    render: (dealer) => <PhoneText value={dealer.phone} />,
  },
  {
    key: 'status',
    header: t('admin.dealers.columns.status'),
    sortable: true,
    render: (dealer) => <StatusCell value={dealer.status} archived={dealer.deletedAt !== null} />,
  },
]

const card: CardLayout = { title: ['name'], status: 'status', fields: ['phone', 'city', 'code'] }

export default function DealersPage() {
  const t = useT()
  const columns = useMemo(() => dealerColumns(t), [t])
  const filters = useMemo<Filter[]>(
    () => [
      { key: 'status', label: t('admin.dealers.filters.status'), options: dealerStatusOptions(t) },
    ],
    [t]
  )
  const noun = useMemo(
    () => ({ singular: t('admin.dealers.noun.one'), plural: t('admin.dealers.noun.other') }),
    [t]
  )
  return (
    <>
      <SeoHead title={t('admin.dealers.title')} />
      <ResourcePage
        resource="dealers"
        noun={noun}
        columns={columns}
        filters={filters}
        card={card}
        form={dealerForm}
        rowLabel={(dealer) => `${dealer.code} ${dealer.name}`}
      />
    </>
  )
}
