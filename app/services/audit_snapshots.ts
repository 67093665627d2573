import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Dealer from '#models/dealer'
import type Product from '#models/product'
import type User from '#models/user'
import type Sale from '#models/sale'
import { calendarDate } from '#domain/warranty_status'
import { dealerLabel } from '#services/audit_service'

/**
 * What the history compares, per resource: the fields its form edits, named
 * as the form names them (the client labels them with the form's labels),
 * with references written out (a dealer's code and name, a film's name) so
 * an entry still reads right after the referenced record changes.
 * Never a password, hash or token.
 */
export function dealerSnapshot(dealer: Dealer) {
  return {
    code: dealer.code,
    name: dealer.name,
    contactName: dealer.contactName,
    phone: dealer.phone,
    email: dealer.email,
    address: dealer.address,
    city: dealer.city,
    status: dealer.status,
    notes: dealer.notes,
  }
}

export function productSnapshot(product: Product) {
  return {
    sku: product.sku,
    name: product.name,
    series: product.series,
    type: product.type,
    vlt: product.vlt,
    irRejection: product.irRejection,
    uvRejection: product.uvRejection,
    tser: product.tser,
    warrantyYears: product.warrantyYears,
    description: product.description,
    status: product.status,
    transferable: product.transferable,
  }
}

/** The role is compared on its own: a role change is an entry of its own kind. */
export async function userSnapshot(user: User, trx: TransactionClientContract) {
  return {
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    dealer: await dealerLabel(trx, user.dealerId),
    isActive: user.isActive,
  }
}

export function roleOf(user: Pick<User, 'isAdmin'>) {
  return { role: user.isAdmin ? 'admin' : 'staff' }
}

/** `items.<window>` holds the film's name on that window. */
export function saleSnapshot(
  sale: Sale,
  dealer: string | null,
  films: { position: string; film: string }[]
) {
  const items = Object.fromEntries(films.map(({ position, film }) => [`items.${position}`, film]))
  return {
    dealer,
    customerName: sale.customerName,
    customerPhone: sale.customerPhone,
    customerEmail: sale.customerEmail,
    plateNumber: sale.plateNumber,
    vehicleMake: sale.vehicleMake,
    vehicleModel: sale.vehicleModel,
    vehicleYear: sale.vehicleYear,
    vin: sale.vin,
    installedAt: sale.installedAt ? calendarDate(sale.installedAt) : null,
    notes: sale.notes,
    ...items,
  }
}
