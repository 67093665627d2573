import type { ApiResponse } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import type { AuditRecordType } from '#dtos/audit'

/** A record's history, oldest first, as stored. */
export function historyOf(recordType: AuditRecordType, recordId: number) {
  return AuditLog.query()
    .where('record_type', recordType)
    .where('record_id', recordId)
    .orderBy('id', 'asc')
}

export async function auditCount() {
  const [row] = await db.from('audit_logs').count('* as total')
  return Number(row.total)
}

/** Every stored column of every history row, as raw text: for "no secret anywhere" checks. */
export async function rawAuditText() {
  const rows = await db.from('audit_logs').select('*')
  return JSON.stringify(rows)
}

/**
 * Makes every history insert fail until the returned function is called: to
 * show that a change whose entry cannot be written does not happen.
 */
export function breakAuditWrites() {
  const fail = () => {
    throw new Error('audit insert failed (test)')
  }
  AuditLog.before('create', fail)
  return () => {
    AuditLog.$hooks.remove('before:create', fail)
  }
}

/** Awaits a request and asserts its status, for the many steps whose answer is not read. */
export async function expectStatus(request: PromiseLike<ApiResponse>, status: number) {
  const response = await request
  response.assertStatus(status)
  return response
}
