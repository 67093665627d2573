import { randomBytes } from 'node:crypto'
import { WARRANTY_CODE_ALPHABET } from './warranty_code.js'

/**
 * Claim numbers people read out on the phone: "CL-" and 8 characters of the
 * warranty codes' alphabet (no 0/O, 1/I), grouped by four: `CL-7K3M-9QX2`.
 * 40 random bits, so two claims practically never draw the same number (the
 * unique index stays the guard) and a number says nothing of how many
 * claims there are. Knowing one opens nothing: the status page needs the
 * private link or a fresh one-time code.
 */
export function generateClaimNumber(): string {
  let body = ''
  for (const byte of randomBytes(8)) body += WARRANTY_CODE_ALPHABET[byte & 31]
  return `CL-${body.slice(0, 4)}-${body.slice(4)}`
}

/** Where a code was sent, as the owner may see it: `•••• 4567`. */
export function phoneHint(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `•••• ${digits.slice(-4)}`
}
