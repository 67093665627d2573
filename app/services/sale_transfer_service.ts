import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Sale from '#models/sale'
import type User from '#models/user'
import SaleTransfer from '#models/sale_transfer'
import SaleItem from '#models/sale_item'
import ConflictException from '#exceptions/conflict_exception'
import { fieldError } from '#exceptions/field_error'
import SalesService, { lockedActiveSale } from '#services/sales_service'
import { actorOf, recordAudit } from '#services/audit_service'
import type { SaleTransferPayload } from '#validators/sale'
import { transferDateProblem } from '#domain/ownership_transfer'
import { calendarDate, todayIso } from '#domain/warranty_status'

export const TRANSFER_VOID_CONFLICT = 'A void warranty cannot be transferred.'
const transferVoidConflict = () =>
  new ConflictException(TRANSFER_VOID_CONFLICT, { key: 'errors.conflict.saleTransferVoid' })

/** Names of the sale's films whose warranty does not pass to a new owner. */
export function notTransferableFilms(sale: { items: SaleItem[] }): string[] {
  const names = sale.items.filter((item) => !item.product.transferable)
  return [...new Set(names.map((item) => item.product.name))]
}

function refuseNotTransferable(items: SaleItem[]) {
  const blocked = notTransferableFilms({ items })
  if (!blocked.length) return
  const films = blocked.join(', ')
  throw fieldError(
    'items',
    `The warranty of ${films} does not pass to a new owner (the film's terms), so this warranty cannot be transferred.`,
    'notTransferable',
    { films }
  )
}

/**
 * A warranty passed to the car's new owner. The code, the films and their
 * terms stay; the sale now names the new owner (so the public lookup by
 * plate and the last digits of the NEW phone finds it, and the old phone no
 * longer does) and `sale_transfers` keeps the previous one.
 */
export default class SaleTransferService {
  /**
   * Checked on the sale as it stands once locked: of several transfers sent
   * at once each waits for the one before and names its new owner as the
   * previous one, so `sale_transfers` and the history form one chain.
   */
  static async transfer(
    user: User,
    sale: Sale,
    payload: SaleTransferPayload,
    ip: string | null = null
  ) {
    if (sale.status === 'void') throw transferVoidConflict()
    await db.transaction(async (trx) => {
      // Waits for (and then refuses after) a void made at the same moment.
      const current = await lockedActiveSale(trx, sale.id, transferVoidConflict)
      const items = await SaleItem.query({ client: trx })
        .where('sale_id', sale.id)
        .preload('product')
        .orderBy('id')
      refuseNotTransferable(items)
      // An edit committed meanwhile may have moved the installation day.
      const late = transferDateProblem(
        payload.transferredOn,
        calendarDate(current.installedAt),
        todayIso()
      )
      if (late) throw fieldError('transferredOn', late, 'transferDate')

      const previous = { name: current.customerName, phone: current.customerPhone }
      await SaleTransfer.create(
        {
          saleId: sale.id,
          previousCustomerName: previous.name,
          previousCustomerPhone: previous.phone,
          newCustomerName: payload.customerName,
          newCustomerPhone: payload.customerPhone,
          transferredOn: DateTime.fromISO(payload.transferredOn),
          reason: payload.transferReason,
          createdBy: user.id,
        },
        { client: trx }
      )
      current.merge({
        customerName: payload.customerName,
        customerPhone: payload.customerPhone,
        updatedBy: user.id,
      })
      await current.save()
      // The history keeps the previous owner, and why the warranty changed hands.
      await recordAudit(trx, {
        actor: actorOf(user, ip),
        action: 'transfer',
        recordType: 'sale',
        recordId: sale.id,
        changes: {
          customerName: { old: previous.name, new: payload.customerName },
          customerPhone: { old: previous.phone, new: payload.customerPhone },
          transferredOn: { old: null, new: payload.transferredOn },
        },
        reason: payload.transferReason,
      })
    })
    return SalesService.find(user, sale.id)
  }
}
