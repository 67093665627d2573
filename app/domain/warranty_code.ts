import { randomBytes } from 'node:crypto'

/**
 * Warranty codes: "WF" + 8 random characters, stored without separators
 * (`WF7K3M9QX2`) and shown grouped (`WF-7K3M-9QX2`).
 *
 * The alphabet leaves out 0/O and 1/I so a code read off paper or an SMS
 * cannot be mistyped into another valid code. It has exactly 32 symbols, so
 * each character carries 5 bits (8 characters = 40 bits) and a random byte
 * masked to 5 bits picks one without modulo bias.
 */
export const WARRANTY_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const WARRANTY_CODE_PREFIX = 'WF'
export const WARRANTY_CODE_BODY_LENGTH = 8

const BODY_PATTERN = new RegExp(`^[${WARRANTY_CODE_ALPHABET}]{${WARRANTY_CODE_BODY_LENGTH}}$`)

/** A new random code in its stored form, e.g. `WF7K3M9QX2`. */
export function generateWarrantyCode(): string {
  const bytes = randomBytes(WARRANTY_CODE_BODY_LENGTH)
  let body = ''
  for (const byte of bytes) body += WARRANTY_CODE_ALPHABET[byte & 31]
  return `${WARRANTY_CODE_PREFIX}${body}`
}

/** `WF7K3M9QX2` → `WF-7K3M-9QX2`. Anything that is not a stored code is returned as is. */
export function formatWarrantyCode(stored: string): string {
  const code = parseWarrantyCode(stored)
  if (!code) return stored
  const body = code.slice(WARRANTY_CODE_PREFIX.length)
  return `${WARRANTY_CODE_PREFIX}-${body.slice(0, 4)}-${body.slice(4)}`
}

/**
 * What a person typed → the stored form, or null when it cannot be a code.
 * Case, spaces, dashes and dots are ignored and the WF prefix is optional, so
 * `wf 7k3m 9qx2`, `7K3M-9QX2` and `WF-7K3M-9QX2` all find the same warranty.
 */
export function parseWarrantyCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s.\-–—_]/g, '')
  const withPrefix = WARRANTY_CODE_PREFIX.length + WARRANTY_CODE_BODY_LENGTH
  let body: string
  if (compact.length === withPrefix && compact.startsWith(WARRANTY_CODE_PREFIX)) {
    body = compact.slice(WARRANTY_CODE_PREFIX.length)
  } else if (compact.length === WARRANTY_CODE_BODY_LENGTH) {
    body = compact
  } else {
    return null
  }
  return BODY_PATTERN.test(body) ? `${WARRANTY_CODE_PREFIX}${body}` : null
}

/** Upper case, letters and digits only: what a search term is compared with. */
export function compactCode(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '')
}
