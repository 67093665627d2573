import { useCallback, useMemo } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import { Button, Text } from '@mantine/core'
import { IconDownload, IconPlus } from '@tabler/icons-react'
import { SALE_STATUSES, type SaleListItemDto } from '#dtos/sale'
import type { ProductOptionDto } from '#dtos/product'
import type { DealerOptionDto } from '#dtos/dealer'
import { SeoHead } from '~/components/common/seo_head'
import { PhoneText } from '~/components/common/phone_text'
import { WarrantyCode } from '~/components/common/warranty_code'
import { ResourceList } from '~/components/admin/resource/resource_list'
import type { CardLayout, Column, Filter } from '~/components/admin/resource/types'
import { useListState } from '~/hooks/use_list_state'
import { useResourceList, useResourceOptions } from '~/hooks/use_resource'
import { useSessionUser } from '~/hooks/use_session_user'
import { SaleDetailDrawer } from '~/components/admin/sales/sale_detail_drawer'
import { SaleStatusBadge } from '~/components/admin/sales/sale_status_badge'
import { formatDate } from '~/shared/format'
import { SALES, useExportSales } from '~/components/admin/sales/use_sales'
import { useLanguage, useT, type Translate } from '~/shared/i18n'
import type { Locale } from '#dtos/locales'

const dealerColumn = (t: Translate): Column<SaleListItemDto> => ({
  key: 'dealer',
  header: t('admin.sales.columns.dealer'),
  render: (sale) => sale.dealer.name,
})

/** Columns in display order; the dealer one is inserted for admins. */
function salesColumns(isAdmin: boolean, t: Translate, locale: Locale): Column<SaleListItemDto>[] {
  return [
    {
      key: 'warrantyCode',
      header: t('admin.sales.columns.warrantyCode'),
      sortable: true,
      render: (sale) => <WarrantyCode code={sale.warrantyCode} size="sm" fw={600} />,
    },
    {
      key: 'installedAt',
      header: t('admin.sales.columns.installedAt'),
      sortable: true,
      render: (sale) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(sale.installedAt, locale)}
        </Text>
      ),
    },
    {
      key: 'customerName',
      header: t('admin.sales.columns.customerName'),
      sortable: true,
      render: (sale) => (
        <div>
          <Text size="sm" fw={500}>
            {sale.customerName}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <PhoneText value={sale.customerPhone} />
          </Text>
        </div>
      ),
    },
    {
      key: 'plateNumber',
      header: t('admin.sales.columns.plateNumber'),
      sortable: true,
      render: (sale) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {sale.plateNumber}
        </Text>
      ),
    },
    {
      key: 'vehicleMake',
      header: t('admin.sales.columns.vehicleMake'),
      sortable: true,
      render: (sale) => (
        <div>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {sale.vehicle.make} {sale.vehicle.model}
          </Text>
          {sale.vehicle.year && (
            <Text size="xs" c="dimmed">
              {sale.vehicle.year}
            </Text>
          )}
        </div>
      ),
    },
    ...(isAdmin ? [dealerColumn(t)] : []),
    {
      key: 'films',
      header: t('admin.sales.columns.films'),
      render: (sale) => (
        <div>
          <Text size="sm" lineClamp={2}>
            {sale.films.join(', ')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('admin.sales.windows', { count: sale.itemsCount })}
          </Text>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('admin.sales.columns.status'),
      render: (sale) => <SaleStatusBadge status={sale.status} />,
    },
  ]
}

/** On a phone: the plate and status first, then who and what, then the code. */
const CARD: CardLayout = {
  title: ['plateNumber'],
  status: 'status',
  fields: ['customerName', 'films', 'vehicleMake', 'installedAt', 'warrantyCode', 'dealer'],
}

const FILTER_KEYS = ['status', 'productId', 'installedFrom', 'installedTo']
const ADMIN_FILTER_KEYS = [...FILTER_KEYS, 'dealerId']

/** The open sale lives in the URL (`?sale=12`), so a detail can be shared and survives reload. */
function useOpenSale() {
  const { url } = usePage()
  const query = new URLSearchParams(url.split('?')[1] ?? '')
  const raw = Number(query.get('sale'))
  const saleId = Number.isInteger(raw) && raw > 0 ? raw : null

  const visit = useCallback((id: number | null) => {
    const [path, search = ''] = window.location.href.replace(window.location.origin, '').split('?')
    const next = new URLSearchParams(search)
    if (id === null) next.delete('sale')
    else next.set('sale', String(id))
    const text = next.toString()
    router.push({ url: text ? `${path}?${text}` : path, preserveState: true, preserveScroll: true })
  }, [])

  return { saleId, openSale: visit, closeSale: () => visit(null) }
}

export default function SalesPage() {
  const isAdmin = useSessionUser()?.isAdmin ?? false
  const t = useT()
  const { locale } = useLanguage()
  const columns = useMemo(() => salesColumns(isAdmin, t, locale), [isAdmin, t, locale])
  const noun = useMemo(
    () => ({ singular: t('admin.salesNoun.one'), plural: t('admin.salesNoun.other') }),
    [t]
  )
  const sortKeys = useMemo(
    () => columns.filter((column) => column.sortable).map((column) => column.key),
    [columns]
  )
  const list = useListState({ sortKeys, filterKeys: isAdmin ? ADMIN_FILTER_KEYS : FILTER_KEYS })
  const query = useResourceList<SaleListItemDto>(SALES, list.query)
  const products = useResourceOptions<ProductOptionDto>('products')
  const dealers = useResourceOptions<DealerOptionDto>('dealers', { enabled: isAdmin })
  const exportSales = useExportSales()
  const { saleId, openSale, closeSale } = useOpenSale()

  const filters = useMemo<Filter[]>(() => {
    const productOptions = (products.data ?? []).map((product) => ({
      value: String(product.id),
      label: product.name,
    }))
    const dealerOptions = (dealers.data ?? []).map((dealer) => ({
      value: String(dealer.id),
      label: dealer.name,
    }))
    return [
      {
        key: 'status',
        label: t('admin.sales.filters.status'),
        options: SALE_STATUSES.map((value) => ({ value, label: t(`warranty.status.${value}`) })),
      },
      { key: 'productId', label: t('admin.sales.filters.productId'), options: productOptions },
      ...(isAdmin
        ? [{ key: 'dealerId', label: t('admin.sales.filters.dealerId'), options: dealerOptions }]
        : []),
      { type: 'date', key: 'installedFrom', label: t('admin.sales.filters.installedFrom') },
      { type: 'date', key: 'installedTo', label: t('admin.sales.filters.installedTo') },
    ]
  }, [products.data, dealers.data, isAdmin, t])

  return (
    <>
      <SeoHead title={t('admin.sales.title')} />
      <ResourceList<SaleListItemDto>
        noun={noun}
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        searchPlaceholder={t('admin.sales.search')}
        rowLabel={(sale) => `${sale.warrantyCode} ${sale.customerName}`}
        onRowClick={(sale) => openSale(sale.id)}
        minTableWidth={isAdmin ? 960 : 860}
        card={CARD}
        toolbarActions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exportSales.isPending}
              onClick={() => exportSales.mutate(list.query)}
            >
              {t('admin.sales.export')}
            </Button>
            <Button
              component={Link}
              href="/admin/sales/create"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('admin.nav.newSale')}
            </Button>
          </>
        }
      />
      <SaleDetailDrawer saleId={saleId} onClose={closeSale} />
    </>
  )
}
