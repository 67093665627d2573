import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'

import type { WindowPosition } from '#dtos/sale'

export { WINDOW_POSITIONS, type WindowPosition } from '#dtos/sale'

export default class SaleItem extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare saleId: number

  @column()
  declare position: WindowPosition

  @column()
  declare productId: number

  @column.date()
  declare warrantyExpiresAt: DateTime

  /** The local VLT minimum (%) the film was below when saved; null when it met it or had none. */
  @column()
  declare belowVltMinimum: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
