import { normalizePlate } from './plates.js'

/**
 * What the public e-warranty page and the certificate may show about a
 * customer: enough for the owner to recognise their car, too little to
 * identify anyone from a leaked link.
 */
const MASK = '•'

/**
 * Every character but the last 3 hidden: `WXY 1234` → `••••234`. A plate of
 * 3 characters or fewer would be shown whole that way, so only its last one is.
 */
export function maskPlate(plate: string): string {
  const normalized = normalizePlate(plate)
  const visible = normalized.length > 3 ? 3 : 1
  if (normalized.length <= visible) return MASK.repeat(3)
  return MASK.repeat(normalized.length - visible) + normalized.slice(-visible)
}

/** First letter of each word + "•••": `Ahmad bin Ismail` → `A••• b••• I•••`. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]}${MASK.repeat(3)}`)
    .join(' ')
}
