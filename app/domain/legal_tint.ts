import { WINDOW_POSITIONS, type WindowPosition } from '#dtos/sale'
import type { LegalTintMinimums } from '#dtos/legal_tint'

/**
 * The legal-tint check, shared by the server (validation of a sale) and the
 * browser (the warning on a film row). Pure: the minimums are passed in.
 *
 * The default set is a common baseline (Malaysia's JPJ rule for the front
 * of the car, and most markets' minimum for the windshield): windshield
 * 70 %, front side windows 50 %. Rear windows, the sunroof and "other" have
 * no rule by default, since many markets allow any shade behind the driver.
 * Another market sets its own with `LEGAL_TINT_MINIMUMS` (config/legal_tint.ts).
 */
export const DEFAULT_LEGAL_TINT_MINIMUMS: LegalTintMinimums = {
  windshield: 70,
  front_sides: 50,
}

/** The minimum VLT (%) for a window, or null when it has no rule. */
export function vltMinimumFor(position: WindowPosition, minimums: LegalTintMinimums) {
  return minimums[position] ?? null
}

/** The minimum a film of `vlt` % falls below on `position`, or null when it is legal there. */
export function breachedMinimum(
  position: WindowPosition,
  vlt: number,
  minimums: LegalTintMinimums
): number | null {
  const minimum = vltMinimumFor(position, minimums)
  return minimum !== null && vlt < minimum ? minimum : null
}

export type ParsedMinimums =
  { ok: true; minimums: LegalTintMinimums } | { ok: false; message: string }

/**
 * Reads `windshield=70,front_sides=50` (spaces allowed; `none` for no rule
 * at all). The list replaces the default set as a whole, so what is written
 * is exactly what applies. Unknown windows, values outside 0–100 and
 * windows named twice are refused with a message saying which.
 */
export function parseLegalTintMinimums(text: string): ParsedMinimums {
  const trimmed = text.trim()
  if (trimmed.toLowerCase() === 'none') return { ok: true, minimums: {} }
  const minimums: LegalTintMinimums = {}
  for (const part of trimmed.split(',')) {
    const match = part.trim().match(/^([a-z_]+)\s*=\s*(\d{1,3})$/i)
    if (!match) {
      return { ok: false, message: `"${part.trim()}" is not <window>=<minimum %>.` }
    }
    const position = match[1].toLowerCase() as WindowPosition
    const value = Number(match[2])
    if (!WINDOW_POSITIONS.includes(position)) {
      return {
        ok: false,
        message: `"${match[1]}" is not a window; use ${WINDOW_POSITIONS.join(', ')}.`,
      }
    }
    if (value > 100) return { ok: false, message: `${position}=${value}: a VLT is 0–100 %.` }
    if (position in minimums) return { ok: false, message: `${position} is listed twice.` }
    minimums[position] = value
  }
  return { ok: true, minimums }
}
