import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * The dashboard's SQL. Monthly figures come from the counters the triggers of
 * migration 1732200000017 keep (`sale_month_stats`, `film_month_stats`: a few
 * thousand rows whatever the number of sales); the rest reads `sales` through
 * an index over a range of at most a month or so of rows. `dealerId` null
 * means every dealer.
 */
export type DashboardScope = { dealerId: number | null }

type Query = DatabaseQueryBuilderContract<any>

function scoped(query: Query, scope: DashboardScope, column = 'dealer_id') {
  if (scope.dealerId !== null) query.where(column, scope.dealerId)
  return query
}

function count(row: { total?: unknown } | undefined | null) {
  return Number(row?.total ?? 0)
}

/** Sales (not void) installed per month from `from` to `to` (`YYYY-MM`), months without any left out. */
export async function salesPerMonth(scope: DashboardScope, from: string, to: string) {
  const rows = await scoped(
    db
      .from('sale_month_stats')
      .select('month')
      .sum('installed as total')
      .whereBetween('month', [from, to])
      .groupBy('month'),
    scope
  )
  return new Map<string, number>(rows.map((row) => [row.month, count(row)]))
}

/**
 * Active warranties: those ending after this month, from the counters, plus
 * those ending from today to the month's last day, counted on `sales`.
 */
export async function activeWarranties(scope: DashboardScope, today: string, monthEnd: string) {
  const later = await scoped(
    db.from('sale_month_stats').sum('expiring as total').where('month', '>', monthEnd.slice(0, 7)),
    scope
  ).first()
  return count(later) + (await warrantiesEnding(scope, today, monthEnd))
}

/** Active (not void) warranties whose expiry falls from `from` to `to`, both included. */
export async function warrantiesEnding(scope: DashboardScope, from: string, to: string) {
  const row = await scoped(
    db
      .from('sales')
      .count('* as total')
      .where('status', 'active')
      .whereBetween('expires_at', [from, to]),
    scope
  ).first()
  return count(row)
}

/** Sales voided at or after `since` (a timestamp in the database's format). */
export async function voidsSince(scope: DashboardScope, since: string) {
  const row = await scoped(
    db.from('sales').count('* as total').where('voided_at', '>=', since),
    scope
  ).first()
  return count(row)
}

/** Sales (not void) per dealer installed in the months `from`–`to`, most first, with the dealers' names. */
export async function salesPerDealer(from: string, to: string) {
  const rows = await db
    .from('sale_month_stats')
    .join('dealers', 'dealers.id', 'sale_month_stats.dealer_id')
    .select('dealers.id', 'dealers.name')
    .sum('sale_month_stats.installed as total')
    .whereBetween('sale_month_stats.month', [from, to])
    .groupBy('dealers.id', 'dealers.name')
    .havingRaw('sum(sale_month_stats.installed) > 0')
    .orderBy('total', 'desc')
    .orderBy('dealers.id', 'asc')
  return rows.map((row) => ({ id: row.id, name: row.name, detail: null, count: count(row) }))
}

/** Windows filmed (items of sales not void) per film in the months `from`–`to`, most first. */
export async function itemsPerFilm(scope: DashboardScope, from: string, to: string) {
  const rows = await scoped(
    db
      .from('film_month_stats')
      .join('products', 'products.id', 'film_month_stats.product_id')
      .select('products.id', 'products.name', 'products.sku')
      .sum('film_month_stats.items as total')
      .whereBetween('film_month_stats.month', [from, to])
      .groupBy('products.id', 'products.name', 'products.sku')
      .havingRaw('sum(film_month_stats.items) > 0')
      .orderBy('total', 'desc')
      .orderBy('products.id', 'asc'),
    scope,
    'film_month_stats.dealer_id'
  )
  return rows.map((row) => ({ id: row.id, name: row.name, detail: row.sku, count: count(row) }))
}

/** The name of the dealer a single-dealer dashboard is about (archived dealers included). */
export async function dealerName(dealerId: number) {
  const row = await db.from('dealers').select('name').where('id', dealerId).first()
  return (row?.name as string | undefined) ?? null
}
