import type { SessionUserDto } from '#dtos/user'

/**
 * The spec keeps the session in two client cookies: `token` (the access token)
 * and `user` (JSON of the signed-in user). SameSite=Lax, Secure over https.
 */
export type StoredUser = SessionUserDto

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length))
      } catch {
        return null
      }
    }
  }
  return null
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
}

export function removeCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`
}

/** The server's default token lifetime (TOKEN_EXPIRES_IN, 7 days), for answers without an expiry. */
export const TOKEN_MAX_AGE = 7 * 24 * 60 * 60

/** Both cookies live exactly as long as the token (`expiresAt` from the login answer). */
export function storeCredentials(token: string, user: StoredUser, expiresAt?: string | null) {
  const expiresInMs = expiresAt ? Date.parse(expiresAt) - Date.now() : Number.NaN
  const maxAge = Number.isFinite(expiresInMs)
    ? Math.max(1, Math.floor(expiresInMs / 1000))
    : TOKEN_MAX_AGE
  writeCookie('token', token, maxAge)
  writeCookie('user', JSON.stringify(user), maxAge)
}

export function clearCredentials() {
  removeCookie('token')
  removeCookie('user')
}

export function readStoredUser(): StoredUser | null {
  const raw = readCookie('user')
  if (!raw) return null
  try {
    return JSON.parse(raw) as StoredUser
  } catch {
    return null
  }
}
