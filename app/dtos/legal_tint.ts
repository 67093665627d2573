import type { WindowPosition } from './sale.js'

/**
 * The legal-tint rule of the market this install serves: the lowest visible
 * light transmission (VLT, whole %) a film may have per window position. A
 * position that is not listed has no rule. Sent to the browser as the shared
 * prop `site.legalTint` (config/legal_tint.ts), checked by #domain/legal_tint.
 */
export type LegalTintMinimums = Partial<Record<WindowPosition, number>>

/** Longest reason accepted for saving a film below the minimum. */
export const BELOW_MINIMUM_REASON_MAX = 500
