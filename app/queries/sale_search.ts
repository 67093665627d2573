import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type Sale from '#models/sale'
import { foldForSearch } from '#domain/search_text'
import {
  chooseTrigrams,
  sharedListTrigrams,
  trigramList,
  type NameSample,
} from '#queries/name_trigrams'
import {
  commonShare,
  runBounds,
  SCATTERED_READ,
  setSoonerThanWalk,
  type SearchPlan,
} from '#queries/search_plan'

import {
  alternatives,
  indexable,
  isContains,
  partOf,
  type Alternative,
} from '#queries/search_alternatives'

type SaleQuery = ModelQueryBuilderContract<typeof Sale>

/** Up to this length a fragment is asked of the index whole (at most 5 trigrams). */
const WHOLE_MAX = 7

/**
 * What a trigram index is asked for a fragment: null for a short one (the
 * fragment itself); for a longer one a few of its trigrams. A name like
 * `nguyen thi huong` has 14, each in 40,000-200,000 of a million names:
 * asking for all of them reads all 14 lists (about 20 ms on SQLite, 33 on
 * PostgreSQL). A few narrow the rows to about the matches, which are then
 * checked with LIKE on the rows themselves (applySaleSearch). With a sample
 * of names (a name fragment) the cheapest are chosen (chooseTrigrams, on
 * PostgreSQL within words); else the first, middle and last.
 */
function trigramsOf(fragment: string, sample?: NameSample, withinWords = false) {
  if (fragment.length <= WHOLE_MAX) return null
  const chosen = sample && chooseTrigrams(fragment, sample, withinWords)
  if (chosen) return chosen
  const last = fragment.length - 3
  return [...new Set([0, Math.floor(last / 2), last].map((at) => fragment.slice(at, at + 3)))]
}

/**
 * A fragment in FTS5: its phrase (the fragment anywhere), or its trigrams
 * AND-ed. `names` is the sample of names of another column's fragment: the
 * trigrams are then only those SQLite's shared index reads quickly
 * (sharedListTrigrams); a short fragment's too when some are common in
 * names (`NGUYEN` of codes and plates alone, in a name-order search: 1 ms
 * through the rarest of its trigrams, 5.6 as the phrase).
 */
function ftsTerms(fragment: string, sample?: NameSample, names?: NameSample) {
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`
  let trigrams = trigramsOf(fragment, sample)
  if (!sample && names) {
    const all = trigrams ?? [...new Set(trigramList(fragment))]
    const shared = sharedListTrigrams(all, names)
    if (trigrams || shared.length < all.length) trigrams = shared
  }
  return trigrams ? `(${trigrams.map(quoted).join(' AND ')})` : quoted(fragment)
}

/**
 * A pattern on PostgreSQL: a long fragment's trigrams for the pg_trgm index,
 * the whole pattern checked on the rows found. `(column || '')` is not the
 * indexed column, so the planner cannot hand the whole pattern (all its
 * trigrams) to the index as well.
 */
function pgWhere(alt: Alternative): [string, string[]] {
  const fragment = isContains(alt.pattern) ? alt.pattern.slice(1, -1) : null
  const trigrams = fragment ? trigramsOf(fragment, alt.sample, true) : null
  const column = alt.sql ?? `sales.${alt.column}`
  if (!trigrams) return [`${column} LIKE ? ESCAPE '\\'`, [alt.pattern]]
  const sql = [...trigrams.map(() => `${column} LIKE ?`), `(${column} || '') LIKE ?`].join(' AND ')
  return [`(${sql})`, [...trigrams.map((trigram) => `%${trigram}%`), alt.pattern]]
}

/**
 * The FTS5 query for the "contains" alternatives: one term group per
 * distinct fragment (ftsTerms), limited to its columns, OR-ed. Trigrams a
 * fragment shares between columns (digits in code, plate and phone, a
 * name's letters in code and plate) are walked once.
 */
function ftsQuery(contains: Alternative[], names: NameSample | undefined) {
  // The table folds case: `nguyen` of the name and `NGUYEN` of code and plate are one phrase.
  const groups = new Map<string, { fragment: string; columns: string[]; sample?: NameSample }>()
  for (const alt of contains) {
    const fragment = alt.pattern.slice(1, -1)
    const group = groups.get(fragment.toLowerCase()) ?? { fragment, columns: [] }
    group.columns.push(alt.column)
    group.sample ??= alt.sample
    groups.set(fragment.toLowerCase(), group)
  }
  return [...groups.values()]
    .map(
      ({ fragment, columns, sample }) =>
        `{${columns.join(' ')}} : ${ftsTerms(fragment, sample, names)}`
    )
    .join(' OR ')
}

/**
 * A fragment many customers' names hold (`nguyen`, `huong`, `thi`: 4-9 %
 * of the names in the bench's million sales). A trigram index hands over
 * every one of its matches before the list keeps its first page (`huong`
 * 410 ms, `thi` 840 on SQLite), while the list's own order, each row
 * checked, meets a page of them within a few hundred rows (20-40 ms).
 * Around 1-2 % both cost about the same. Such a term is checked on the rows,
 * code, plate and phone as well: one OR-ed branch through an index would
 * have the whole set built again. In name order the names holding a
 * surname are one long run, which the walk would reach only after most
 * other names: there the search is read in two parts (#queries/search_plan
 * nameRuns), the part after the names' first letter walked when common.
 * SQLite only: PostgreSQL's planner judges a LIKE by the column's
 * statistics, and walks the order's index for `nguyen` by itself.
 */
function isCommonName(term: string, sample: NameSample | undefined, plan: SearchPlan) {
  if (plan.name?.part === 'rest') return !plan.name.restFromIndex
  if (plan.name?.part === 'others') return false
  return !plan.byName && commonShare(term, sample) !== null
}

/**
 * Whether a common term's first matches (`wanted`, a list's capped count)
 * are found sooner through the trigram table, each row then checked against
 * the other filters, than by walking the rows those filters leave (`others`,
 * counted by #queries/sale_totals, asked only for a common term) checking
 * the term on each. One large dealer's sales (1/8) and `nguyen` (5.5 %):
 * the walk reads 18,000 rows for 1,001 matches, the table 8,000 (45 → 5 ms);
 * a small dealer's sales are fewer than the table's matches, and walked.
 * Only where every alternative of the term is a fragment the table holds
 * (see applySaleSearch's `fromIndex`).
 */
export async function matchesSoonerFromIndex(
  term: string,
  sample: NameSample | undefined,
  others: () => Promise<number | null>,
  wanted: number
) {
  const share = commonShare(term, sample)
  if (!sample?.rows || share === null) return false
  if (!alternatives(term, sample).every((alt) => isContains(alt.pattern))) return false
  const counted = await others()
  if (!counted) return false
  const throughTable = Math.min(share * sample.rows, (wanted * sample.rows) / counted)
  const walked = Math.min(counted, wanted / share) * SCATTERED_READ
  return throughTable < walked
}

/**
 * Whether the first `wanted` sales holding a common term (in an order other
 * than the names') are found sooner by walking the list's order against the
 * set of its matches (#queries/search_plan setSoonerThanWalk): only where
 * every alternative of the term is a fragment the trigram table holds.
 */
export function pageSoonerFromSet(term: string, sample: NameSample | undefined, wanted: number) {
  const share = commonShare(term, sample)
  if (!sample?.rows || share === null) return false
  if (!alternatives(term, sample).every((alt) => isContains(alt.pattern))) return false
  return setSoonerThanWalk(share, sample.rows, wanted)
}

/**
 * One search box over code, plate, name and phone. PostgreSQL finds the
 * fragments through its pg_trgm GIN indexes on these very columns; SQLite
 * through the FTS5 trigram table `sales_search` that triggers keep in step
 * (migration 1732200000011): the "contains" fragments in one MATCH, the
 * other indexable patterns (phone prefixes) one LIKE each (an OR inside a
 * virtual-table query would not use its index). `sample`: customers'
 * names (#queries/name_trigrams), to choose a long name fragment's trigrams
 * and tell a common one (isCommonName); `plan`: see SearchPlan.
 */
export function applySaleSearch(
  query: SaleQuery,
  term: string | undefined,
  sample?: NameSample,
  plan: SearchPlan = {}
) {
  if (!term) return query
  const sqlite = query.client.dialect.name.includes('sqlite')
  const part = plan.name?.part
  if (part === 'start' || part === 'rest') {
    const run = `sales.search_text >= ? AND sales.search_text < ?`
    const bounds = runBounds(foldForSearch(term)) ?? ['', '']
    if (part === 'start') return query.whereRaw(run, bounds)
    query.whereRaw(`NOT (${run})`, bounds)
  }
  const all = partOf(alternatives(term, sample, part === 'rest' && !sqlite), part)
  if (!all.length) return query.whereRaw('1 = 0')
  if (sqlite && (plan.fromIndex || plan.inSet) && all.every((alt) => isContains(alt.pattern))) {
    return plan.inSet ? inMatchSet(query, all, sample) : fromTrigramTable(query, all, sample)
  }
  const common = sqlite && isCommonName(term, sample, plan)
  const viaIndex = sqlite && !common ? all.filter((alt) => indexable(alt.pattern)) : []
  const onRow = all.filter((alt) => !viaIndex.includes(alt))
  const contains = viaIndex.filter((alt) => isContains(alt.pattern))
  const likes = viaIndex.filter((alt) => !contains.includes(alt))
  // The rest of a name-order search: the name's fragment after the names' first letter.
  const restOfName =
    part === 'rest' ? contains.find((alt) => alt.column === 'search_text') : undefined
  const inTable = contains.filter((alt) => alt !== restOfName)
  return query.where((group) => {
    const selects = likes.map((alt) => `SELECT rowid FROM sales_search WHERE ${alt.column} LIKE ?`)
    const bindings = likes.map((alt) => alt.pattern)
    if (inTable.length) {
      selects.unshift('SELECT rowid FROM sales_search WHERE sales_search MATCH ?')
      bindings.unshift(ftsQuery(inTable, sample))
    }
    if (restOfName) {
      selects.unshift('SELECT rowid FROM sales_name_rest WHERE sales_name_rest MATCH ?')
      bindings.unshift(ftsTerms(restOfName.pattern.slice(1, -1), sample))
    }
    if (selects.length) {
      group.orWhere((found) => {
        found.whereRaw(`sales.id IN (${selects.join(' UNION ')})`, bindings)
        // The index gave candidates (ftsTerms); each row found must hold one of the patterns.
        orLike(found, viaIndex)
      })
    }
    for (const alt of onRow) {
      if (sqlite) group.orWhereRaw(`sales.${alt.column} LIKE ? ESCAPE '\\'`, [alt.pattern])
      else group.orWhereRaw(...pgWhere(alt))
    }
  })
}

/** Rows that hold one of the patterns (plain ones: no ESCAPE, as the trigram table's). */
function orLike(query: ChainableContract, alts: Alternative[]) {
  return query.where((exact) => {
    for (const alt of alts) exact.orWhereRaw(`sales.${alt.column} LIKE ?`, [alt.pattern])
  })
}

/**
 * The sales read in the trigram table's order (rowid), as it finds them:
 * SQLite stops reading the table once the query has its rows. As `id IN
 * (…)` it would read every match first (20 ms for 55,000). The other
 * filters then check each row; every column they name is `sales.`'s.
 */
function fromTrigramTable(query: SaleQuery, all: Alternative[], sample?: NameSample) {
  query.knexQuery.fromRaw('sales_search CROSS JOIN sales ON sales.id = sales_search.rowid')
  query.whereRaw('sales_search MATCH ?', [ftsQuery(all, sample)])
  orLike(query, all)
  return query
}

/**
 * The sales whose id is in the set of the trigram table's matches, built
 * once. The unary `+` keeps SQLite from reading the sales by those ids and
 * sorting them all: it walks the list's order on its index and checks each
 * id against the set; only the members are read, to be checked exactly.
 */
function inMatchSet(query: SaleQuery, all: Alternative[], sample?: NameSample) {
  const set = 'SELECT rowid FROM sales_search WHERE sales_search MATCH ?'
  query.whereRaw(`+sales.id IN (${set})`, [ftsQuery(all, sample)])
  orLike(query, all)
  return query
}
