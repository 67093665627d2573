import { AuthorizationResponse } from '@adonisjs/bouncer'
import { DateTime } from 'luxon'
import type User from '#models/user'
import type Sale from '#models/sale'
import AppPolicy from '#policies/base_policy'
import salesConfig from '#config/sales'

/**
 * Until when the staff member who registered `sale` may still correct it
 * (`SALE_EDIT_WINDOW_HOURS` after registering, 24 by default).
 */
export function staffEditDeadline(sale: Sale): DateTime {
  return sale.createdAt.plus({ hours: salesConfig.staffEditWindowHours })
}

/**
 * Both roles work with sales. Staff only ever see their own dealer's sales,
 * which the queries enforce (another dealer's sale is a 404, so its existence
 * is not revealed). Admins change and void any sale; staff may correct a sale
 * they registered themselves for a while after registering it, so a typing
 * slip does not need an admin.
 */
export default class SalePolicy extends AppPolicy {
  viewList() {
    return true
  }

  /** A staff account without a dealer has nobody to register sales for. */
  create(user: User) {
    return this.isAdmin(user) || user.dealerId !== null
  }

  update(user: User, sale: Sale) {
    if (this.isAdmin(user)) return true
    if (sale.createdBy !== user.id) {
      return AuthorizationResponse.deny(
        'Only the staff member who registered this sale, or an admin, can change it.'
      )
    }
    if (DateTime.now() > staffEditDeadline(sale)) {
      const hours = salesConfig.staffEditWindowHours
      return AuthorizationResponse.deny(
        `A sale can be corrected by its staff for ${hours} hours after registering it. Ask an admin to change this one.`
      )
    }
    return true
  }

  void(user: User) {
    return this.isAdmin(user)
  }

  /** The owner's certificate names the customer in full: admins, or the selling dealer's staff. */
  printCertificate(user: User, sale: Sale) {
    if (this.isAdmin(user) || (user.dealerId !== null && user.dealerId === sale.dealerId)) {
      return true
    }
    return AuthorizationResponse.deny("Only the selling dealer's staff can print this certificate.")
  }

  /**
   * A car sold on: admins, or any staff of the dealer that registered the
   * warranty (the new owner comes back to the shop that fitted the film).
   */
  transfer(user: User, sale: Sale) {
    if (this.isAdmin(user)) return true
    if (user.dealerId !== null && user.dealerId === sale.dealerId) return true
    return AuthorizationResponse.deny(
      'Only an admin or the staff of the dealer that registered this warranty can transfer it.'
    )
  }
}
