import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { foldForSearch } from '#domain/search_text'
import { compactCode } from '#domain/warranty_code'
import { phoneFragments } from '#queries/phone_search'
import { likePattern } from '#queries/resource_list'

/** A column that holds `text` somewhere (no wildcard in `text`: it is matched as typed). */
type Fragment = { column: string; text: string }

/**
 * What one term of the search box may match: the customer's name (folded:
 * no case, no accents, #domain/search_text), the warranty code and the
 * plate (compared without separators, as stored) and the phone
 * (#queries/phone_search).
 */
function fragmentsOf(term: string): Fragment[] {
  const fragments: Fragment[] = [{ column: 'search_text', text: foldForSearch(term) }]
  const compact = compactCode(term)
  if (compact.length >= 2) {
    fragments.push({ column: 'warranty_code', text: compact })
    fragments.push({ column: 'plate_normalized', text: compact })
  }
  for (const text of phoneFragments(term)) fragments.push({ column: 'customer_phone', text })
  return fragments
}

type Query = ModelQueryBuilderContract<LucidModel>

const isSqlite = (query: Query) => query.client.dialect.name.includes('sqlite')

/**
 * The sales holding the term, checked on each row: what a walk of the
 * list's order tests on every sale it passes. PostgreSQL's LIKE escapes
 * with a backslash by default, SQLite's only when told. `name`: the name's
 * expression (a part of it, see whereFound).
 */
export function whereHolds<Q extends Query>(query: Q, term: string, name = 'sales.search_text'): Q {
  const like = isSqlite(query) ? `LIKE ? ESCAPE '\\'` : 'LIKE ?'
  return query.where((group) => {
    for (const { column, text } of fragmentsOf(term)) {
      const checked = column === 'search_text' ? name : `sales.${column}`
      group.orWhereRaw(`${checked} ${like}`, [likePattern(text)])
    }
  })
}

/**
 * The sales holding the term, found through the trigram indexes, so that a
 * rare term costs its matches, not the table. PostgreSQL's pg_trgm GIN
 * indexes answer the LIKE of whereHolds on these very columns (its planner
 * chooses between them and a scan). SQLite's is the FTS5 trigram table
 * `sales_search` (migration 1732200000011, kept by triggers): one MATCH
 * with a phrase per fragment, limited to its column; a phrase is matched as
 * a substring, case folded, exactly as the LIKE. The sales are joined to
 * its matches, which it hands over as it finds them (as `id IN (…)` every
 * match is read first: `nguyen`'s 55,000 at a million sales for a page's
 * worth). A fragment shorter than a trigram has no entry there: the rows
 * are then checked one by one. `beyondNamePrefix`: only the sales whose
 * name does not begin with the term (nameOrderIds, #queries/sale_query).
 *
 * The query selects its own columns (a join brings the table's too).
 */
export function whereFound<Q extends Query>(query: Q, term: string, beyondNamePrefix = false): Q {
  const fragments = fragmentsOf(term)
  const range = beyondNamePrefix ? namePrefixRange(term) : null
  if (!isSqlite(query) || fragments.some(({ text }) => [...text].length < 3)) {
    if (!range) return whereHolds(query, term)
    // The names holding it past their first letter: PostgreSQL's index of them (migration 28).
    query.whereRaw('NOT (sales.search_text >= ? AND sales.search_text < ?)', range)
    return whereHolds(query, term, 'substr(sales.search_text, 2)')
  }
  const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`
  // `^`: the phrase at the column's start, as the name order's range holds it.
  const found = ({ column, text }: Fragment) =>
    beyondNamePrefix && column === 'search_text'
      ? `{${column}} : (${phrase(text)} NOT ^${phrase(text)})`
      : `{${column}} : ${phrase(text)}`
  query.join('sales_search', 'sales_search.rowid', 'sales.id')
  return query.whereRaw('sales_search MATCH ?', [fragments.map(found).join(' OR ')])
}

/**
 * [from, to): the folded names that begin with the term, as SQLite's
 * BINARY and PostgreSQL's "C" collation (migration 1732200000024) compare
 * them, code point by code point: a range of the name order's index. Null
 * when there is no such bound.
 */
export function namePrefixRange(term: string): [string, string] | null {
  const points = Array.from(foldForSearch(term))
  const last = points.pop()?.codePointAt(0)
  if (last === undefined || last >= 0x10ffff) return null
  // The next code point, past the surrogates (no character is one).
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1
  return [foldForSearch(term), points.join('') + String.fromCodePoint(next)]
}
