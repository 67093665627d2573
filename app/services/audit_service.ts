import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#models/audit_log'
import Dealer from '#models/dealer'
import { paginate } from '#queries/resource_list'
import { auditQuery } from '#queries/audit_query'
import { isSecretField } from '#domain/audit_diff'
import type { AuditAction, AuditChanges, AuditRecordType } from '#dtos/audit'
import type { AuditListQuery } from '#validators/audit'

/** Who made a change: the signed-in user (null for the system itself) and their address. */
export type AuditActor = {
  user: { id: number; username: string } | null
  ip: string | null
}

export const SYSTEM_ACTOR: AuditActor = { user: null, ip: null }

/** Shorthand for services that already hold the acting user. */
export function actorOf(user: { id: number; username: string } | null, ip: string | null = null) {
  return { user, ip } satisfies AuditActor
}

export type AuditEntry = {
  actor: AuditActor
  action: AuditAction
  recordType: AuditRecordType
  recordId: number
  /** `{ field: { old, new } }` (see #domain/audit_diff); none for archive/restore. */
  changes?: AuditChanges
  /** Why (a void's reason, a confirmation's reason, a transfer's reason). */
  reason?: string | null
}

/**
 * Writes one history entry with the caller's transaction, so it commits
 * or rolls back with the change it describes: no change without its entry,
 * no entry for a change that failed. Secret fields are dropped here too,
 * whatever a caller passed.
 */
export async function recordAudit(trx: TransactionClientContract, entry: AuditEntry) {
  const changes = Object.fromEntries(
    Object.entries(entry.changes ?? {}).filter(([field]) => !isSecretField(field))
  )
  return AuditLog.create(
    {
      actorId: entry.actor.user?.id ?? null,
      actorUsername: entry.actor.user?.username ?? null,
      ip: entry.actor.ip,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId,
      changes,
      reason: entry.reason ?? null,
    },
    { client: trx }
  )
}

/**
 * How a dealer reads in a history entry ("DL-0001 · Kinta Tint Hub"), as the
 * dealer pickers show it; null when none.
 */
export async function dealerLabel(trx: TransactionClientContract, id: number | null | undefined) {
  if (!id) return null
  const dealer = await Dealer.query({ client: trx }).where('id', id).first()
  return dealer ? dealerLabelOf(dealer) : `#${id}`
}

/** How the history names a dealer: its code and name. */
export function dealerLabelOf(dealer: Dealer) {
  return `${dealer.code} · ${dealer.name}`
}

export default class AuditService {
  static list(filters: AuditListQuery) {
    return paginate(auditQuery(filters), filters.page, filters.perPage)
  }

  /** One record's history, newest first. */
  static history(recordType: AuditRecordType, recordId: number, page = 1, perPage = 50) {
    return paginate(auditQuery({ recordType, recordId }), page, perPage)
  }
}
