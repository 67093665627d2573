import type { Locale } from '#dtos/locales'
/**
 * Users as the admin API sends them (never the password hash). `role` is
 * derived from `isAdmin`. Mutations answer `MutationResult<AdminUserDto>`
 * (`{ message, data }`, see #dtos/dealer).
 */
export const USER_ROLES = ['admin', 'staff'] as const
export type UserRole = (typeof USER_ROLES)[number]
export const USER_STATUSES = ['active', 'inactive'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 32

export type AdminUserDto = {
  id: number
  username: string
  fullName: string | null
  email: string | null
  isAdmin: boolean
  role: UserRole
  dealerId: number | null
  dealer: { id: number; code: string; name: string } | null
  isActive: boolean
  /** Interface language of the user's admin pages, API messages and exports. */
  locale: Locale
  lastLoginAt: string | null
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

/**
 * Body of `POST /api/admin/users` and `PUT /api/admin/users/:id`. `password`
 * is required on create; on update it is optional and, when given, sets a new
 * password and signs the user out everywhere. A staff user needs a `dealerId`
 * of an active dealer; for an admin it is ignored (stored as null).
 */
export type AdminUserInput = {
  username: string
  fullName?: string | null
  email?: string | null
  isAdmin: boolean
  dealerId?: number | null
  isActive: boolean
  /** Left out: English on create, unchanged on update. */
  locale?: Locale
  password?: string
  passwordConfirmation?: string
}

/** Sortable columns and filters of `GET /api/admin/users`. `status` is active/inactive. */
export const USER_SORTS = [
  'username',
  'fullName',
  'email',
  'isAdmin',
  'isActive',
  'lastLoginAt',
  'createdAt',
  'updatedAt',
] as const
export type UserSort = (typeof USER_SORTS)[number]
export type UserFilters = { role?: UserRole; dealerId?: number; status?: UserStatus }
