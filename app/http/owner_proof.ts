import type { HttpContext } from '@adonisjs/core/http'
import { OWNER_PROOF_COOKIE, OWNER_PROOF_MINUTES } from '#dtos/owner_claim'

/**
 * What a right one-time code earns: a cookie, encrypted and signed with the
 * app key (so it cannot be read, forged or moved to another sale), naming
 * the one sale it opens and when it stops opening it. No session, nothing
 * stored on the server. `SameSite=Strict`, so another site cannot make the
 * owner's browser file or read claims with it (the public face has no CSRF
 * token); `HttpOnly`, so no script reads it.
 */
type Proof = { saleId: number; until: number }

export function grantOwnerProof(ctx: Pick<HttpContext, 'response'>, saleId: number) {
  const proof: Proof = { saleId, until: Date.now() + OWNER_PROOF_MINUTES * 60_000 }
  ctx.response.encryptedCookie(OWNER_PROOF_COOKIE, proof, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    maxAge: OWNER_PROOF_MINUTES * 60,
  })
}

/** Whether this request carries a live proof for this sale (and for no other). */
export function hasOwnerProof(ctx: Pick<HttpContext, 'request'>, saleId: number) {
  const proof = ctx.request.encryptedCookie(OWNER_PROOF_COOKIE) as Partial<Proof> | null
  return (
    !!proof &&
    typeof proof === 'object' &&
    proof.saleId === saleId &&
    typeof proof.until === 'number' &&
    proof.until > Date.now()
  )
}
