import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import Dealer from '#models/dealer'
import Sale from '#models/sale'
import SaleItem from '#models/sale_item'
import ClaimPhoto from '#models/claim_photo'
import ClaimEvent from '#models/claim_event'

import type { ClaimContactChannel, ClaimProblem, ClaimResolution, ClaimStatus } from '#dtos/claim'
import type { Locale } from '#dtos/locales'

/** An owner's report that a warranty's film failed (migration 1732200000030). */
export default class Claim extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare saleId: number

  /** The dealer working it: the installing one, unless an admin reassigned it. */
  @column()
  declare dealerId: number

  @column()
  declare status: ClaimStatus

  @column()
  declare problem: ClaimProblem

  @column.date()
  declare noticedOn: DateTime

  @column()
  declare description: string

  @column()
  declare contactChannel: ClaimContactChannel

  @column()
  declare contactEmail: string | null

  @column()
  declare locale: Locale

  @column()
  declare resolution: ClaimResolution | null

  @column.date()
  declare appointmentOn: DateTime | null

  @column()
  declare rejectionReason: string | null

  /** SHA-256 of the owner's private status link token; the token itself is never stored. */
  @column({ serializeAs: null })
  declare accessTokenHash: string

  @column.dateTime()
  declare resolvedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Sale)
  declare sale: BelongsTo<typeof Sale>

  @belongsTo(() => Dealer)
  declare dealer: BelongsTo<typeof Dealer>

  @manyToMany(() => SaleItem, {
    pivotTable: 'claim_windows',
    pivotForeignKey: 'claim_id',
    pivotRelatedForeignKey: 'sale_item_id',
  })
  declare windows: ManyToMany<typeof SaleItem>

  @hasMany(() => ClaimPhoto)
  declare photos: HasMany<typeof ClaimPhoto>

  @hasMany(() => ClaimEvent)
  declare events: HasMany<typeof ClaimEvent>
}
