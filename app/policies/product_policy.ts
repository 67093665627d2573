import type User from '#models/user'
import { AdminManagedPolicy } from '#policies/base_policy'

/** The film catalogue is managed by admins only; staff may read the short list. */
export default class ProductPolicy extends AdminManagedPolicy {
  /** Staff pick products on the sales form, so the short list is open to every signed-in user. */
  options(_user: User) {
    return true
  }
}
