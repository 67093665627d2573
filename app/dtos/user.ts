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
