import { Text } from '@mantine/core'
import type { ProductDto } from '#dtos/product'
import { SeoHead } from '~/components/common/seo_head'
import { ResourcePage } from '~/components/admin/resource/resource_page'
import { StatusCell } from '~/components/admin/resource/cells'
import { formatPercent, formatText, formatYears } from '~/lib/format'
import type { CardLayout, Column, Filter } from '~/components/admin/resource/types'
import {
  PRODUCT_STATUS_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
  productForm,
  productTypeLabel,
} from '~/components/admin/forms/product_form'

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

const columns: Column<ProductDto>[] = [
  {
    key: 'sku',
    header: 'SKU',
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
    header: 'Name',
    sortable: true,
    render: (product) => (
      <Text size="sm" fw={500}>
        {product.name}
      </Text>
    ),
  },
  {
    key: 'series',
    header: 'Series',
    sortable: true,
    render: (product) => formatText(product.series),
  },
  {
    key: 'type',
    header: 'Type',
    sortable: true,
    render: (product) => productTypeLabel(product.type),
  },
  percentColumn('vlt', 'VLT'),
  percentColumn('irRejection', 'IR'),
  percentColumn('uvRejection', 'UV'),
  percentColumn('tser', 'TSER'),
  {
    key: 'warrantyYears',
    header: 'Warranty',
    sortable: true,
    nowrap: true,
    render: (product) => formatYears(product.warrantyYears),
  },
  {
    key: 'status',
    header: 'Status',
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

const filters: Filter[] = [
  { key: 'type', label: 'Type', options: PRODUCT_TYPE_OPTIONS },
  { key: 'status', label: 'Status', options: PRODUCT_STATUS_OPTIONS },
]

export default function ProductsPage() {
  return (
    <>
      <SeoHead title="Products" />
      <ResourcePage
        resource="products"
        noun={{ singular: 'product', plural: 'products' }}
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
