import type { HttpContext } from '@adonisjs/core/http'
import DashboardPolicy, { dashboardScope } from '#policies/dashboard_policy'
import DashboardService from '#services/dashboard_service'
import { todayIso } from '#domain/warranty_status'
import type { DashboardDto } from '#dtos/dashboard'

/** `GET /api/admin/dashboard`: admins get every dealer's figures, staff their dealer's. */
export default class DashboardController {
  async show({ auth, bouncer }: HttpContext): Promise<{ data: DashboardDto }> {
    await bouncer.with(DashboardPolicy).authorize('view')
    const scope = dashboardScope(auth.getUserOrFail())
    const today = todayIso()
    const data = scope
      ? await DashboardService.summary(scope, today)
      : await DashboardService.empty(today)
    return { data }
  }
}
