/**
 * `GET /api/admin/dashboard`: the back office's figures at a glance. Admins
 * get every dealer's; staff their own dealer's (the server scopes them, the
 * client only shows what it gets). Void sales count in no figure but the
 * voids. Months are `YYYY-MM`, dates `YYYY-MM-DD`, in the server's calendar.
 */

/** Months in the "sales by month" chart, the current one last. */
export const DASHBOARD_MONTHS = 24
/** Months (the current one included) behind the "by dealer" and "by film" charts. */
export const DASHBOARD_SHARE_MONTHS = 12
/** Bars in the "by dealer" and "by film" charts before the rest are summed as "others". */
export const DASHBOARD_TOP = 8
/** "Expiring soon": active warranties whose last covered day is within this many days from today. */
export const EXPIRING_SOON_DAYS = 30

export type DashboardCountsDto = {
  /** Sales (not void) installed from the 1st of this month to today. */
  salesThisMonth: number
  /** Sales (not void) installed in the whole previous month. */
  salesLastMonth: number
  /** Warranties not void whose expiry is today or later. */
  activeWarranties: number
  /** Of those, the ones whose expiry is within `EXPIRING_SOON_DAYS` days from today. */
  expiringSoon: number
  /** Sales voided since the 1st of this month. */
  voidsThisMonth: number
  /** Claims still open (#dtos/claim OPEN_CLAIM_STATUSES) that the scope's dealer works. */
  openClaims: number
}

export type DashboardMonthDto = { month: string; sales: number }

/** One bar: a dealer (`name`) or a film (`name`, with its SKU in `detail`). */
export type DashboardShareDto = { id: number; name: string; detail: string | null; count: number }

export type DashboardSharesDto = {
  top: DashboardShareDto[]
  /** What the bars beyond the top ones add up to, and how many they are. */
  others: { count: number; groups: number }
}

export type DashboardDto = {
  today: string
  /** `dealerId` null: every dealer's figures (admins). */
  scope: { dealerId: number | null; dealerName: string | null }
  counts: DashboardCountsDto
  /** `DASHBOARD_MONTHS` months, oldest first, months without sales at 0. */
  salesByMonth: DashboardMonthDto[]
  /** The months `byDealer` and `byFilm` cover, inclusive. */
  sharePeriod: { from: string; to: string }
  /** Sales (not void) per dealer; empty for a single dealer's dashboard. */
  byDealer: DashboardSharesDto
  /** Windows filmed (items of sales not void) per film. */
  byFilm: DashboardSharesDto
}
