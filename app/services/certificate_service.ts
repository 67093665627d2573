import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Sale from '#models/sale'
import SaleTransfer from '#models/sale_transfer'
import type User from '#models/user'
import { visibleSales, withSaleRelations } from '#queries/sale_query'
import { calendarDate, todayIso } from '#domain/warranty_status'
import type { OwnerCopy } from '#renderers/certificate_pdf'

/**
 * The owner's certificate of a sale: which sale, and which print of it this
 * is. The first print is recorded once; every later one is a reprint of it.
 */
export default class CertificateService {
  /**
   * A sale the user may see: another dealer's sale is not found (404), as
   * everywhere else in the sales API, so its existence is not told.
   */
  static find(user: User, id: number) {
    return withSaleRelations(visibleSales(user).where('sales.id', id)).firstOrFail()
  }

  /**
   * Records the first print. The write matches only while nothing is
   * recorded, so of two prints at once exactly one is the original and the
   * other its reprint. `updated_at` is left alone: printing changes no data.
   */
  static async recordPrint(sale: Sale): Promise<OwnerCopy> {
    const now = DateTime.now()
    const result: unknown = await db
      .from('sales')
      .where('id', sale.id)
      .whereNull('certificate_printed_at')
      .update({ certificate_printed_at: now.toFormat(db.connection().dialect.dateTimeFormat) })
    const first = Number(Array.isArray(result) ? result[0] : result) > 0
    // A reprint: the first print's moment, as stored.
    const recorded = first ? null : await Sale.find(sale.id)
    const stored = recorded?.certificatePrintedAt ?? now
    sale.certificatePrintedAt = stored
    // A warranty that changed hands is reissued to its new owner on the day it did.
    const transfer = await SaleTransfer.query()
      .where('sale_id', sale.id)
      .orderBy('transferred_on', 'desc')
      .orderBy('id', 'desc')
      .first()
    return {
      issuedOn: calendarDate(sale.createdAt),
      printedOn: todayIso(),
      firstPrintedOn: first ? null : calendarDate(stored),
      reissuedOn: transfer ? calendarDate(transfer.transferredOn) : null,
    }
  }
}
