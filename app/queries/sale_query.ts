import type { Infer } from '@vinejs/vine/types'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import Sale from '#models/sale'
import { applySaleSearch } from '#queries/sale_search'
import type { listSalesValidator } from '#validators/sale'

export type SaleListQuery = Infer<typeof listSalesValidator>
type SaleQuery = ModelQueryBuilderContract<typeof Sale>

/**
 * The sales a user may see: all for admins, their own dealer's for staff.
 * Every read starts here, so another dealer's sale is simply not found (404).
 */
export function visibleSales(user: User): SaleQuery {
  const query = Sale.query()
  if (user.isAdmin) return query
  if (user.dealerId === null) return query.whereRaw('1 = 0')
  return query.where('sales.dealer_id', user.dealerId)
}

/**
 * The list filters, shared by the paginated list and the CSV export. The
 * status filters use the stored `status` + `expires_at` (indexed together).
 */
export function applySaleFilters(
  query: SaleQuery,
  user: User,
  filters: SaleListQuery,
  today: string
) {
  applySaleSearch(query, filters.search)
  if (filters.dealerId && user.isAdmin) query.where('sales.dealer_id', filters.dealerId)
  if (filters.productId) {
    const productId = filters.productId
    query.whereExists((items) =>
      items
        .from('sale_items')
        .whereColumn('sale_items.sale_id', 'sales.id')
        .where('sale_items.product_id', productId)
    )
  }
  if (filters.status === 'void') query.where('sales.status', 'void')
  if (filters.status === 'active') {
    query.where('sales.status', 'active')
    // Active sales are most of them, the newest first: the list walks its
    // sort index and skips the few expired. SQLite (without statistics, or
    // with none yet for a new index) would rather take the expiry range and
    // sort every active sale; the unary `+` keeps this term off any index.
    if (query.client.dialect.name.includes('sqlite')) {
      query.whereRaw('+sales.expires_at >= ?', [today])
    } else query.where('sales.expires_at', '>=', today)
  }
  if (filters.status === 'expired')
    query.where('sales.status', 'active').where('sales.expires_at', '<', today)
  if (filters.installedFrom) query.where('sales.installed_at', '>=', filters.installedFrom)
  if (filters.installedTo) query.where('sales.installed_at', '<=', filters.installedTo)
  return query
}

/** The (status, expires_at, installed_at, id) index of migration 1732200000020. */
export const EXPIRED_SALES_INDEX = 'sales_status_expires_at_installed_at_id_index'

const SALE_SORT_COLUMNS: Record<string, string> = {
  warrantyCode: 'warranty_code',
  installedAt: 'installed_at',
  expiresAt: 'expires_at',
  customerName: 'customer_name',
  plateNumber: 'plate_normalized',
  vehicleMake: 'vehicle_make',
  createdAt: 'created_at',
}

/** Lists, exports and details all need the dealer and the films. */
export function withSaleRelations(query: SaleQuery) {
  return query.preload('dealer').preload('items', (items) => items.preload('product'))
}

/**
 * The list's order, which the export follows too: the chosen column
 * (ascending unless asked otherwise), by default the latest installation
 * first. Callers add the id in the same direction to break ties.
 */
export function saleOrder(filters: SaleListQuery) {
  const column = filters.sort ? SALE_SORT_COLUMNS[filters.sort] : undefined
  if (!column) return { column: 'sales.installed_at', direction: 'desc' as const }
  return { column: `sales.${column}`, direction: filters.direction ?? 'asc' }
}
