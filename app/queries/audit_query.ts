import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import type { AuditFilters } from '#dtos/audit'
import { likePattern } from '#queries/resource_list'

type AuditListQuery = AuditFilters & { search?: string; direction?: 'asc' | 'desc' }

/**
 * The history, newest first (by id: ids grow with time and break ties of
 * one second; `direction: 'asc'` for oldest first). Each filter walks an index of the migration: record →
 * (record_type, record_id, id), actor → (actor_id, id), days → (created_at, id).
 * `to` is inclusive: the whole day counts.
 */
export function auditQuery(filters: AuditListQuery) {
  const query = AuditLog.query()
  if (filters.search) {
    const pattern = likePattern(filters.search.toLowerCase())
    query.whereRaw(`lower(actor_username) like ? escape '\\'`, [pattern])
  }
  if (filters.recordType) query.where('record_type', filters.recordType)
  if (filters.recordId) query.where('record_id', filters.recordId)
  if (filters.actorId) query.where('actor_id', filters.actorId)
  if (filters.action) query.where('action', filters.action)
  if (filters.from) query.where('created_at', '>=', startOfDay(filters.from))
  if (filters.to) query.where('created_at', '<', startOfDay(filters.to, 1))
  return query.orderBy('id', filters.direction ?? 'desc')
}

/**
 * A calendar day (plus `days`) written the way the database stores
 * timestamps (SQLite compares them as text), in the server's time zone.
 */
function startOfDay(iso: string, days = 0) {
  const format = db.connection().dialect.dateTimeFormat
  return DateTime.fromISO(iso).plus({ days }).startOf('day').toFormat(format)
}
