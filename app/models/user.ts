import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import env from '#start/env'
import Dealer from '#models/dealer'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['username'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare username: string

  @column()
  declare fullName: string | null

  @column()
  declare email: string | null

  @column({ serializeAs: null })
  declare password: string

  @column({ consume: (value) => Boolean(value) })
  declare isAdmin: boolean

  @column()
  declare dealerId: number | null

  @column({ consume: (value) => Boolean(value) })
  declare isActive: boolean

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @column.dateTime()
  declare deletedAt: DateTime | null

  @belongsTo(() => Dealer)
  declare dealer: BelongsTo<typeof Dealer>

  /** Usernames are compared lower-cased at sign-in, so they are stored that way. */
  @beforeSave()
  static normaliseUsername(user: User) {
    if (user.$dirty.username) user.username = user.username.trim().toLowerCase()
  }

  static accessTokens = DbAccessTokensProvider.forModel(User, {
    expiresIn: env.get('TOKEN_EXPIRES_IN', '7 days'),
    prefix: 'oat_',
    table: 'auth_access_tokens',
    type: 'auth_token',
    tokenSecretLength: 40,
  })
}
