import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Dealer from '#models/dealer'
import Sale from '#models/sale'
import SaleItem from '#models/sale_item'
import type User from '#models/user'
import ConflictException from '#exceptions/conflict_exception'
import { fieldError } from '#exceptions/field_error'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { isUniqueViolation } from '#services/record_writes'
import { salesPage, type SaleQuery, visibleSales, withSaleRelations } from '#queries/sale_query'
import { normalizePlate } from '#domain/plates'
import { generateWarrantyCode } from '#domain/warranty_code'
import { todayIso } from '#domain/warranty_status'
import { serializeSaleListPage } from '#serializers/sale'
import { readSaleListPage } from '#queries/sale_list_rows'
import { prepareItems } from '#services/sale_items'
import type { SaleListQuery, SalePayload, SaleUpdatePayload } from '#validators/sale'
import { actorOf, dealerLabel, dealerLabelOf, recordAudit } from '#services/audit_service'
import { saleSnapshot } from '#services/audit_snapshots'
import { diffFields, hasChanges } from '#domain/audit_diff'

/** 40 random bits make a clash rare; a few fresh draws make it harmless. */
const MAX_CODE_ATTEMPTS = 5

/** Where new codes come from; a test swaps it to force a clash. */
export const warrantyCodes = { next: generateWarrantyCode }

/** The sale as the history compares it, read inside the transaction that changes it. */
async function storedSnapshot(trx: TransactionClientContract, sale: Sale) {
  const items = await SaleItem.query({ client: trx })
    .where('sale_id', sale.id)
    .preload('product')
    .orderBy('id')
  const films = items.map((item) => ({ position: item.position, film: item.product.name }))
  return saleSnapshot(sale, await dealerLabel(trx, sale.dealerId), films)
}

/** The sale's own columns from a validated body (the dealer is decided by the caller). */
function saleColumns(payload: SalePayload) {
  return {
    customerName: payload.customerName,
    customerPhone: payload.customerPhone,
    customerEmail: payload.customerEmail ?? null,
    plateNumber: payload.plateNumber,
    plateNormalized: normalizePlate(payload.plateNumber),
    vehicleMake: payload.vehicleMake,
    vehicleModel: payload.vehicleModel,
    vehicleYear: payload.vehicleYear ?? null,
    vin: payload.vin ?? null,
    installedAt: DateTime.fromISO(payload.installedAt),
    notes: payload.notes ?? null,
  }
}

export const VOID_CONFLICT = 'This warranty is already void.'
export const EDIT_VOID_CONFLICT = 'A void warranty cannot be changed.'
/** The 409s of a change to a void sale, each with its sentence in the catalogues. */
const voidConflict = () => new ConflictException(VOID_CONFLICT, { key: 'errors.conflict.saleVoid' })
const editVoidConflict = () =>
  new ConflictException(EDIT_VOID_CONFLICT, { key: 'errors.conflict.saleEditVoid' })

/**
 * The first statement of every change to a sale: a write that matches only
 * while the sale is active. It takes the row's lock (PostgreSQL) or the
 * write lock (SQLite) until the transaction ends, so of two changes made at
 * once the second waits for the first, then re-reads the row: once a void
 * has committed, every later void or edit matches nothing and is a 409,
 * whoever makes it. (The `sale` the caller loaded may be stale by then.)
 */
export async function lockActiveSale(
  trx: TransactionClientContract,
  saleId: number,
  conflict: () => ConflictException
) {
  const result: unknown = await trx
    .from('sales')
    .where('id', saleId)
    .where('status', 'active')
    .update({ status: 'active' })
  const matched = Array.isArray(result) ? Number(result[0]) : Number(result)
  if (!matched) throw conflict()
}

/**
 * lockActiveSale, then the sale as it stands under that lock: what a change
 * checks and records as "old → new" comes from here, never from the copy
 * the request loaded before waiting (a transfer or edit
 * committed meanwhile would be reported as never made).
 */
export async function lockedActiveSale(
  trx: TransactionClientContract,
  saleId: number,
  conflict: () => ConflictException
) {
  await lockActiveSale(trx, saleId, conflict)
  return Sale.query({ client: trx }).where('id', saleId).firstOrFail()
}

export default class SalesService {
  static async list(user: User, filters: SaleListQuery) {
    const today = todayIso()
    const { rows, meta } = await salesPage(user, filters, today, async (page: SaleQuery) =>
      serializeSaleListPage(await readSaleListPage(page), today)
    )
    return { data: rows, meta }
  }

  /** A sale the user may see, with everything the detail shows; else a 404. */
  static async find(user: User, id: number) {
    return withSaleRelations(visibleSales(user).where('sales.id', id))
      .preload('creator')
      .preload('voider')
      .preload('updater')
      .preload('transfers', (transfers) => transfers.preload('creator').orderBy('id'))
      .firstOrFail()
  }

  /**
   * Sale and items in one transaction. The code is random, so on the rare
   * unique clash the whole insert is retried with a fresh code (a failed
   * statement aborts a PostgreSQL transaction, so a retry needs a new one).
   */
  static async create(user: User, payload: SalePayload, ip: string | null = null) {
    const chosen = 'dealerId' in payload ? Number(payload.dealerId) : null
    const dealerId = user.isAdmin ? chosen : user.dealerId
    if (!dealerId) throw fieldError('dealerId', REQUIRED_MESSAGES.sale.dealerId, 'required')
    const { items, expiresAt, films, belowMinimumReason, products } = await prepareItems(payload)

    for (let attempt = 1; ; attempt++) {
      try {
        const registered = await db.transaction(async (trx) => {
          const created = await Sale.create(
            {
              ...saleColumns(payload),
              warrantyCode: warrantyCodes.next(),
              dealerId,
              createdBy: user.id,
              expiresAt,
              belowMinimumReason,
              status: 'active',
            },
            { client: trx }
          )
          const createdItems = await created.related('items').createMany(items)
          const dealer = await Dealer.query({ client: trx }).where('id', dealerId).firstOrFail()
          const after = saleSnapshot(created, dealerLabelOf(dealer), films)
          await recordAudit(trx, {
            actor: actorOf(user, ip),
            action: 'create',
            recordType: 'sale',
            recordId: created.id,
            changes: diffFields({}, after),
            // Why a film below the local VLT minimum was fitted, if one was.
            reason: belowMinimumReason ?? null,
          })
          return { sale: created, items: createdItems, dealer }
        })
        // The answer from what the transaction wrote, with what the database filled in read
        // back: the same sale `find` would load, in one query instead of eight.
        const { sale, items: saleItems, dealer } = registered
        await sale.refresh()
        for (const item of saleItems) item.$setRelated('product', products.get(item.productId)!)
        sale.$setRelated('items', saleItems)
        sale.$setRelated('dealer', dealer)
        sale.$setRelated('creator', user)
        sale.$setRelated('transfers', [])
        return sale
      } catch (error) {
        if (attempt < MAX_CODE_ATTEMPTS && isCodeClash(error)) continue
        throw error
      }
    }
  }

  /**
   * Correction of a registered sale (admins, or its staff within the edit
   * window: the policy decides). Only admins move a sale to another dealer.
   * Items are matched by window so an unchanged window keeps its id; every
   * expiry is computed again. Who changed it is recorded.
   */
  static async update(
    user: User,
    sale: Sale,
    payload: SaleUpdatePayload,
    ip: string | null = null
  ) {
    if (sale.status === 'void') throw editVoidConflict()
    await db.transaction(async (trx) => {
      const current = await lockedActiveSale(trx, sale.id, editVoidConflict)
      const dealerId =
        user.isAdmin && 'dealerId' in payload ? Number(payload.dealerId) : current.dealerId
      const existing = await SaleItem.query({ client: trx }).where('sale_id', sale.id)
      const saved = { items: existing, reason: current.belowMinimumReason }
      const prepared = await prepareItems(payload, trx, saved)
      const { items, expiresAt, belowMinimumReason } = prepared
      const before = await storedSnapshot(trx, current)
      current.merge({
        ...saleColumns(payload),
        dealerId,
        expiresAt,
        belowMinimumReason,
        updatedBy: user.id,
      })
      await current.save()

      const wanted = new Set(items.map((item) => item.position))
      const removed = existing.filter((item) => !wanted.has(item.position)).map((item) => item.id)
      if (removed.length) await SaleItem.query({ client: trx }).whereIn('id', removed).delete()
      for (const item of items) {
        const kept = existing.find((row) => row.position === item.position)
        if (kept) {
          kept.useTransaction(trx)
          await kept.merge(item).save()
        } else {
          await current.related('items').create(item)
        }
      }
      const changes = diffFields(before, await storedSnapshot(trx, current))
      if (hasChanges(changes)) {
        await recordAudit(trx, {
          actor: actorOf(user, ip),
          action: 'update',
          recordType: 'sale',
          recordId: sale.id,
          changes,
          // A new reason for a film below the local VLT minimum goes with the edit.
          reason: belowMinimumReason !== saved.reason ? belowMinimumReason : null,
        })
      }
    })
    return this.find(user, sale.id)
  }

  /** Exactly one of several voids made at once succeeds; the others answer 409. */
  static async void(user: User, sale: Sale, reason: string, ip: string | null = null) {
    if (sale.status === 'void') throw voidConflict()
    await db.transaction(async (trx) => {
      const current = await lockedActiveSale(trx, sale.id, voidConflict)
      current.merge({
        status: 'void',
        voidReason: reason,
        voidedAt: DateTime.now(),
        voidedBy: user.id,
        updatedBy: user.id,
      })
      await current.save()
      await recordAudit(trx, {
        actor: actorOf(user, ip),
        action: 'void',
        recordType: 'sale',
        recordId: sale.id,
        changes: { status: { old: 'active', new: 'void' } },
        reason,
      })
    })
    return this.find(user, sale.id)
  }
}

function isCodeClash(error: unknown) {
  if (!isUniqueViolation(error)) return false
  const constraint = (error as Error & { constraint?: string }).constraint ?? ''
  return `${error.message} ${constraint}`.includes('warranty_code')
}
