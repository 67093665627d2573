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
