import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * Admins manage everything; staff only what a policy grants them explicitly
 * (their own dealer's sales). Denials answer 403 through the error handler.
 */
export default abstract class AppPolicy extends BasePolicy {
  protected isAdmin(user: User) {
    return user.isAdmin === true
  }
}

/**
 * A back-office resource only admins manage (dealers, products, users): every
 * action of the shared list/form pattern is an admin's. Resources override
 * the one action staff need.
 */
export abstract class AdminManagedPolicy extends AppPolicy {
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
