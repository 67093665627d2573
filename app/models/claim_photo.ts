import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * One photo of a claim, stored through @adonisjs/drive under `storageKey`
 * (resized, metadata stripped); served only through an authorised route.
 */
export default class ClaimPhoto extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare claimId: number

  @column({ serializeAs: null })
  declare storageKey: string

  @column()
  declare contentType: string

  @column()
  declare bytes: number

  @column()
  declare width: number

  @column()
  declare height: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
