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
/** One row per film of each sale found (a sale without films: one row, its film columns null). */
type Row = {
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
  position: WindowPosition | null
  warranty_expires_at: string | Date | null
  product_name: string | null
  product_vlt: number | string | null
}

const SALE_COLUMNS = [
  'id',
  'dealer_id',
  'warranty_code',
  'status',
  'voided_at',
  'customer_name',
  'plate_number',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'installed_at',
  'expires_at',
]
const NEWEST_FIRST = [
  { column: 'installed_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const

/**
 * The sales `found` picks (already limited and ordered), with their dealer
 * and their films, in one query: a lookup is the public site's busiest
 * request, and on PostgreSQL each query is a round trip.
 */
async function withDealerAndFilms(found: ReturnType<typeof salesTable>): Promise<LookupSale[]> {
  const rows: Row[] = await db
    .from(found.as('s'))
    .join('dealers', 'dealers.id', 's.dealer_id')
    .leftJoin('sale_items', 'sale_items.sale_id', 's.id')
    .leftJoin('products', 'products.id', 'sale_items.product_id')
    .select(...SALE_COLUMNS.map((column) => `s.${column}`))
    .select(
      'dealers.name as dealer_name',
      'dealers.phone as dealer_phone',
      'sale_items.position',
      'sale_items.warranty_expires_at',
      'products.name as product_name',
      'products.vlt as product_vlt'
    )
    .orderBy(NEWEST_FIRST.map(({ column, order }) => ({ column: `s.${column}`, order })))
  const sales = new Map<number, LookupSale>()
  for (const row of rows) {
    const id = Number(row.id)
    let sale = sales.get(id)
    if (!sale) {
      sale = {
        id,
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
        items: [],
      }
      sales.set(id, sale)
    }
    if (row.position !== null && row.warranty_expires_at !== null) {
      sale.items.push({
        position: row.position,
        warrantyExpiresAt: storedDateTime(row.warranty_expires_at),
        product: { name: row.product_name ?? '', vlt: Number(row.product_vlt) },
      })
    }
  }
  return [...sales.values()]
}

function salesTable() {
  return db.from('sales').select(...SALE_COLUMNS)
}

/** The sale with this stored code (compact form), if any. */
export function lookupByCode(storedCode: string) {
  return withDealerAndFilms(salesTable().where('warranty_code', storedCode).limit(1))
}

/**
 * The sales of a plate (normalised) whose phone ends with these 4 digits,
 * newest first, at most `limit`. Phones are stored as "+" and digits only,
 * so the last 4 digits are a suffix.
 */
export function lookupByPlate(plateNormalized: string, phone4: string, limit: number) {
  return withDealerAndFilms(
    salesTable()
      .where('plate_normalized', plateNormalized)
      .where('customer_phone', 'like', `%${phone4}`)
      .orderBy([...NEWEST_FIRST])
      .limit(limit)
  )
}
