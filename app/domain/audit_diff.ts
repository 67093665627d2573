import type { AuditChanges, AuditValue } from '#dtos/audit'

/**
 * Field names whose values never enter the history: a password change is
 * recorded as having happened, never with what was typed or stored.
 */
const SECRET = /password|passwd|secret|token|hash|remember/i

export function isSecretField(field: string) {
  return SECRET.test(field)
}

type DateLike = { toISO: () => string | null }
type Snapshot = Record<string, unknown>

function isDateLike(value: unknown): value is DateLike {
  return typeof value === 'object' && value !== null && 'toISO' in value
}

/**
 * One value as the history stores it: dates as ISO text, numeric text (a
 * PostgreSQL decimal) as a number, an empty text as nothing, so that the
 * same value read two ways is not a change.
 */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null || value === '') return null
  if (value instanceof Date) return value.toISOString()
  if (isDateLike(value)) return value.toISO()
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean') return value
  if (typeof value === 'bigint') return Number(value)
  return String(value)
}

function same(a: AuditValue, b: AuditValue) {
  if (a === b) return true
  if (a === null || b === null) return false
  const numeric = (value: AuditValue) =>
    typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
  return numeric(a) && numeric(b) && Number(a) === Number(b)
}

/**
 * The fields whose value differs between two snapshots of a record, with
 * their old and new values (a field missing on one side counts as empty).
 * Secret fields are dropped whatever they hold. A created record is
 * `diffFields({}, after)`: every field it was given, from nothing.
 */
export function diffFields(before: Snapshot, after: Snapshot): AuditChanges {
  const changes: AuditChanges = {}
  const fields = new Set([...Object.keys(before), ...Object.keys(after)])
  for (const field of fields) {
    if (isSecretField(field)) continue
    const old = auditValue(before[field])
    const next = auditValue(after[field])
    if (!same(old, next)) changes[field] = { old, new: next }
  }
  return changes
}

export function hasChanges(changes: AuditChanges) {
  return Object.keys(changes).length > 0
}
