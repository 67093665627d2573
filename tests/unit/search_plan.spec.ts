import { test } from '@japa/runner'
import fc from 'fast-check'
import { sampleOf } from '#queries/name_trigrams'
import {
  NAME_RUN_ROWS,
  commonFragment,
  nameRuns,
  runBounds,
  setSoonerThanWalk,
} from '#queries/search_plan'

/** SQLite's BINARY and PostgreSQL's "C" order: the UTF-8 bytes compared. */
const compare = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b))

/** A million customers' names as the bench spreads them: `thi` after the surname in many. */
function customers() {
  const names: string[] = []
  for (let i = 0; i < 300; i++) names.push('nguyen thi lan', 'tran thi mai', 'le van an')
  for (let i = 0; i < 100; i++) names.push('ahmad faizal', 'tan wei ming', 'pham minh')
  for (let i = 0; i < 5; i++) names.push('deepa selvam')
  return { ...sampleOf(names), rows: 1_000_000 }
}

test.group('Search plan | a common name in name order', () => {
  test('the run of names that begin with a fragment is exactly a range of the byte order', () => {
    const text = fc.string({ unit: 'binary', maxLength: 6 })
    fc.assert(
      fc.property(
        text.filter((t) => t.length > 0),
        text,
        text,
        fc.boolean(),
        (fragment, suffix, other, extend) => {
          const bounds = runBounds(fragment)
          fc.pre(bounds !== null)
          const [from, to] = bounds!
          const name = extend ? fragment + suffix : other
          const inRange = compare(from, name) <= 0 && compare(name, to) < 0
          return inRange === name.startsWith(fragment)
        }
      ),
      { numRuns: 2000 }
    )
  })

  test('the bound past a fragment skips what no text holds', ({ assert }) => {
    assert.deepEqual(runBounds('nguyen'), ['nguyen', 'nguyeo'])
    assert.deepEqual(runBounds('tr\u{d7ff}'), ['tr\u{d7ff}', 'tr\u{e000}'])
    assert.deepEqual(runBounds('a😀'), ['a😀', 'a😁'])
    assert.isNull(runBounds(''))
    assert.isNull(runBounds('a\u{10ffff}'))
  })

  test('the rest of the names is read through its index when few hold the fragment later, walked when many do', ({
    assert,
  }) => {
    const sample = customers()
    // `nguyen` begins the names that hold it: the rest is read through its index.
    assert.deepEqual(nameRuns('Nguyễn', sample, 25), { restFromIndex: true, mostlyStart: true })
    // `thi` is in most names after the surname: a page of them is met walking the order.
    assert.deepEqual(nameRuns('thi', sample, 25), { restFromIndex: false, mostlyStart: false })
    // Not common, or a page too deep: the plain search.
    assert.isNull(nameRuns('selvam', sample, 25))
    assert.isNull(nameRuns('nguyen', sample, NAME_RUN_ROWS + 25))
    // A sample too small to judge by.
    const small = { ...sampleOf(['nguyen an']), rows: 1 }
    assert.isBelow(small.size, commonFragment.sampleAtLeast)
    assert.isNull(nameRuns('nguyen', small, 25))
  })
})

test.group('Search plan | a deep page of a common fragment', () => {
  test('is walked against the set of its matches once the walk would read more than the set holds', ({
    assert,
  }) => {
    // `nguyen` in 5.5 % of a million sales: the pages the pager offers are met walking the order…
    assert.isFalse(setSoonerThanWalk(0.055, 1_000_000, 25))
    assert.isFalse(setSoonerThanWalk(0.055, 1_000_000, 40 * 25))
    // …deeper ones through the set of its 55,000 matches.
    assert.isTrue(setSoonerThanWalk(0.055, 1_000_000, 60 * 25))
    assert.isTrue(setSoonerThanWalk(0.055, 1_000_000, 200 * 25))
    // `huong` (4.3 %) from page 25.
    assert.isTrue(setSoonerThanWalk(0.043, 1_000_000, 40 * 25))
    // A fragment in most names is met within a few rows on any page the pager offers.
    assert.isFalse(setSoonerThanWalk(0.6, 1_000_000, 40 * 25))
    // A small table is quick either way: walked.
    assert.isFalse(setSoonerThanWalk(0.5, 2_000, 40 * 25))
  })
})
