import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type { SaleListQuery } from '#validators/sale'

/**
 * The exact number of sales a list shows, when counters know it without a
 * scan: the whole list or one dealer's, unfiltered otherwise. Sales not void
 * are the sum of the installation counters (`sale_month_stats`, kept by
 * triggers, migration 1732200000017: a few rows a month); void ones, about
 * 1 %, are counted through the status indexes. Any other filter: null (the
 * list then counts up to its cap, #queries/resource_list).
 */
export function countedSaleTotal(
  client: QueryClientContract,
  user: User,
  filters: SaleListQuery
): (() => Promise<number | null>) | null {
  const { search, productId, status, installedFrom, installedTo } = filters
  if (search || productId || status || installedFrom || installedTo) return null
  const dealerId = user.isAdmin ? (filters.dealerId ?? null) : user.dealerId
  if (!user.isAdmin && dealerId === null) return null
  return async () => {
    const installed = client.from('sale_month_stats').sum('installed as total')
    const voids = client.from('sales').where('status', 'void').count('* as total')
    if (dealerId !== null) {
      installed.where('dealer_id', dealerId)
      voids.where('dealer_id', dealerId)
    }
    const [[counted], [voided]] = await Promise.all([installed, voids])
    return Number(counted.total ?? 0) + Number(voided.total)
  }
}
