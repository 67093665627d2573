import { likePattern } from '#queries/resource_list'
import { orWherePhone } from '#queries/phone_search'
import { compactCode } from '#domain/warranty_code'
import { foldForSearch } from '#domain/search_text'
import type { NameSample } from '#queries/name_trigrams'
import type { NamePart } from '#queries/search_plan'

/**
 * One "this column contains/starts with" alternative of the search box;
 * the name's carries the sample its trigrams are chosen on (#queries/sale_search).
 */
export type Alternative = { column: string; pattern: string; sample?: NameSample; sql?: string }

/**
 * What one search term may match: the customer's name (folded: no case, no
 * accents, #domain/search_text), the warranty code and plate (compared
 * without separators, as stored) and the phone (#queries/phone_search).
 */
export function alternatives(term: string, sample?: NameSample, afterStart = false): Alternative[] {
  const name = likePattern(foldForSearch(term))
  const found: Alternative[] = [
    afterStart
      ? { column: 'search_text', pattern: name, sample, sql: 'substr(sales.search_text, 2)' }
      : { column: 'search_text', pattern: name, sample },
  ]
  const compact = compactCode(term)
  // `compact` is [0-9A-Z] only, so it holds no LIKE wildcard to escape.
  if (compact.length >= 2) {
    found.push({ column: 'warranty_code', pattern: `%${compact}%` })
    found.push({ column: 'plate_normalized', pattern: `%${compact}%` })
  }
  orWherePhone(
    { orWhere: (column, _operator, pattern) => found.push({ column, pattern }) },
    'customer_phone',
    term
  )
  return found
}

/**
 * SQLite's trigram index answers `LIKE` only for a plain pattern (no ESCAPE
 * clause) with a run of 3+ characters between wildcards; anything else is
 * matched on the sales row itself (short or wildcard-holding terms: rare).
 */
export function indexable(pattern: string) {
  return !pattern.includes('\\') && /[^%_]{3}/.test(pattern)
}

/** `%fragment%` with no wildcard inside: a phrase of the trigram table. */
export function isContains(pattern: string) {
  return /^%[^%_\\]{3,}%$/.test(pattern)
}

/** The alternatives one part of a name-order search matches (NamePart); all for another search. */
export function partOf(all: Alternative[], part: NamePart['part'] | undefined) {
  if (part === 'rest') return all.filter((alt) => alt.column === 'search_text')
  if (part === 'others') return all.filter((alt) => alt.column !== 'search_text')
  return all
}

/**
 * Whether every alternative of a term can be found through a trigram index
 * (3 characters or more between wildcards): a common fragment's runs are
 * read so (#queries/search_plan nameRuns), as a run found only by walking
 * (`TH` of `thị` as a code or plate) may read most of the table for its
 * few matches.
 */
export function foundThroughIndexes(term: string) {
  return alternatives(term).every((alt) => indexable(alt.pattern))
}

/**
 * Whether SQLite finds a part of a name-order search through its trigram
 * tables alone (its rows are then read by id and sorted), not by walking
 * the name order.
 */
export function partThroughIndex(term: string, name: NamePart) {
  if (name.part === 'start' || (name.part === 'rest' && !name.restFromIndex)) return false
  const alts = partOf(alternatives(term), name.part)
  return alts.length > 0 && alts.every((alt) => indexable(alt.pattern))
}
