import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/** The film catalogue is managed by admins only; staff may read the short list. */
export default class ProductPolicy extends AppPolicy {
  viewList(user: User) {
    return this.isAdmin(user)
  }

  view(user: User) {
    return this.isAdmin(user)
  }

  create(user: User) {
    return this.isAdmin(user)
  }

  update(user: User) {
    return this.isAdmin(user)
  }

  archive(user: User) {
    return this.isAdmin(user)
  }

  restore(user: User) {
    return this.isAdmin(user)
  }

  /** Staff pick products on the sales form, so the short list is open to every signed-in user. */
  options(_user: User) {
    return true
  }
}
