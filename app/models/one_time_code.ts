import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

import type { OneTimeCodePurpose } from '#dtos/claim'

/**
 * A code sent to the phone on file of a sale to prove its owner holds it.
 * Only its hash is kept; it expires, allows a few tries and is used once.
 */
export default class OneTimeCode extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare saleId: number

  @column()
  declare purpose: OneTimeCodePurpose

  @column({ serializeAs: null })
  declare codeHash: string

  @column()
  declare attempts: number

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare consumedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
