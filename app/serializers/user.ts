import type User from '#models/user'
import type { SessionUserDto } from '#dtos/user'

export function serializeSessionUser(user: User): SessionUserDto {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    isAdmin: user.isAdmin,
    dealerId: user.dealerId,
    locale: user.locale ?? null,
  }
}
