import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/** Dealers are managed by admins only. */
export default class DealerPolicy extends AppPolicy {
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

  options(user: User) {
    return this.isAdmin(user)
  }
}
