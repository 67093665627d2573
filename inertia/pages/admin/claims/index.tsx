import { useMemo } from 'react'
import { router } from '@inertiajs/react'
import { Text } from '@mantine/core'
import { CLAIM_STATUSES, type ClaimListItemDto } from '#dtos/claim'
import { CLAIM_SORTS } from '#dtos/claim_office'
import type { DealerOptionDto } from '#dtos/dealer'
import type { Locale } from '#dtos/locales'
import { SeoHead } from '~/components/common/seo_head'
import { ResourceList } from '~/components/admin/resource/resource_list'
import type { CardLayout, Column, Filter } from '~/components/admin/resource/types'
import { useListState } from '~/hooks/use_list_state'
import { useResourceList, useResourceOptions } from '~/hooks/use_resource'
import { useSessionUser } from '~/hooks/use_session_user'
import { ClaimStatusBadge } from '~/components/admin/claims/claim_status_badge'
import { CLAIMS } from '~/components/admin/claims/use_claims'
import { formatDateTime } from '~/shared/format'
import { useLanguage, useT, type Translate } from '~/shared/i18n'

/** Columns in display order; the dealer one is shown to admins only. */
function claimColumns(isAdmin: boolean, t: Translate, locale: Locale): Column<ClaimListItemDto>[] {
  const dealer: Column<ClaimListItemDto> = {
    key: 'dealer',
    header: t('claim_office.columns.dealer'),
    render: (claim) => claim.dealer.name,
  }
  return [
    {
      key: 'number',
      header: t('claim_office.columns.number'),
      nowrap: true,
      render: (claim) => (
        <div>
          <Text size="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {claim.number}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {claim.warrantyCode}
          </Text>
        </div>
      ),
    },
    {
      key: 'createdAt',
      header: t('claim_office.columns.createdAt'),
      sortable: true,
      nowrap: true,
      render: (claim) => formatDateTime(claim.createdAt, locale),
    },
    {
      key: 'customerName',
      header: t('claim_office.columns.customerName'),
      render: (claim) => (
        <Text size="sm" fw={500}>
          {claim.customerName}
        </Text>
      ),
    },
    {
      key: 'plateNumber',
      header: t('claim_office.columns.plateNumber'),
      nowrap: true,
      render: (claim) => claim.plateNumber,
    },
    {
      key: 'problem',
      header: t('claim_office.columns.problem'),
      render: (claim) => t(`claim_office.problem.${claim.problem}`),
    },
    ...(isAdmin ? [dealer] : []),
    {
      key: 'updatedAt',
      header: t('claim_office.columns.updatedAt'),
      sortable: true,
      nowrap: true,
      render: (claim) => formatDateTime(claim.updatedAt, locale),
    },
    {
      key: 'status',
      header: t('claim_office.columns.status'),
      sortable: true,
      render: (claim) => <ClaimStatusBadge status={claim.status} />,
    },
  ]
}

/** On a phone: the number and status first, then who, which car, what and when. */
const CARD: CardLayout = {
  title: ['number'],
  status: 'status',
  fields: ['customerName', 'plateNumber', 'problem', 'createdAt', 'updatedAt', 'dealer'],
}

const FILTER_KEYS = ['status', 'filedFrom', 'filedTo']
const ADMIN_FILTER_KEYS = [...FILTER_KEYS, 'dealerId']

/**
 * The claims owners filed: staff see the ones their dealer works, admins
 * everyone's. A row opens the claim's page.
 */
export default function ClaimsPage() {
  const isAdmin = useSessionUser()?.isAdmin ?? false
  const t = useT()
  const { locale } = useLanguage()
  const columns = useMemo(() => claimColumns(isAdmin, t, locale), [isAdmin, t, locale])
  const noun = useMemo(
    () => ({ singular: t('claim_office.noun.one'), plural: t('claim_office.noun.other') }),
    [t]
  )
  const list = useListState({
    sortKeys: CLAIM_SORTS,
    filterKeys: isAdmin ? ADMIN_FILTER_KEYS : FILTER_KEYS,
  })
  const query = useResourceList<ClaimListItemDto>(CLAIMS, list.query)
  const dealers = useResourceOptions<DealerOptionDto>('dealers', { enabled: isAdmin })

  const filters = useMemo<Filter[]>(() => {
    const dealerOptions = (dealers.data ?? []).map((dealer) => ({
      value: String(dealer.id),
      label: dealer.name,
    }))
    return [
      {
        key: 'status',
        label: t('claim_office.filters.status'),
        options: CLAIM_STATUSES.map((value) => ({
          value,
          label: t(`claim_office.status.${value}`),
        })),
      },
      ...(isAdmin
        ? [{ key: 'dealerId', label: t('claim_office.filters.dealerId'), options: dealerOptions }]
        : []),
      { type: 'date', key: 'filedFrom', label: t('claim_office.filters.filedFrom') },
      { type: 'date', key: 'filedTo', label: t('claim_office.filters.filedTo') },
    ]
  }, [dealers.data, isAdmin, t])

  return (
    <>
      <SeoHead title={t('claim_office.title')} />
      <ResourceList<ClaimListItemDto>
        noun={noun}
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        searchPlaceholder={t('claim_office.search')}
        rowLabel={(claim) => `${claim.number} ${claim.customerName}`}
        onRowClick={(claim) => router.visit(`/admin/claims/${claim.id}`)}
        minTableWidth={isAdmin ? 1040 : 900}
        card={CARD}
      />
    </>
  )
}
