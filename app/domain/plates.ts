/**
 * Number plates. Each sale stores the plate twice: in its canonical display
 * form (upper case, the configured country's usual separators: `VX 0141`,
 * `51A-123.45`), and compact (`VX0141`) for lookups and searches, so the way
 * it was typed (`vx0141`, `Vx-0141`) never matters. The server validators,
 * the browser form and the data migration all use these functions.
 */

/** Upper case without spaces, dashes, dots or underscores: `wxy-1234` → `WXY1234`. */
export function normalizePlate(plate: string): string {
  return plate.toUpperCase().replace(/[\s.\-–—_]/g, '')
}

type PlateStyle = (compact: string) => string | null

/** Malaysia, Singapore, Brunei: letters, number, optional suffix letter, spaced: `WXY 1234 A`. */
const lettersNumberSuffix: PlateStyle = (compact) => {
  const match = /^([A-Z]{1,3})(\d{1,4})([A-Z]?)$/.exec(compact)
  return match ? match.slice(1).filter(Boolean).join(' ') : null
}

/** Vietnamese cars: province digits and series letters, a dash, 4 digits or 3.2: `51A-123.45`. */
const vietnam: PlateStyle = (compact) => {
  const match = /^(\d{2}[A-Z]{1,2})(\d{4,5})$/.exec(compact)
  if (!match) return null
  const [, series, number] = match
  return `${series}-${number.length === 5 ? `${number.slice(0, 3)}.${number.slice(3)}` : number}`
}

const STYLES: Partial<Record<string, PlateStyle>> = {
  MY: lettersNumberSuffix,
  SG: lettersNumberSuffix,
  BN: lettersNumberSuffix,
  VN: vietnam,
}

/**
 * The canonical display form in `country`. A plate of the country's standard
 * shape gets its usual separators; any other (vanity plates, foreign cars)
 * keeps the grouping it was typed with, in upper case with single spaces.
 */
export function formatPlate(plate: string, country: string): string {
  const styled = STYLES[country.toUpperCase()]?.(normalizePlate(plate))
  if (styled) return styled
  return plate
    .toUpperCase()
    .trim()
    .replace(/[\s_–—]+/g, ' ')
    .replace(/\s*([.-])\s*/g, '$1')
}
