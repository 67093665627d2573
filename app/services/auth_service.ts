import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { normalizePassword } from '#dtos/password'
import type { Locale } from '#dtos/locales'
import { actorOf, recordAudit } from '#services/audit_service'
import { AUTH_MESSAGES } from '#dtos/field_messages'
import { fieldError } from '#exceptions/field_error'

export const INVALID_CREDENTIALS = AUTH_MESSAGES.invalidCredentials
export const INACTIVE_ACCOUNT = AUTH_MESSAGES.inactiveAccount

export default class AuthService {
  /**
   * Same answer for an unknown user and a wrong password; the password hash
   * is always checked (against a dummy when needed) so timing tells nothing.
   */
  static async attempt(username: string, password: string) {
    let user: User
    try {
      user = await User.verifyLogin(username, password)
    } catch {
      throw fieldError('username', INVALID_CREDENTIALS)
    }
    if (user.deletedAt) throw fieldError('username', INVALID_CREDENTIALS)
    if (!user.isActive) throw fieldError('username', INACTIVE_ACCOUNT)
    user.lastLoginAt = DateTime.now()
    await user.save()
    const token = await User.accessTokens.create(user, ['*'], { name: 'admin-login' })
    return {
      user,
      token: token.value!.release(),
      expiresAt: token.expiresAt?.toISOString() ?? null,
    }
  }

  static async revokeCurrent(user: User & { currentAccessToken: AccessToken }) {
    await User.accessTokens.delete(user, user.currentAccessToken.identifier)
  }

  /** Signs a user out everywhere; pass the transaction when it is part of a larger write. */
  static async revokeAll(userId: number, client: QueryClientContract = db.connection()) {
    await client.from('auth_access_tokens').where('tokenable_id', userId).delete()
  }

  /** The user's interface language, for their pages, messages and exports from now on. */
  static async setLocale(user: User, locale: Locale) {
    user.locale = locale
    await user.save()
    return user
  }

  /**
   * `next` comes from the validator, already in NFC. The history records
   * that the password changed, never a password.
   */
  static async changeOwnPassword(
    user: User,
    current: string,
    next: string,
    ip: string | null = null
  ) {
    if (!(await user.verifyPassword(current))) {
      throw fieldError('currentPassword', AUTH_MESSAGES.wrongCurrentPassword)
    }
    if (normalizePassword(current) === next) {
      throw fieldError('password', AUTH_MESSAGES.samePassword)
    }
    await db.transaction(async (trx) => {
      // The password as it stands under the row's lock: of two changes sent at once with the
      // same current password, the second finds the one it checked already replaced.
      const stored = await User.query({ client: trx })
        .where('id', user.id)
        .forUpdate()
        .firstOrFail()
      if (stored.password !== user.password) {
        throw fieldError('currentPassword', AUTH_MESSAGES.wrongCurrentPassword)
      }
      stored.password = next
      await stored.save()
      await trx.from('auth_access_tokens').where('tokenable_id', user.id).delete()
      await recordAudit(trx, {
        actor: actorOf(user, ip),
        action: 'password_change',
        recordType: 'user',
        recordId: user.id,
      })
    })
  }
}
