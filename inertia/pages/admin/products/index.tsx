import { useMemo } from 'react'
import { Text } from '@mantine/core'
import type { ProductDto } from '#dtos/product'
import { SeoHead } from '~/components/common/seo_head'
import { ResourcePage } from '~/components/admin/resource/resource_page'
import { StatusCell } from '~/components/admin/resource/cells'
import { formatPercent, formatText } from '~/shared/format'
import type { CardLayout, Column, Filter } from '~/components/admin/resource/types'
import {
  productForm,
  productStatusOptions,
  productTypeLabel,
  productTypeOptions,
} from '~/components/admin/forms/product_form'
import { useT, type Translate } from '~/shared/i18n'

function percentColumn(
  key: 'vlt' | 'irRejection' | 'uvRejection' | 'tser',
  header: string
): Column<ProductDto> {
  return {
    key,
    header,
    sortable: true,
    align: 'right',
    render: (product) => formatPercent(product[key]),
  }
}

const productColumns = (t: Translate): Column<ProductDto>[] => [
  {
    key: 'sku',
    header: t('admin.products.columns.sku'),
    sortable: true,
    nowrap: true,
    render: (product) => (
      <Text size="sm" ff="monospace">
        {product.sku}
      </Text>
    ),
  },
  {
    key: 'name',
    header: t('admin.products.columns.name'),
    sortable: true,
    render: (product) => (
      <Text size="sm" fw={500}>
        {product.name}
      </Text>
    ),
  },
  {
    key: 'series',
    header: t('admin.products.columns.series'),
    sortable: true,
    render: (product) => formatText(product.series),
  },
  {
    key: 'type',
    header: t('admin.products.columns.type'),
    sortable: true,
    render: (product) => productTypeLabel(product.type, t),
  },
  percentColumn('vlt', t('admin.products.columns.vlt')),
  percentColumn('irRejection', t('admin.products.columns.irRejection')),
  percentColumn('uvRejection', t('admin.products.columns.uvRejection')),
  percentColumn('tser', t('admin.products.columns.tser')),
  {
    key: 'warrantyYears',
    header: t('admin.products.columns.warrantyYears'),
    sortable: true,
    nowrap: true,
    render: (product) => t('admin.list.years', { count: product.warrantyYears }),
  },
  {
    key: 'status',
    header: t('admin.products.columns.status'),
    sortable: true,
    render: (product) => (
      <StatusCell value={product.status} archived={product.deletedAt !== null} />
    ),
  },
]

const card: CardLayout = {
  title: ['name'],
  status: 'status',
  fields: ['sku', 'type', 'vlt', 'tser', 'warrantyYears', 'series', 'irRejection', 'uvRejection'],
}

export default function ProductsPage() {
  const t = useT()
  const columns = useMemo(() => productColumns(t), [t])
  const filters = useMemo<Filter[]>(
    () => [
      { key: 'type', label: t('admin.products.filters.type'), options: productTypeOptions(t) },
      {
        key: 'status',
        label: t('admin.products.filters.status'),
        options: productStatusOptions(t),
      },
    ],
    [t]
  )
  const noun = useMemo(
    () => ({ singular: t('admin.products.noun.one'), plural: t('admin.products.noun.other') }),
    [t]
  )
  return (
    <>
      <SeoHead title={t('admin.products.title')} />
      <ResourcePage
        resource="products"
        noun={noun}
        columns={columns}
        filters={filters}
        card={card}
        form={productForm}
        rowLabel={(product) => `${product.sku} ${product.name}`}
        minTableWidth={980}
      />
    </>
  )
}
