import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import {
  activeWarranties,
  dealerName,
  itemsPerFilm,
  salesPerDealer,
  salesPerMonth,
  voidsSince,
  warrantiesEnding,
  type DashboardScope,
} from '#queries/dashboard_query'
import { openClaimCount } from '#queries/claim_query'
import { expiringSoonWindow } from '#domain/warranty_status'
import { addMonths, lastDayOf, monthOf, monthsUntil } from '#domain/calendar_month'
import { topWithOthers } from '#domain/dashboard_figures'
import {
  DASHBOARD_MONTHS,
  DASHBOARD_SHARE_MONTHS,
  DASHBOARD_TOP,
  type DashboardDto,
} from '#dtos/dashboard'

/**
 * The dashboard's figures for one scope (every dealer, or one). Read-only:
 * a handful of small queries.
 */
export default class DashboardService {
  static async summary(scope: DashboardScope, today: string): Promise<DashboardDto> {
    const month = monthOf(today)
    const months = monthsUntil(month, DASHBOARD_MONTHS)
    const shareFrom = addMonths(month, 1 - DASHBOARD_SHARE_MONTHS)
    const soon = expiringSoonWindow(today)
    // One after the other: each is a millisecond or so, and a request holds
    // one connection of the pool rather than seven.
    const perMonth = await salesPerMonth(scope, months[0], month)
    const active = await activeWarranties(scope, today, lastDayOf(month))
    const expiringSoon = await warrantiesEnding(scope, soon.from, soon.to)
    const voids = await voidsSince(scope, startOfMonthTimestamp())
    const byDealer = scope.dealerId === null ? await salesPerDealer(shareFrom, month) : []
    const byFilm = await itemsPerFilm(scope, shareFrom, month)
    const name = scope.dealerId === null ? null : await dealerName(scope.dealerId)
    const openClaims = await openClaimCount(scope.dealerId)
    return {
      today,
      scope: { dealerId: scope.dealerId, dealerName: name },
      counts: {
        salesThisMonth: perMonth.get(month) ?? 0,
        salesLastMonth: perMonth.get(addMonths(month, -1)) ?? 0,
        activeWarranties: active,
        expiringSoon,
        voidsThisMonth: voids,
        openClaims,
      },
      salesByMonth: months.map((each) => ({ month: each, sales: perMonth.get(each) ?? 0 })),
      sharePeriod: { from: shareFrom, to: month },
      byDealer: topWithOthers(byDealer, DASHBOARD_TOP),
      byFilm: topWithOthers(byFilm, DASHBOARD_TOP),
    }
  }

  /** Nothing to count: a staff account without a dealer. */
  static empty(today: string): Promise<DashboardDto> {
    return DashboardService.summary({ dealerId: 0 }, today)
  }
}

/**
 * The 1st of this month at midnight in the server's zone, written as the
 * database stores timestamps (Lucid writes `voided_at` in that format).
 */
function startOfMonthTimestamp() {
  return DateTime.local().startOf('month').toFormat(db.connection().dialect.dateTimeFormat)
}
