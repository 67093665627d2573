import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'

/**
 * Authenticates a page request from the `token` cookie. The cookie is written
 * by the client (not signed by the server), so it is read raw and verified
 * exactly like a bearer token: hashed lookup, expiry, active user.
 */
export async function authenticateFromCookie(ctx: HttpContext): Promise<User | null> {
  const token = ctx.request.plainCookie('token', { encoded: false })
  if (typeof token !== 'string' || token.length === 0 || token.length > 512) return null
  if (!ctx.request.header('authorization')) {
    ctx.request.request.headers.authorization = `Bearer ${token}`
  }
  const ok = await ctx.auth.checkUsing(['api'])
  const user = ctx.auth.user
  if (!ok || !user || !user.isActive || user.deletedAt) return null
  return user
}

export { homePathFor } from '#dtos/user'
