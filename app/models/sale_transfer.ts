import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/**
 * A warranty passed to a new owner: who owned it before (the sale row now
 * holds the new owner), when, why and who recorded it. Never changed after.
 */
export default class SaleTransfer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare saleId: number

  @column()
  declare previousCustomerName: string

  @column()
  declare previousCustomerPhone: string

  @column()
  declare newCustomerName: string

  @column()
  declare newCustomerPhone: string

  @column.date()
  declare transferredOn: DateTime

  @column()
  declare reason: string

  @column()
  declare createdBy: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>
}
