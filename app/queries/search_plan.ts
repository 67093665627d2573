import { foldForSearch } from '#domain/search_text'
import { shareOfNames, sharesByPlace, type NameSample } from '#queries/name_trigrams'

/**
 * From which share of the customers' names a fragment is common, and from
 * how many sampled names the share is worth trusting (a small table is
 * quick either way). A test lowers them.
 */
export const commonFragment = { share: 0.02, sampleAtLeast: 1_000 }

/** The share of the names holding a common fragment (see isCommonName); null for any other. */
export function commonShare(term: string, sample: NameSample | undefined) {
  if (!sample || sample.size < commonFragment.sampleAtLeast) return null
  const share = shareOfNames(foldForSearch(term), sample)
  return share >= commonFragment.share ? share : null
}

/**
 * What a row costs read in an index's order (a page anywhere in the table)
 * against one read in a trigram index's order: measured at a million sales
 * on SQLite, 18,000 rows of one dealer's index in 20-45 ms, 8,000 through
 * the trigram table in 5 (its reading included).
 */
export const SCATTERED_READ = 3

/**
 * What a deep page of a common fragment costs on SQLite, in units of one
 * match of the trigram table put in a set (measured at a million sales on
 * the production server: `nguyen`'s 55,000 matches, ~20 ms): a sale the
 * list's order walks and reads back for its name, code and plate, about 4
 * (page 40 by plate 25 ms, by code 35); an entry of the order's index
 * walked against the set (the index alone; the members read), about 1. A
 * walk shorter than `rowsAtLeast` is cheap either way (a test lowers it).
 */
export const DEEP_PAGE = { walkedRow: 4, setEntry: 1, rowsAtLeast: 5_000 }

/**
 * Whether the first `wanted` sales holding a fragment of this `share` of
 * the `rows` are found sooner by building the set of its matches once and
 * walking the list's order against it (its index alone is read) than by
 * reading each walked sale. `nguyen` (5.5 %) is walked up to page 40 of 25
 * (18,000 sales); page 200 by expiry took 145-215 ms walked, 42 through
 * the set; `huong` (4.3 %) page 40 by creation 42-46, 23-27.
 */
export function setSoonerThanWalk(share: number, rows: number, wanted: number) {
  const walked = wanted / share
  if (walked < DEEP_PAGE.rowsAtLeast) return false
  return share * rows + walked * DEEP_PAGE.setEntry < walked * DEEP_PAGE.walkedRow
}

/**
 * The parts of a common fragment's search in name order (nameRuns):
 * `start`, the names that begin with it; `rest`, the other names that hold
 * it, read through the index of the names after their first letter
 * (`restFromIndex`) or by walking the name order; `others`, the codes,
 * plates and phones that hold it.
 */
export type NamePart =
  { part: 'start' } | { part: 'rest'; restFromIndex: boolean } | { part: 'others' }

/**
 * How a search is run: `byName`, the list is in name order (isCommonName);
 * `fromIndex` (SQLite, see #queries/sale_search matchesSoonerFromIndex),
 * its matches are read from the trigram table in its order, not in the
 * list's: for a capped count, not a page; `name`, one part of a search in
 * name order (NamePart).
 */
export type SearchPlan = {
  byName?: boolean
  fromIndex?: boolean
  name?: NamePart
  /** SQLite: the list's order is walked, each sale's id checked against the set of the matches (setSoonerThanWalk). */
  inSet?: boolean
}

/**
 * [from, to): the folded names that begin with `folded`, compared code
 * point by code point as SQLite's BINARY and PostgreSQL's "C" collation
 * compare UTF-8. Null when there is no such bound.
 */
export function runBounds(folded: string): [string, string] | null {
  const points = Array.from(folded)
  const last = points.pop()?.codePointAt(0)
  if (last === undefined || last >= 0x10ffff) return null
  // The next code point, past the surrogates (no character is one).
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1
  return [folded, points.join('') + String.fromCodePoint(next)]
}

/**
 * How the runs of a common fragment's search are read (nameRuns);
 * `mostlyStart`, most of its holders begin with it.
 */
export type NameRuns = { restFromIndex: boolean; mostlyStart: boolean }

/** How many rows of each part a page of a name-order search may read (deeper, the plain search). */
export const NAME_RUN_ROWS = 5_000

/**
 * A common fragment searched in name order (`nguyen` sorted by customer):
 * the names that hold a surname are one long run of that order, which a
 * walk of the order's index meets only after most other names, while
 * reading every match through a trigram index and sorting them costs a row
 * read each (55,000 for `nguyen` in a million sales: 0.4 s on SQLite, 1 s
 * on PostgreSQL). The names folded are the order's key (migration
 * 1732200000024), so the names that begin with the fragment are one range
 * of it, read in order from the index; the others that hold it (`Trần
 * Nguyên Khang`, a code or plate) are found apart and each run's first
 * `wanted` rows are merged. The rest is walked in name order when the
 * sample of names says it is common (`thi`: most names hold it after their
 * first letter), else read through the index of the names after their first
 * letter (see NamePart). A capped count, in any order, reads the same runs
 * (`wanted` the cap) when most holders begin with the fragment (`mostlyStart`,
 * #queries/sale_query searchSetup). Null when another plan serves.
 */
export function nameRuns(
  term: string,
  sample: NameSample | undefined,
  wanted: number
): NameRuns | null {
  if (wanted > NAME_RUN_ROWS || !sample || commonShare(term, sample) === null) return null
  const folded = foldForSearch(term)
  if (!runBounds(folded)) return null
  const { starting, after } = sharesByPlace(folded, sample)
  const walked = after > 0 ? (wanted / after) * SCATTERED_READ : Number.POSITIVE_INFINITY
  return {
    restFromIndex: walked > after * (sample.rows ?? sample.size),
    mostlyStart: starting > after,
  }
}
