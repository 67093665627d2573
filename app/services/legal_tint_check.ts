import { errors as vineErrors } from '@vinejs/vine'
import legalTintConfig from '#config/legal_tint'
import type Product from '#models/product'
import { breachedMinimum } from '#domain/legal_tint'
import { WINDOW_POSITION_LABELS, type WindowPosition } from '#dtos/sale'

type Row = { position: WindowPosition; productId: number }
type SavedRow = Row & { belowVltMinimum: number | null }

export type LegalTintRequest = {
  confirmBelowMinimum?: boolean
  belowMinimumReason?: string | null
}

export const CONFIRM_BELOW_MINIMUM =
  'Tick the confirmation and give a reason to save a film below the local VLT minimum.'
export const BELOW_MINIMUM_REASON_REQUIRED = 'Say why a film below the local VLT minimum is fitted.'

/**
 * The legal-tint rule at registration (#domain/legal_tint, minimums from
 * config/legal_tint.ts): each row gets the minimum its film is below (null
 * when legal), and a row newly below one needs `confirmBelowMinimum: true`
 * and a reason, else the whole sale is refused with a 422 on that row. On an
 * edit, a row whose window and film are unchanged keeps what it had: it was
 * accepted (or confirmed) when it was saved, even if the rule moved since.
 * Returns the rows' minimums and the reason the sale keeps.
 */
export function checkLegalTint(
  rows: Row[],
  films: Map<number, Product>,
  request: LegalTintRequest,
  saved: { items: SavedRow[]; reason: string | null } | null = null
) {
  const minimums = legalTintConfig.minimums
  const reason = request.belowMinimumReason?.trim() || null
  const confirmed = request.confirmBelowMinimum === true && reason !== null
  const problems: { field: string; message: string; rule: string; meta: object }[] = []
  let newlyBelow = false

  const below = rows.map((row, index) => {
    const kept = saved?.items.find(
      (item) => item.position === row.position && item.productId === row.productId
    )
    if (kept) return kept.belowVltMinimum
    const film = films.get(row.productId)!
    const minimum = breachedMinimum(row.position, film.vlt, minimums)
    if (minimum === null) return null
    newlyBelow = true
    if (!confirmed) {
      const window = WINDOW_POSITION_LABELS[row.position].toLowerCase()
      problems.push({
        field: `items.${index}.productId`,
        rule: 'belowVltMinimum',
        meta: { position: row.position, vlt: film.vlt, minimum },
        message: `${film.name} (VLT ${film.vlt} %) is below the local minimum of ${minimum} % for the ${window}. ${CONFIRM_BELOW_MINIMUM}`,
      })
    }
    return minimum
  })

  if (problems.length) {
    if (request.confirmBelowMinimum === true) {
      problems.unshift({
        field: 'belowMinimumReason',
        rule: 'required',
        meta: {},
        message: BELOW_MINIMUM_REASON_REQUIRED,
      })
    }
    throw new vineErrors.E_VALIDATION_ERROR(problems)
  }
  const anyBelow = below.some((minimum) => minimum !== null)
  const keptReason = newlyBelow ? reason : (saved?.reason ?? null)
  return { below, reason: anyBelow ? keptReason : null }
}
