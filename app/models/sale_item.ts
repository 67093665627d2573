import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'

export const WINDOW_POSITIONS = [
  'windshield',
  'front_sides',
  'rear_sides',
  'rear_windshield',
  'sunroof',
  'other',
] as const
export type WindowPosition = (typeof WINDOW_POSITIONS)[number]

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
