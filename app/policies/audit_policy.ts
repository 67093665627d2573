import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/**
 * The whole history (every record, every user's actions) is an admin's. A
 * sale's own history follows the sale instead: whoever may see the sale
 * (SalesService.find scopes staff to their dealer) may see what happened
 * to it.
 */
export default class AuditPolicy extends AppPolicy {
  viewList(user: User) {
    return this.isAdmin(user)
  }
}
