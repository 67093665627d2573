import locale from '#config/locale'
import { phoneCountry, phoneSearchTerms } from '#domain/phones'

const COUNTRY = phoneCountry(locale.country)

/**
 * What a search term matches in an E.164 phone column: its digits anywhere
 * (`7784455`, `60127784455`), and a number typed the national way
 * (`012-778 4455`) also with the country code (`+6012778 4455…`). A `+` is
 * only ever a stored phone's first character, so holding `+6012778` is
 * starting with it. Terms that do not look like a phone number (3+ digits,
 * with spaces, dashes, dots, brackets or +) match no phone.
 */
export function phoneFragments(term: string): string[] {
  if (!/^[\d\s+\-().]+$/.test(term) || term.replace(/\D/g, '').length < 3) return []
  const { contains, prefixes } = phoneSearchTerms(term, COUNTRY)
  return [...contains, ...prefixes]
}

type WhereGroup = { orWhere(column: string, operator: string, value: string): unknown }

/** Adds "this phone column matches the term" (phoneFragments) to an OR group. */
export function orWherePhone(group: WhereGroup, column: string, term: string) {
  // Digits and `+` only: nothing to escape in these LIKE patterns.
  for (const digits of phoneFragments(term)) group.orWhere(column, 'like', `%${digits}%`)
}
