import type { HttpContext } from '@adonisjs/core/http'
import { clientIp } from '#http/client_ip'
import type { AuditActor } from '#services/audit_service'

/**
 * Who is making this request, for the history: the signed-in user and the
 * trusted client address (#http/client_ip). Services get this, never the
 * HttpContext.
 */
export function auditActor(ctx: Pick<HttpContext, 'auth' | 'request'>): AuditActor {
  const user = ctx.auth.user
  return { user: user ? { id: user.id, username: user.username } : null, ip: clientIp(ctx) }
}
