import { useMemo } from 'react'
import { Text } from '@mantine/core'
import type { AdminUserDto } from '#dtos/admin_user'
import type { DealerOptionDto } from '#dtos/dealer'
import { SeoHead } from '~/components/common/seo_head'
import { useResourceOptions } from '~/hooks/use_resource'
import { ResourcePage } from '~/components/admin/resource/resource_page'
import { StatusBadge, StatusCell } from '~/components/admin/resource/cells'
import { formatDateTime, formatText } from '~/lib/format'
import type { CardLayout, Column, Filter } from '~/components/admin/resource/types'
import {
  USER_ROLE_OPTIONS,
  USER_STATUS_OPTIONS,
  dealerOptionLabel,
  userForm,
} from '~/components/admin/forms/user_form'

const columns: Column<AdminUserDto>[] = [
  {
    key: 'username',
    header: 'Username',
    sortable: true,
    render: (user) => (
      <Text size="sm" fw={500}>
        {user.username}
      </Text>
    ),
  },
  {
    key: 'fullName',
    header: 'Full name',
    sortable: true,
    render: (user) => formatText(user.fullName),
  },
  {
    key: 'isAdmin',
    header: 'Role',
    sortable: true,
    render: (user) => <StatusBadge value={user.role} />,
  },
  { key: 'dealer', header: 'Dealer', render: (user) => formatText(user.dealer?.name) },
  {
    key: 'isActive',
    header: 'Status',
    sortable: true,
    render: (user) => (
      <StatusCell
        value={user.isActive ? 'active' : 'inactive'}
        archived={user.deletedAt !== null}
      />
    ),
  },
  {
    key: 'lastLoginAt',
    header: 'Last login',
    sortable: true,
    nowrap: true,
    render: (user) => formatDateTime(user.lastLoginAt, 'Never'),
  },
]

const card: CardLayout = {
  title: ['username'],
  status: 'isActive',
  fields: ['fullName', 'isAdmin', 'dealer', 'lastLoginAt'],
}

export default function UsersPage() {
  const dealers = useResourceOptions<DealerOptionDto>('dealers')
  const filters = useMemo<Filter[]>(
    () => [
      { key: 'role', label: 'Role', options: USER_ROLE_OPTIONS },
      {
        key: 'dealerId',
        label: 'Dealer',
        options: (dealers.data ?? []).map((dealer) => ({
          value: String(dealer.id),
          label: dealerOptionLabel(dealer),
        })),
      },
      { key: 'status', label: 'Status', options: USER_STATUS_OPTIONS },
    ],
    [dealers.data]
  )

  return (
    <>
      <SeoHead title="Users" />
      <ResourcePage
        resource="users"
        noun={{ singular: 'user', plural: 'users' }}
        columns={columns}
        filters={filters}
        card={card}
        form={userForm}
        rowLabel={(user) => user.username}
      />
    </>
  )
}
