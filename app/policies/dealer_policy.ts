import type User from '#models/user'
import { AdminManagedPolicy } from '#policies/base_policy'

/** Dealers are managed by admins only. */
export default class DealerPolicy extends AdminManagedPolicy {
  /** Every signed-in user; staff get their own dealer only (DealerService.options). */
  options(_user: User) {
    return true
  }
}
