import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Product from '#models/product'
import type { ProductSort } from '#dtos/product'
import type { ProductListQuery, ProductPayload } from '#validators/product'
import { applyArchived, applySearch, applySort, paginate } from '#queries/resource_list'
import { definedOnly, withUniqueFields } from '#services/record_writes'
import { recordAudit, type AuditActor } from '#services/audit_service'
import { productSnapshot } from '#services/audit_snapshots'
import { diffFields, hasChanges } from '#domain/audit_diff'

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

  static create(payload: ProductPayload, actor: AuditActor) {
    return withUniqueFields({ sku: 'sku' }, () =>
      db.transaction(async (trx) => {
        const product = await Product.create({ ...EMPTY, ...definedOnly(payload) }, { client: trx })
        await recordAudit(trx, {
          actor,
          action: 'create',
          recordType: 'product',
          recordId: product.id,
          changes: diffFields({}, productSnapshot(product)),
        })
        return product
      })
    )
  }

  static update(product: Product, payload: ProductPayload, actor: AuditActor) {
    return withUniqueFields({ sku: 'sku' }, () =>
      db.transaction(async (trx) => {
        product.useTransaction(trx)
        const before = productSnapshot(product)
        product.merge(definedOnly(payload))
        await product.save()
        const changes = diffFields(before, productSnapshot(product))
        if (hasChanges(changes)) {
          await recordAudit(trx, {
            actor,
            action: 'update',
            recordType: 'product',
            recordId: product.id,
            changes,
          })
        }
        return product
      })
    )
  }

  static async archive(product: Product, actor: AuditActor) {
    if (product.deletedAt) return product
    return this.setArchived(product, DateTime.now(), actor)
  }

  static async restore(product: Product, actor: AuditActor) {
    if (!product.deletedAt) return product
    return this.setArchived(product, null, actor)
  }

  private static setArchived(product: Product, at: DateTime | null, actor: AuditActor) {
    return db.transaction(async (trx) => {
      product.useTransaction(trx)
      product.deletedAt = at
      await product.save()
      await recordAudit(trx, {
        actor,
        action: at ? 'archive' : 'restore',
        recordType: 'product',
        recordId: product.id,
      })
      return product
    })
  }
}
