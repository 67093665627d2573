import type User from '#models/user'
import type { AdminUserDto } from '#dtos/admin_user'
import { DEFAULT_USER_LOCALE, isLocale } from '#dtos/locales'
import { isoDate, isoDateOrNull } from '#serializers/dates'

/** A user for the admin pages; the dealer must be preloaded (it is null otherwise). */
export function serializeAdminUser(user: User): AdminUserDto {
  const dealer = user.dealerId ? user.dealer : null
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    isAdmin: user.isAdmin,
    role: user.isAdmin ? 'admin' : 'staff',
    dealerId: user.dealerId,
    dealer: dealer ? { id: dealer.id, code: dealer.code, name: dealer.name } : null,
    isActive: user.isActive,
    locale: isLocale(user.locale) ? user.locale : DEFAULT_USER_LOCALE,
    lastLoginAt: isoDateOrNull(user.lastLoginAt),
    createdAt: isoDate(user.createdAt),
    updatedAt: isoDate(user.updatedAt),
    deletedAt: isoDateOrNull(user.deletedAt),
  }
}
