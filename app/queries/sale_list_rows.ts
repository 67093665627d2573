import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Sale from '#models/sale'
import type { SaleRecordStatus, WindowPosition } from '#dtos/sale'

type SaleQuery = ModelQueryBuilderContract<typeof Sale>

/** The sales columns a list row shows, read raw (no model hydration). */
const LIST_COLUMNS = [
  'id',
  'warranty_code',
  'installed_at',
  'expires_at',
  'customer_name',
  'customer_phone',
  'plate_number',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'dealer_id',
  'status',
  'created_at',
]

/** One sale of a list page as the driver returns it (dates: text on SQLite, Date on PostgreSQL). */
export type SaleListRow = {
  id: number
  warranty_code: string
  installed_at: string | Date
  expires_at: string | Date
  customer_name: string
  customer_phone: string
  plate_number: string
  vehicle_make: string
  vehicle_model: string
  vehicle_year: number | null
  dealer_id: number
  status: SaleRecordStatus
  created_at: string | Date
}

/** A film of a listed sale: its window and the product's name. */
export type SaleListFilm = { position: WindowPosition; name: string }

/** A page of sales with what each row shows of its dealer and films. */
export type SaleListPage = {
  sales: SaleListRow[]
  dealers: Map<number, { id: number; name: string }>
  films: Map<number, SaleListFilm[]>
}

/**
 * Reads a page of the list as plain rows: the sales, then their dealers and
 * their films (items joined to products) in one query each. Hydrating 100
 * models with two levels of preloads cost more than the page's SQL did.
 */
export async function readSaleListPage(query: SaleQuery): Promise<SaleListPage> {
  const sales = (await query
    .select(LIST_COLUMNS.map((column) => `sales.${column}`))
    .pojo()) as SaleListRow[]
  const dealers = new Map<number, { id: number; name: string }>()
  const films = new Map<number, SaleListFilm[]>()
  if (!sales.length) return { sales, dealers, films }
  const dealerIds = [...new Set(sales.map((sale) => Number(sale.dealer_id)))]
  const saleIds = sales.map((sale) => Number(sale.id))
  const client = query.client
  const [dealerRows, itemRows] = await Promise.all([
    client.from('dealers').select('id', 'name').whereIn('id', dealerIds),
    client
      .from('sale_items')
      .join('products', 'products.id', 'sale_items.product_id')
      .select('sale_items.sale_id', 'sale_items.position', 'products.name')
      .whereIn('sale_items.sale_id', saleIds)
      .orderBy('sale_items.id'),
  ])
  for (const dealer of dealerRows) dealers.set(Number(dealer.id), dealer)
  for (const item of itemRows) {
    const list = films.get(Number(item.sale_id)) ?? []
    list.push({ position: item.position, name: item.name })
    films.set(Number(item.sale_id), list)
  }
  return { sales, dealers, films }
}
