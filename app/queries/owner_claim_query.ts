import { createHash } from 'node:crypto'
import Claim from '#models/claim'

/** SHA-256 of a private status link's token: what `claims.access_token_hash` keeps. */
export function accessTokenHash(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** What the owner's view of a claim needs, in a fixed number of queries however many claims. */
function ownerView() {
  return Claim.query()
    .withCount('photos')
    .preload('sale')
    .preload('dealer')
    .preload('windows', (windows) => windows.preload('product'))
    .preload('events', (events) => events.where('visible_to_owner', true).orderBy('id', 'asc'))
}

/** A sale's claims, newest first. */
export function ownerClaimsOfSale(saleId: number) {
  return ownerView().where('sale_id', saleId).orderBy('id', 'desc')
}

/** The claim a private link opens, if any (the token is compared by its hash, in SQL). */
export function claimByAccessToken(token: string) {
  return ownerView().where('access_token_hash', accessTokenHash(token)).first()
}

/** How many claims each of these sales has (the lookup's "See my claims"). */
export async function claimCounts(saleIds: number[]) {
  const counts = new Map<number, number>()
  if (saleIds.length === 0) return counts
  const rows = await Claim.query()
    .whereIn('sale_id', saleIds)
    .select('sale_id')
    .count('* as total')
    .groupBy('sale_id')
  for (const row of rows) counts.set(Number(row.saleId), Number(row.$extras.total))
  return counts
}
