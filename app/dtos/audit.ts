/**
 * The history of changes ("audit log") as the admin API sends it. Shared
 * with the client, so it imports nothing from the server.
 *
 * - `GET /api/admin/audit` (admins): every entry, newest first, filtered by
 *   record (`recordType` + `recordId`), actor (`actorId`), `action` and a
 *   day range (`from`, `to`, inclusive).
 * - `GET /api/admin/sales/:id/history` (anyone who may see the sale): that
 *   sale's entries, newest first; the IP address is shown to admins only.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'archive',
  'restore',
  'void',
  'password_change',
  'role_change',
  'transfer',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_RECORD_TYPES = ['dealer', 'product', 'user', 'sale', 'claim'] as const
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number]

/** A value as recorded: text, a number, yes/no, or nothing. */
export type AuditValue = string | number | boolean | null
/** The fields a change touched, each with its value before and after. */
export type AuditChanges = Record<string, { old: AuditValue; new: AuditValue }>

export type AuditEntryDto = {
  id: number
  action: AuditAction
  recordType: AuditRecordType
  recordId: number
  /** Null for a change the system made itself; `username` as it was at the time. */
  actor: { id: number | null; username: string } | null
  /** Null when unknown, and in a staff user's view of a sale's history. */
  ip: string | null
  changes: AuditChanges
  reason: string | null
  createdAt: string
}

/** Query of `GET /api/admin/audit` (all optional; `from`/`to` are days, typed as anywhere else). */
export type AuditFilters = {
  recordType?: AuditRecordType
  recordId?: number
  actorId?: number
  action?: AuditAction
  from?: string
  to?: string
}

/** The list's one order: when (by id, so ties of one second stay in order); newest first by default. */
export const AUDIT_SORTS = ['createdAt'] as const
export type AuditSort = (typeof AUDIT_SORTS)[number]

/** The longest history a record's section shows at once (newest first). */
export const HISTORY_PAGE_SIZE = 50
