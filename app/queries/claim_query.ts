import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Claim from '#models/claim'
import type User from '#models/user'
import { likePattern } from '#queries/resource_list'
import { foldForSearch } from '#domain/search_text'
import { compactCode } from '#domain/warranty_code'
import { CLAIM_STATUSES, OPEN_CLAIM_STATUSES } from '#dtos/claim'
import type { ClaimListQuery } from '#validators/claim'

export type ClaimQuery = ModelQueryBuilderContract<typeof Claim>

/**
 * The claims a user may see: all for admins, those their dealer works for
 * staff (a reassigned claim moves to the new dealer's staff). Every read
 * starts here, so another dealer's claim is simply not found (404).
 */
export function visibleClaims(user: User): ClaimQuery {
  const query = Claim.query()
  if (user.isAdmin) return query
  if (user.dealerId === null) return query.whereRaw('1 = 0')
  return query.where('claims.dealer_id', user.dealerId)
}

const isSqlite = (query: ClaimQuery) => query.client.dialect.name.includes('sqlite')

/**
 * A claim list is small (claims are rare next to sales), so the search is a
 * plain LIKE over the claim's number and its sale's code, plate and folded
 * name (`sales.search_text`, #domain/search_text): no index of its own.
 */
function whereSearched(query: ClaimQuery, term: string) {
  const like = isSqlite(query) ? `LIKE ? ESCAPE '\\'` : 'LIKE ?'
  const compact = compactCode(term)
  return query.where((group) => {
    group.orWhereRaw(`upper(claims.number) ${like}`, [likePattern(term.toUpperCase())])
    group.orWhereRaw(`sales.search_text ${like}`, [likePattern(foldForSearch(term))])
    if (compact.length >= 2) {
      group.orWhereRaw(`sales.warranty_code ${like}`, [likePattern(compact)])
      group.orWhereRaw(`sales.plate_normalized ${like}`, [likePattern(compact)])
    }
  })
}

/** Status in the workflow's order (submitted first), not the alphabet's. */
const STATUS_ORDER = `CASE claims.status ${CLAIM_STATUSES.map((status, index) => `WHEN '${status}' THEN ${index}`).join(' ')} END`

/**
 * The list: the user's claims joined to their sales (for the search), the
 * filters, and the order: newest filed first by default; the id in the same
 * direction breaks ties, so pages never overlap.
 */
export function claimList(user: User, filters: ClaimListQuery) {
  const query = visibleClaims(user).join('sales', 'sales.id', 'claims.sale_id').select('claims.*')
  if (filters.dealerId && user.isAdmin) query.where('claims.dealer_id', filters.dealerId)
  if (filters.status) query.where('claims.status', filters.status)
  // Filed days are the server's calendar days; `created_at` is a timestamp.
  if (filters.filedFrom) query.where('claims.created_at', '>=', startOfDay(filters.filedFrom))
  if (filters.filedTo) query.where('claims.created_at', '<', startOfDay(filters.filedTo, 1))
  if (filters.search) whereSearched(query, filters.search)
  const direction = filters.sort ? (filters.direction ?? 'asc') : 'desc'
  if (filters.sort === 'status') query.orderByRaw(`${STATUS_ORDER} ${direction}`)
  else if (filters.sort === 'updatedAt') query.orderBy('claims.updated_at', direction)
  else query.orderBy('claims.created_at', direction)
  return query.orderBy('claims.id', direction)
}

/** Open claims (#dtos/claim OPEN_CLAIM_STATUSES): every dealer's (`null`), or one dealer's. */
export async function openClaimCount(dealerId: number | null) {
  const query = db.from('claims').whereIn('status', [...OPEN_CLAIM_STATUSES])
  if (dealerId !== null) query.where('dealer_id', dealerId)
  const [row] = await query.count('* as total')
  return Number(row?.total ?? 0)
}

/** A calendar day (plus `days`) written as the database stores timestamps, in the server's zone. */
function startOfDay(iso: string, days = 0) {
  const format = db.connection().dialect.dateTimeFormat
  return DateTime.fromISO(iso).plus({ days }).startOf('day').toFormat(format)
}
