import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import Product from '#models/product'
import type { ProductSort } from '#dtos/product'
import type { createProductValidator, productListValidator } from '#validators/product'
import { applyArchived, applySearch, applySort, paginate } from '#queries/resource_list'
import { definedOnly, withUniqueFields } from '#services/record_writes'

type ProductListQuery = Infer<typeof productListValidator>
type ProductPayload = Infer<typeof createProductValidator>

const SORT_COLUMNS: Record<ProductSort, string> = {
  sku: 'sku',
  name: 'name',
  series: 'series',
  type: 'type',
  vlt: 'vlt',
  irRejection: 'ir_rejection',
  uvRejection: 'uv_rejection',
  tser: 'tser',
  warrantyYears: 'warranty_years',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
}

/** What a new product holds where the admin left a field out. */
const EMPTY = {
  series: null,
  irRejection: null,
  uvRejection: null,
  tser: null,
  description: null,
  status: 'active' as const,
  transferable: true,
}

/**
 * The film catalogue. Products are never deleted: sale items keep pointing at
 * an archived or discontinued product, so issued warranties stay readable.
 */
export default class ProductService {
  static async list(query: ProductListQuery) {
    const builder = Product.query()
    applySearch(builder, query.search)
    applyArchived(builder, query.archived)
    if (query.status) builder.where('status', query.status)
    if (query.type) builder.where('type', query.type)
    applySort(builder, SORT_COLUMNS, query.sort, query.direction, {
      column: 'name',
      direction: 'asc',
    })
    return paginate(builder, query.page, query.perPage)
  }

  /** What the sales form may offer: active, not archived. */
  static options() {
    return Product.query()
      .where('status', 'active')
      .whereNull('deleted_at')
      .orderBy('name')
      .orderBy('id')
  }

  static find(id: number) {
    return Product.findOrFail(id)
  }

  static create(payload: ProductPayload) {
    return withUniqueFields({ sku: 'sku' }, () =>
      Product.create({ ...EMPTY, ...definedOnly(payload) })
    )
  }

  static update(product: Product, payload: ProductPayload) {
    return withUniqueFields({ sku: 'sku' }, async () => {
      product.merge(definedOnly(payload))
      await product.save()
      return product
    })
  }

  static async archive(product: Product) {
    if (product.deletedAt) return product
    product.deletedAt = DateTime.now()
    await product.save()
    return product
  }

  static async restore(product: Product) {
    if (!product.deletedAt) return product
    product.deletedAt = null
    await product.save()
    return product
  }
}
