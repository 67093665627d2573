import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Product from '#models/product'
import type { ProductSort } from '#dtos/product'
import type { ProductListQuery, ProductPayload } from '#validators/product'
import { applyArchived, applySearch, applySort, paginate } from '#queries/resource_list'
import { definedOnly, lockedRecord, withUniqueFields } from '#services/record_writes'
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

  /** Compared on the product as it stands once locked (see lockedRecord). */
  static update(product: Product, payload: ProductPayload, actor: AuditActor) {
    return withUniqueFields({ sku: 'sku' }, () =>
      db.transaction(async (trx) => {
        const current = await lockedRecord(Product, product.id, trx)
        const before = productSnapshot(current)
        current.merge(definedOnly(payload))
        await current.save()
        const changes = diffFields(before, productSnapshot(current))
        if (hasChanges(changes)) {
          await recordAudit(trx, {
            actor,
            action: 'update',
            recordType: 'product',
            recordId: current.id,
            changes,
          })
        }
        return current
      })
    )
  }

  static archive(product: Product, actor: AuditActor) {
    return this.setArchived(product, true, actor)
  }

  static restore(product: Product, actor: AuditActor) {
    return this.setArchived(product, false, actor)
  }

  /** Nothing to record when the product already is as asked (a second click, or a parallel one). */
  private static setArchived(product: Product, archived: boolean, actor: AuditActor) {
    return db.transaction(async (trx) => {
      const current = await lockedRecord(Product, product.id, trx)
      if (Boolean(current.deletedAt) === archived) return current
      current.deletedAt = archived ? DateTime.now() : null
      await current.save()
      await recordAudit(trx, {
        actor,
        action: archived ? 'archive' : 'restore',
        recordType: 'product',
        recordId: current.id,
      })
      return current
    })
  }
}
