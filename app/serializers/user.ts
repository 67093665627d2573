import type User from '#models/user'
import type { SessionUserDto } from '#dtos/user'
import { DEFAULT_USER_LOCALE, isLocale } from '#dtos/locales'

export function serializeSessionUser(user: User): SessionUserDto {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    isAdmin: user.isAdmin,
    dealerId: user.dealerId,
    locale: isLocale(user.locale) ? user.locale : DEFAULT_USER_LOCALE,
  }
}
