import { useMemo } from 'react'
import { Text } from '@mantine/core'
import type { AdminUserDto } from '#dtos/admin_user'
import type { DealerOptionDto } from '#dtos/dealer'
import { SeoHead } from '~/components/common/seo_head'
import { useResourceOptions } from '~/hooks/use_resource'
import { ResourcePage } from '~/components/admin/resource/resource_page'
import { StatusBadge, StatusCell } from '~/components/admin/resource/cells'
import { formatDateTime, formatText } from '~/shared/format'
import type { CardLayout, Column, Filter } from '~/components/admin/resource/types'
import {
  dealerOptionLabel,
  userForm,
  userRoleOptions,
  userStatusOptions,
} from '~/components/admin/forms/user_form'
import { useLanguage, useT, type Translate } from '~/shared/i18n'
import type { Locale } from '#dtos/locales'

const userColumns = (t: Translate, locale: Locale): Column<AdminUserDto>[] => [
  {
    key: 'username',
    header: t('admin.users.columns.username'),
    sortable: true,
    render: (user) => (
      <Text size="sm" fw={500}>
        {user.username}
      </Text>
    ),
  },
  {
    key: 'fullName',
    header: t('admin.users.columns.fullName'),
    sortable: true,
    render: (user) => formatText(user.fullName),
  },
  {
    key: 'isAdmin',
    header: t('admin.users.columns.role'),
    sortable: true,
    render: (user) => <StatusBadge value={user.role} />,
  },
  {
    key: 'dealer',
    header: t('admin.users.columns.dealer'),
    render: (user) => formatText(user.dealer?.name),
  },
  {
    key: 'isActive',
    header: t('admin.users.columns.status'),
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
    header: t('admin.users.columns.lastLoginAt'),
    sortable: true,
    nowrap: true,
    render: (user) => formatDateTime(user.lastLoginAt, locale, t('admin.list.never')),
  },
]

const card: CardLayout = {
  title: ['username'],
  status: 'isActive',
  fields: ['fullName', 'isAdmin', 'dealer', 'lastLoginAt'],
}

export default function UsersPage() {
  const dealers = useResourceOptions<DealerOptionDto>('dealers')
  const t = useT()
  const { locale } = useLanguage()
  const columns = useMemo(() => userColumns(t, locale), [t, locale])
  const noun = useMemo(
    () => ({ singular: t('admin.users.noun.one'), plural: t('admin.users.noun.other') }),
    [t]
  )
  const filters = useMemo<Filter[]>(
    () => [
      { key: 'role', label: t('admin.users.filters.role'), options: userRoleOptions(t) },
      {
        key: 'dealerId',
        label: t('admin.users.filters.dealerId'),
        options: (dealers.data ?? []).map((dealer) => ({
          value: String(dealer.id),
          label: dealerOptionLabel(dealer),
        })),
      },
      { key: 'status', label: t('admin.users.filters.status'), options: userStatusOptions(t) },
    ],
    [dealers.data, t]
  )

  return (
    <>
      <SeoHead title={t('admin.users.title')} />
      <ResourcePage
        resource="users"
        noun={noun}
        columns={columns}
        filters={filters}
        card={card}
        form={userForm}
        rowLabel={(user) => user.username}
      />
    </>
  )
}
