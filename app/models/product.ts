import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const PRODUCT_TYPES = ['ceramic', 'carbon', 'dyed', 'metallic', 'hybrid', 'safety'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]
export const PRODUCT_STATUSES = ['active', 'discontinued'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export default class Product extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare sku: string

  @column()
  declare name: string

  @column()
  declare series: string | null

  @column()
  declare type: ProductType

  @column()
  declare vlt: number

  @column()
  declare irRejection: number | null

  @column()
  declare uvRejection: number | null

  @column()
  declare tser: number | null

  @column()
  declare warrantyYears: number

  @column()
  declare description: string | null

  @column()
  declare status: ProductStatus

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @column.dateTime()
  declare deletedAt: DateTime | null
}
