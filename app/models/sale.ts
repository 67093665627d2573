import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Dealer from '#models/dealer'
import User from '#models/user'
import SaleItem from '#models/sale_item'
import SaleTransfer from '#models/sale_transfer'
import { searchTextOf } from '#domain/search_text'

import type { SaleRecordStatus } from '#dtos/sale'

export { SALE_RECORD_STATUSES, type SaleRecordStatus } from '#dtos/sale'

export default class Sale extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare warrantyCode: string

  @column()
  declare dealerId: number

  @column()
  declare createdBy: number

  @column()
  declare customerName: string

  @column()
  declare customerPhone: string

  @column()
  declare customerEmail: string | null

  @column()
  declare plateNumber: string

  @column()
  declare plateNormalized: string

  @column()
  declare vehicleMake: string

  @column()
  declare vehicleModel: string

  @column()
  declare vehicleYear: number | null

  @column()
  declare vin: string | null

  @column.date()
  declare installedAt: DateTime

  @column.date()
  declare expiresAt: DateTime

  @column()
  declare status: SaleRecordStatus

  @column()
  declare voidReason: string | null

  @column.dateTime()
  declare voidedAt: DateTime | null

  @column()
  declare voidedBy: number | null

  @column()
  declare notes: string | null

  /** When the owner's certificate was first printed from the admin; later prints are reprints. */
  @column.dateTime()
  declare certificatePrintedAt: DateTime | null

  /** Why films below the local VLT minimum were fitted (#domain/legal_tint); null when none is. */
  @column()
  declare belowMinimumReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** Who last changed the sale after registering it (edit or void); null until then. */
  @column()
  declare updatedBy: number | null

  @belongsTo(() => Dealer)
  declare dealer: BelongsTo<typeof Dealer>

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'voidedBy' })
  declare voider: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'updatedBy' })
  declare updater: BelongsTo<typeof User>

  @hasMany(() => SaleItem)
  declare items: HasMany<typeof SaleItem>

  /** Previous owners, one row per transfer. */
  @hasMany(() => SaleTransfer)
  declare transfers: HasMany<typeof SaleTransfer>

  /** The folded copy of the searched fields (#domain/search_text), refreshed on every save. */
  @column({ serializeAs: null })
  declare searchText: string

  @beforeSave()
  static foldSearchText(sale: Sale) {
    sale.searchText = searchTextOf(sale.customerName)
  }
}
