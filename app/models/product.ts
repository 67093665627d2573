import { DateTime } from 'luxon'
import { BaseModel, beforeSave, column } from '@adonisjs/lucid/orm'
import type { ProductStatus, ProductType } from '#dtos/product'
import { searchTextOf } from '#domain/search_text'

export {
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type ProductStatus,
  type ProductType,
} from '#dtos/product'

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

  /** Whether the film's warranty may pass to a new owner of the car. */
  @column({ consume: (value) => Boolean(value) })
  declare transferable: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @column.dateTime()
  declare deletedAt: DateTime | null

  /** The folded copy of the searched fields (#domain/search_text), refreshed on every save. */
  @column({ serializeAs: null })
  declare searchText: string

  @beforeSave()
  static foldSearchText(product: Product) {
    product.searchText = searchTextOf(product.sku, product.name, product.series)
  }
}
