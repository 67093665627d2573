import { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, column } from '@adonisjs/lucid/orm'
import type { AuditAction, AuditChanges, AuditRecordType } from '#dtos/audit'

/**
 * One entry of the history. Append-only: written by #services/audit_service
 * inside the transaction of the change it describes; the hooks below refuse
 * any later update or delete through the model, so no code path can rewrite
 * history by accident.
 */
export default class AuditLog extends BaseModel {
  static table = 'audit_logs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare actorId: number | null

  @column()
  declare actorUsername: string | null

  @column()
  declare ip: string | null

  @column()
  declare action: AuditAction

  @column()
  declare recordType: AuditRecordType

  @column()
  declare recordId: number

  @column({
    prepare: (value: AuditChanges) => JSON.stringify(value ?? {}),
    // PostgreSQL drivers may hand back parsed JSON; SQLite gives the text.
    consume: (value: unknown) =>
      typeof value === 'string' ? (JSON.parse(value) as AuditChanges) : (value ?? {}),
  })
  declare changes: AuditChanges

  @column()
  declare reason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Audit entries are append-only: they cannot be changed.')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Audit entries are append-only: they cannot be deleted.')
  }
}
