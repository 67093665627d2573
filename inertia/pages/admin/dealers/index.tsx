import { Text } from '@mantine/core'
import type { DealerDto } from '#dtos/dealer'
import { SeoHead } from '~/components/common/seo_head'
import { PhoneText } from '~/components/common/phone_text'
import { ResourcePage } from '~/components/admin/resource/resource_page'
import { StatusCell } from '~/components/admin/resource/cells'
import { formatText } from '~/lib/format'
import type { CardLayout, Column, Filter } from '~/components/admin/resource/types'
import { DEALER_STATUS_OPTIONS, dealerForm } from '~/components/admin/forms/dealer_form'

const columns: Column<DealerDto>[] = [
  {
    key: 'code',
    header: 'Code',
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
    header: 'Name',
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
  { key: 'city', header: 'City', sortable: true, render: (dealer) => formatText(dealer.city) },
  {
    key: 'phone',
    header: 'Phone',
    sortable: true,
    nowrap: true,
    render: (dealer) => <PhoneText value={dealer.phone} />,
  },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (dealer) => <StatusCell value={dealer.status} archived={dealer.deletedAt !== null} />,
  },
]

const card: CardLayout = { title: ['name'], status: 'status', fields: ['phone', 'city', 'code'] }

const filters: Filter[] = [{ key: 'status', label: 'Status', options: DEALER_STATUS_OPTIONS }]

export default function DealersPage() {
  return (
    <>
      <SeoHead title="Dealers" />
      <ResourcePage
        resource="dealers"
        noun={{ singular: 'dealer', plural: 'dealers' }}
        columns={columns}
        filters={filters}
        card={card}
        form={dealerForm}
        rowLabel={(dealer) => `${dealer.code} ${dealer.name}`}
      />
    </>
  )
}
