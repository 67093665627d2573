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
 * Where a user starts: after signing in, on the login page while signed in,
 * and when refused an admin-only section. Admins on Dealers (the spec's
 * destination after login), staff on Sales, the section they work in. The
 * dashboard stays at `/admin`, a click away (the logo, the sidebar's Dashboard).
 */
export function homePathFor(user: Pick<SessionUserDto, 'isAdmin'>) {
  return user.isAdmin ? '/admin/dealers' : '/admin/sales'
}
