import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/**
 * The outbox (every message to owners, with phone numbers, e-mail addresses
 * and, in development, one-time codes) is an admin's: they watch deliveries
 * and send a failed message again.
 */
export default class OutboxPolicy extends AppPolicy {
  viewList(user: User) {
    return this.isAdmin(user)
  }

  retry(user: User) {
    return this.isAdmin(user)
  }
}
