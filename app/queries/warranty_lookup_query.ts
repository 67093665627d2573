import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { storedDateTime } from '#domain/stored_dates'
import type { SaleRecordStatus, WindowPosition } from '#dtos/sale'

/**
 * What the public lookup shows of a sale, in the shape the models have
 * (serializeWarrantyLookup reads either), read as plain rows: one query
 * with its joins instead of models with two levels of preloads (four).
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
  /** How many claims its owner filed (absent where a sale is read another way). */
  claimCount?: number
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
  claim_count: number | string
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
const NEWEST_FIRST = ['installed_at', 'id'].map((column) => ({ column, order: 'desc' as const }))

/**
 * The sales `found` picks (limited and ordered there), with their dealer
 * and films, as one query. On PostgreSQL it is a named prepared statement
 * (node-postgres' `name`), so each pooled connection parses and plans it once.
 */
async function withDealerAndFilms(name: string, found: ReturnType<typeof db.from>) {
  const query = db
    .from(found.select(SALE_COLUMNS).as('s'))
    .join('dealers', 'dealers.id', 's.dealer_id')
    .leftJoin('sale_items', 'sale_items.sale_id', 's.id')
    .leftJoin('products', 'products.id', 'sale_items.product_id')
    .select(SALE_COLUMNS.map((column) => `s.${column}`))
    .select(
      'dealers.name as dealer_name',
      'dealers.phone as dealer_phone',
      'sale_items.position',
      'sale_items.warranty_expires_at',
      'products.name as product_name',
      'products.vlt as product_vlt',
      // The result offers "See my claims" when there are any: counted here, not by a second query.
      db.raw('(select count(*) from claims where claims.sale_id = s.id) as claim_count')
    )
    .orderBy(NEWEST_FIRST.map(({ column, order }) => ({ column: `s.${column}`, order })))
  if (query.client.dialect.name === 'postgres') query.knexQuery.options({ name })
  return salesOf((await query) as Row[])
}

/** The rows of a lookup as sales, each with its dealer and films, newest first. */
function salesOf(rows: Row[]): LookupSale[] {
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
        claimCount: Number(row.claim_count),
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

/** The sale with this stored code (compact form), if any: in a list of none or one. */
export function lookupByCode(storedCode: string) {
  const found = db.from('sales').where('warranty_code', storedCode).limit(1)
  return withDealerAndFilms('warranty lookup by code', found)
}

/**
 * The sales of a plate (normalised) whose phone ends with these 4 digits,
 * newest first, at most `limit`. Phones are stored as "+" and digits only,
 * so the last 4 digits are a suffix.
 */
export function lookupByPlate(plateNormalized: string, phone4: string, limit: number) {
  const found = db
    .from('sales')
    .where('plate_normalized', plateNormalized)
    .where('customer_phone', 'like', `%${phone4}`)
    .orderBy(NEWEST_FIRST)
    .limit(limit)
  return withDealerAndFilms('warranty lookup by plate', found)
}
