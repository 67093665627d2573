import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

import type { ClaimEventKind, ClaimStatus } from '#dtos/claim'

/** One line of a claim's timeline. Never changed after it is written. */
export default class ClaimEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare claimId: number

  @column()
  declare kind: ClaimEventKind

  @column()
  declare fromStatus: ClaimStatus | null

  @column()
  declare toStatus: ClaimStatus | null

  @column()
  declare body: string | null

  /** Replies and status changes are the owner's to read; internal notes are not. */
  @column()
  declare visibleToOwner: boolean

  /** The staff member or admin; null for the owner's filing. */
  @column()
  declare userId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
