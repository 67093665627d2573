import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Locale } from '#dtos/locales'
import type { MessageTemplate, OutboxStatus, RecipientKind } from '#dtos/messaging'

/**
 * One message of the outbox (migrations 29 and 39). Written by
 * `enqueueMessage` in the change's transaction and by nobody else; the
 * worker (#messaging/outbox_worker) moves it with plain conditional
 * updates, never through this model, so two workers cannot both save it.
 * The model reads it for the back office.
 */
export default class OutboxMessage extends BaseModel {
  static table = 'outbox_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare idempotencyKey: string

  @column()
  declare recipientKind: RecipientKind

  @column()
  declare recipient: string

  @column()
  declare template: MessageTemplate

  @column()
  declare locale: Locale

  @column({
    prepare: (value: Record<string, unknown>) => JSON.stringify(value ?? {}),
    consume: (value: unknown) =>
      typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value ?? {}),
  })
  declare params: Record<string, unknown>

  @column()
  declare status: OutboxStatus

  @column()
  declare attempts: number

  @column.dateTime()
  declare nextAttemptAt: DateTime

  @column.dateTime()
  declare lockedUntil: DateTime | null

  @column()
  declare lockedBy: string | null

  @column()
  declare channel: string | null

  @column()
  declare providerRef: string | null

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
