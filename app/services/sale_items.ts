import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Product from '#models/product'
import { fieldError } from '#exceptions/field_error'
import { checkLegalTint } from '#services/legal_tint_check'
import { itemExpiry, latestExpiry } from '#domain/warranty_status'
import type { WindowPosition } from '#dtos/sale'
import type { SalePayload } from '#validators/sale'

type PreparedItem = {
  position: WindowPosition
  productId: number
  warrantyExpiresAt: DateTime
  belowVltMinimum: number | null
}
type SavedSale = Parameters<typeof checkLegalTint>[3]

/**
 * Each item's expiry = installation date + its film's warranty term, and the
 * legal-tint check of its film on its window (a 422 unless confirmed).
 */
export async function prepareItems(
  payload: SalePayload,
  client?: TransactionClientContract,
  saved: SavedSale = null
) {
  const ids = [...new Set(payload.items.map((item) => item.productId))]
  const rows = await Product.query({ client }).whereIn('id', ids)
  const products = new Map(rows.map((product) => [product.id, product]))
  payload.items.forEach((item, index) => {
    if (!products.has(item.productId)) {
      throw fieldError(
        `items.${index}.productId`,
        'Choose an active film product.',
        'activeProduct'
      )
    }
  })
  const legal = checkLegalTint(payload.items, products, payload, saved)
  const items: PreparedItem[] = payload.items.map((item, index) => {
    const product = products.get(item.productId)!
    const expiry = itemExpiry(payload.installedAt, product.warrantyYears)
    return {
      position: item.position,
      productId: item.productId,
      warrantyExpiresAt: DateTime.fromISO(expiry),
      belowVltMinimum: legal.below[index],
    }
  })
  const expiresAt = DateTime.fromISO(
    latestExpiry(items.map((item) => item.warrantyExpiresAt.toISODate()!))
  )
  // The film on each window, by name, for the history.
  const films = items.map((item) => ({
    position: item.position,
    film: products.get(item.productId)!.name,
  }))
  return { items, expiresAt, films, belowMinimumReason: legal.reason, products }
}
