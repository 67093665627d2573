import locale from '#config/locale'
import { phoneCountry, phoneSearchTerms } from '#domain/phones'

const COUNTRY = phoneCountry(locale.country)

type WhereGroup = {
  orWhere(column: string, operator: string, value: string): unknown
}

/**
 * Adds "this phone column matches the search term" alternatives to an OR
 * group. Phones are stored in E.164, so a term is matched by its digits
 * anywhere (`7784455`, `60127784455`), and a number typed the national way
 * (`012-778 4455`) also with the country code (`+6012778 4455…`). Terms that
 * do not look like a phone number (3+ digits, with spaces, dashes, dots,
 * brackets or +) add nothing.
 */
export function orWherePhone(group: WhereGroup, column: string, term: string) {
  if (!/^[\d\s+\-().]+$/.test(term) || term.replace(/\D/g, '').length < 3) return
  const { contains, prefixes } = phoneSearchTerms(term, COUNTRY)
  // Digits and `+` only: nothing to escape in these LIKE patterns.
  for (const digits of contains) group.orWhere(column, 'like', `%${digits}%`)
  for (const prefix of prefixes) group.orWhere(column, 'like', `${prefix}%`)
}
