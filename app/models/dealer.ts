import { DateTime } from 'luxon'
import { BaseModel, beforeSave, column } from '@adonisjs/lucid/orm'
import type { DealerStatus } from '#dtos/dealer'
import { searchTextOf } from '#domain/search_text'

export { DEALER_STATUSES, type DealerStatus } from '#dtos/dealer'

export default class Dealer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare name: string

  @column()
  declare contactName: string | null

  @column()
  declare phone: string

  @column()
  declare email: string | null

  @column()
  declare address: string | null

  @column()
  declare city: string | null

  @column()
  declare status: DealerStatus

  @column()
  declare notes: string | null

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
  static foldSearchText(dealer: Dealer) {
    dealer.searchText = searchTextOf(dealer.code, dealer.name, dealer.city)
  }
}
