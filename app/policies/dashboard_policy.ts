import type User from '#models/user'
import AppPolicy from '#policies/base_policy'
import type { DashboardScope } from '#queries/dashboard_query'

/**
 * Whose figures a user sees on the dashboard: admins every dealer's, staff
 * their own dealer's (null: a staff account without a dealer sees nothing).
 * The scope is decided here, never from the request, so no parameter can
 * widen it.
 */
export function dashboardScope(user: User): DashboardScope | null {
  if (user.isAdmin) return { dealerId: null }
  return user.dealerId === null ? null : { dealerId: user.dealerId }
}

/** Both roles open the dashboard; what it counts is `dashboardScope`. */
export default class DashboardPolicy extends AppPolicy {
  view() {
    return true
  }
}
