import type { Locale } from '#dtos/locales'
/** The signed-in user as the client sees it (login answer, shared page prop). */
export type SessionUserDto = {
  id: number
  username: string
  fullName: string | null
  isAdmin: boolean
  dealerId: number | null
  /** The user's interface language, English unless they chose another. */
  locale: Locale
}

/** `POST /auth/login` answer; `expiresAt` lets the client give its cookies the token's lifetime. */
export type LoginResponseDto = {
  token: string
  expiresAt: string | null
  user: SessionUserDto
}

/**
 * Where a user starts after signing in: admins on the dashboard (`/admin`),
 * staff on Sales, their section (the dashboard is a click on the logo away).
 */
export function homePathFor(user: Pick<SessionUserDto, 'isAdmin'>) {
  return user.isAdmin ? '/admin' : '/admin/sales'
}
