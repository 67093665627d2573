import { AuthorizationResponse } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Claim from '#models/claim'
import AppPolicy from '#policies/base_policy'

/**
 * Both roles work claims. Staff only ever reach the claims of their own
 * dealer, which the queries enforce (#queries/claim_query: another
 * dealer's claim is a 404, so its existence is not revealed); the checks
 * below say it again for a claim already loaded. Only admins hand a claim
 * to another dealer.
 */
export default class ClaimPolicy extends AppPolicy {
  viewList() {
    return true
  }

  view(user: User, claim: Claim) {
    return this.isAdmin(user) || (user.dealerId !== null && user.dealerId === claim.dealerId)
  }

  /** Status changes, replies to the owner and internal notes: whoever may see the claim. */
  work(user: User, claim: Claim) {
    return this.view(user, claim)
  }

  reassign(user: User) {
    if (this.isAdmin(user)) return true
    return AuthorizationResponse.deny('Only an admin can hand a claim to another dealer.')
  }
}
