import type { DateTime } from 'luxon'
import { storedDateTime } from '#domain/stored_dates'
import db from '@adonisjs/lucid/services/db'
import type { SaleRecordStatus, WindowPosition } from '#dtos/sale'

/**
 * What the public lookup shows of a sale, in the shape the models have
 * (serializeWarrantyLookup reads either), read as plain rows: the lookup is
 * the public site's busiest query, and model hydration with two levels of
 * preloads (four queries) cost more than the reads themselves.
 */
export type LookupSale = {
  id: number
  warrantyCode: string
  status: SaleRecordStatus
  voidedAt: DateTime | null
  customerName: string
  plateNumber: string
  vehicleMake: string
  vehicleModel: string
  vehicleYear: number | null
  installedAt: DateTime
  expiresAt: DateTime
  dealer: { name: string; phone: string }
  items: { position: WindowPosition; warrantyExpiresAt: DateTime; product: LookupFilm }[]
}
type LookupFilm = { name: string; vlt: number }
type SaleRow = {
  id: number | string
  warranty_code: string
  status: SaleRecordStatus
  voided_at: string | Date | null
  customer_name: string
  plate_number: string
  vehicle_make: string
  vehicle_model: string
  vehicle_year: number | null
  installed_at: string | Date
  expires_at: string | Date
  dealer_name: string
  dealer_phone: string
}
type ItemRow = {
  sale_id: number | string
  position: WindowPosition
  warranty_expires_at: string | Date
  product_name: string
  product_vlt: number | string
}

const SALE_COLUMNS = [
  'sales.id',
  'sales.warranty_code',
  'sales.status',
  'sales.voided_at',
  'sales.customer_name',
  'sales.plate_number',
  'sales.vehicle_make',
  'sales.vehicle_model',
  'sales.vehicle_year',
  'sales.installed_at',
  'sales.expires_at',
  'dealers.name as dealer_name',
  'dealers.phone as dealer_phone',
]

function salesWithDealer() {
  return db
    .from('sales')
    .join('dealers', 'dealers.id', 'sales.dealer_id')
    .select(...SALE_COLUMNS)
}

/** The sales' films, one query, attached in the sales' order. */
async function withFilms(rows: SaleRow[]): Promise<LookupSale[]> {
  if (rows.length === 0) return []
  const items: ItemRow[] = await db
    .from('sale_items')
    .join('products', 'products.id', 'sale_items.product_id')
    .whereIn(
      'sale_items.sale_id',
      rows.map((row) => row.id)
    )
    .select(
      'sale_items.sale_id',
      'sale_items.position',
      'sale_items.warranty_expires_at',
      'products.name as product_name',
      'products.vlt as product_vlt'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    warrantyCode: row.warranty_code,
    status: row.status,
    voidedAt: row.voided_at === null ? null : storedDateTime(row.voided_at),
    customerName: row.customer_name,
    plateNumber: row.plate_number,
    vehicleMake: row.vehicle_make,
    vehicleModel: row.vehicle_model,
    vehicleYear: row.vehicle_year,
    installedAt: storedDateTime(row.installed_at),
    expiresAt: storedDateTime(row.expires_at),
    dealer: { name: row.dealer_name, phone: row.dealer_phone },
    items: items
      .filter((item) => Number(item.sale_id) === Number(row.id))
      .map((item) => ({
        position: item.position,
        warrantyExpiresAt: storedDateTime(item.warranty_expires_at),
        product: { name: item.product_name, vlt: Number(item.product_vlt) },
      })),
  }))
}

/** The sale with this stored code (compact form), if any. */
export async function lookupByCode(storedCode: string) {
  const rows: SaleRow[] = await salesWithDealer().where('sales.warranty_code', storedCode).limit(1)
  return withFilms(rows)
}

/**
 * The sales of a plate (normalised) whose phone ends with these 4 digits,
 * newest first, at most `limit`. Phones are stored as "+" and digits only,
 * so the last 4 digits are a suffix.
 */
export async function lookupByPlate(plateNormalized: string, phone4: string, limit: number) {
  const rows: SaleRow[] = await salesWithDealer()
    .where('sales.plate_normalized', plateNormalized)
    .where('sales.customer_phone', 'like', `%${phone4}`)
    .orderBy('sales.installed_at', 'desc')
    .orderBy('sales.id', 'desc')
    .limit(limit)
  return withFilms(rows)
}
