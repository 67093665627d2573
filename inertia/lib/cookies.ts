/**
 * The spec keeps the session in two client cookies: `token` (the access token)
 * and `user` (JSON of the signed-in user). SameSite=Lax, Secure over https.
 */
export type StoredUser = { id: number; username: string; fullName: string | null; isAdmin: boolean; dealerId: number | null }

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

/** Token lifetime on the server (TOKEN_EXPIRES_IN, default 7 days). */
export const TOKEN_MAX_AGE = 7 * 24 * 60 * 60

export function storeCredentials(token: string, user: StoredUser) {
  writeCookie('token', token, TOKEN_MAX_AGE)
  writeCookie('user', JSON.stringify(user), TOKEN_MAX_AGE)
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
