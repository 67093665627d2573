import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/**
 * Both roles work with sales. Staff only ever see their own dealer's sales,
 * which the queries enforce (another dealer's sale is a 404, so its existence
 * is not revealed); changing or voiding a registered warranty is for admins.
 */
export default class SalePolicy extends AppPolicy {
  viewList() {
    return true
  }

  /** A staff account without a dealer has nobody to register sales for. */
  create(user: User) {
    return this.isAdmin(user) || user.dealerId !== null
  }

  update(user: User) {
    return this.isAdmin(user)
  }

  void(user: User) {
    return this.isAdmin(user)
  }
}
