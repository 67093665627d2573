import type AuditLog from '#models/audit_log'
import type { AuditEntryDto } from '#dtos/audit'
import { isoDate } from '#serializers/dates'

/**
 * One history entry. The client's address is an admin's business: a staff
 * user reading a sale's history gets `ip: null`.
 */
export function serializeAuditEntry(
  entry: AuditLog,
  { showIp }: { showIp: boolean }
): AuditEntryDto {
  return {
    id: entry.id,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    actor:
      entry.actorId === null && entry.actorUsername === null
        ? null
        : { id: entry.actorId, username: entry.actorUsername ?? '' },
    ip: showIp ? entry.ip : null,
    changes: entry.changes,
    reason: entry.reason,
    createdAt: isoDate(entry.createdAt),
  }
}
