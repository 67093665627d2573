import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeCreate, beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { errors as authErrors } from '@adonisjs/auth'
import { normalizePassword } from '#dtos/password'
import env from '#start/env'
import Dealer from '#models/dealer'
import { searchTextOf } from '#domain/search_text'
import { DEFAULT_USER_LOCALE, type Locale } from '#dtos/locales'

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

  /** Interface language (`en`, `vi`) of admin pages, API messages and exports; English by default. */
  @column()
  declare locale: Locale

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

  /** SQLite has no column default for it (migration 1732200000018): every new user starts in English. */
  @beforeCreate()
  static defaultLocale(user: User) {
    user.locale ??= DEFAULT_USER_LOCALE
  }

  /** Usernames are compared lower-cased at sign-in, so they are stored that way. */
  @beforeSave()
  static normaliseUsername(user: User) {
    if (user.$dirty.username) user.username = user.username.trim().toLowerCase()
  }

  /** The folded copy of the searched fields (#domain/search_text), refreshed on every save. */
  @column({ serializeAs: null })
  declare searchText: string

  @beforeSave()
  static foldSearchText(user: User) {
    user.searchText = searchTextOf(user.username, user.fullName, user.email)
  }

  /**
   * Passwords are hashed in NFC (the validators normalise new ones). A hash
   * made before that holds whatever form was typed then, so the NFD form and
   * the text as typed are tried after NFC: such a password keeps working from
   * any keyboard. ASCII passwords have one form, so they cost one hash.
   */
  async verifyPassword(plain: string) {
    return (await passwordMatches(this.password, plain)) === true
  }

  /**
   * The mixin's `verifyCredentials` with the password rules above, and the
   * same number of hash computations whether the user exists or not (a
   * dummy hash for an unknown one), so timing does not tell which
   * usernames exist.
   */
  static async verifyLogin(username: string, plain: string) {
    const user = username && plain ? await User.findBy('username', username) : null
    const matches = await passwordMatches(user?.password ?? null, plain)
    if (!user || matches !== true) {
      throw new authErrors.E_INVALID_CREDENTIALS('Invalid user credentials')
    }
    return user
  }

  static accessTokens = DbAccessTokensProvider.forModel(User, {
    expiresIn: env.get('TOKEN_EXPIRES_IN', '7 days'),
    prefix: 'oat_',
    table: 'auth_access_tokens',
    type: 'auth_token',
    tokenSecretLength: 40,
  })
}

/** Tries each distinct form in turn; a `null` hash pays the same cost and matches nothing. */
async function passwordMatches(hashed: string | null, plain: string) {
  const forms = [...new Set([normalizePassword(plain), plain.normalize('NFD'), plain])]
  for (const form of forms) {
    if (hashed === null) await hash.use('scrypt').make(form)
    else if (await hash.use('scrypt').verify(hashed, form)) return true
  }
  return hashed === null ? null : false
}
