import type { HttpContext } from '@adonisjs/core/http'
import AuditPolicy from '#policies/audit_policy'
import AuditService from '#services/audit_service'
import SalesService from '#services/sales_service'
import { serializeAuditEntry } from '#serializers/audit'
import { auditHistoryValidator, auditListValidator } from '#validators/audit'
import type { AuditEntryDto } from '#dtos/audit'
import type { Paginated } from '#dtos/pagination'

/** The history of changes: everything (admins), or one sale's (whoever may see the sale). */
export default class AuditController {
  async index({ request, bouncer }: HttpContext): Promise<Paginated<AuditEntryDto>> {
    await bouncer.with(AuditPolicy).authorize('viewList')
    const query = await request.validateUsing(auditListValidator, { data: request.qs() })
    const { rows, meta } = await AuditService.list(query)
    return { data: rows.map((row) => serializeAuditEntry(row, { showIp: true })), meta }
  }

  /** Another dealer's sale is a 404 for staff, as everywhere else. */
  async saleHistory({ auth, params, request }: HttpContext): Promise<Paginated<AuditEntryDto>> {
    const user = auth.getUserOrFail()
    const sale = await SalesService.find(user, params.id)
    const { page, perPage } = await request.validateUsing(auditHistoryValidator, {
      data: request.qs(),
    })
    const { rows, meta } = await AuditService.history('sale', sale.id, page, perPage)
    return { data: rows.map((row) => serializeAuditEntry(row, { showIp: user.isAdmin })), meta }
  }
}
