import { test } from '@japa/runner'
import fc from 'fast-check'
import { chooseTrigrams, sampleOf, sharedListTrigrams } from '#queries/name_trigrams'

/** Names as a million customers' are spread: `" th"` in most, `huo` in few. */
function customers() {
  const names: string[] = []
  for (let i = 0; i < 40; i++) names.push('nguyen thi lan', 'tran thi mai', 'le thi thu')
  for (let i = 0; i < 6; i++) names.push('pham thi huong', 'vo van huong')
  names.push('nguyen thi huong', 'nguyen thi huong', 'nguyen van huong')
  return names
}

test.group('Name trigrams | which a trigram index is asked for', () => {
  test('a long name is asked by its rarest trigrams, not the one most names hold', ({ assert }) => {
    const chosen = chooseTrigrams('nguyen thi huong', sampleOf(customers())) ?? []
    assert.isAtMost(chosen.length, 3)
    // `i h` is in 8 of 135 names, `" th"` in 128: the rare one first, the common one never.
    assert.equal(chosen[0], 'i h')
    assert.notInclude(chosen, ' th')
    // Together they leave only the names that hold the whole fragment.
    const left = customers().filter((name) => chosen.every((trigram) => name.includes(trigram)))
    assert.deepEqual(left, ['nguyen thi huong', 'nguyen thi huong'])
  })

  test('a trigram that narrows nothing more is not asked for', ({ assert }) => {
    const names = Array.from({ length: 50 }, (_, i) => (i % 10 ? 'tran van an' : 'hoang minh'))
    // `hoa` alone leaves the five `hoang minh`: any further trigram reads a list for nothing.
    assert.deepEqual(chooseTrigrams('hoang minh', sampleOf(names)), ['hoa'])
  })

  test('a name no sampled name holds is asked by one trigram', ({ assert }) => {
    assert.lengthOf(chooseTrigrams('deepa a/l selvam', sampleOf(customers())) ?? [], 1)
    assert.lengthOf(chooseTrigrams('nguyen thi huong', sampleOf([])) ?? [], 1)
  })

  test('within words (PostgreSQL), no trigram holds a space; none left is null', ({ assert }) => {
    const chosen = chooseTrigrams('nguyen thi huong', sampleOf(customers()), true) ?? []
    assert.isAbove(chosen.length, 0)
    for (const trigram of chosen) assert.notMatch(trigram, /\s/)
    const left = customers().filter((name) => chosen.every((trigram) => name.includes(trigram)))
    assert.sameMembers([...new Set(left)], ['nguyen thi huong'])
    assert.isNull(chooseTrigrams('a b c d e f', sampleOf(customers()), true))
  })

  test('a plate or code fragment skips the trigrams most names hold, keeping at least one', ({
    assert,
  }) => {
    const sample = sampleOf(customers())
    // `NGUYENTHIHUONG` (the term as a plate): `ngu` and `ong` are long lists of names.
    assert.deepEqual(sharedListTrigrams(['NGU', 'NTH', 'ONG'], sample), ['NTH'])
    assert.deepEqual(sharedListTrigrams(['912', '345', '678'], sample), ['912', '345', '678'])
    assert.deepEqual(sharedListTrigrams(['THI', 'NGU'], sample), ['NGU'])
  })

  test('whatever the sample, every name holding the fragment holds every trigram chosen', ({
    assert,
  }) => {
    const letters = fc.constantFrom(...'abhnogtuie ')
    const text = (min: number) => fc.string({ unit: letters, minLength: min, maxLength: 20 })
    fc.assert(
      fc.property(text(8), fc.array(text(0), { maxLength: 40 }), (fragment, names) => {
        const chosen = chooseTrigrams(fragment, sampleOf(names)) ?? []
        assert.isAbove(chosen.length, 0)
        assert.isAtMost(chosen.length, 3)
        // A trigram of the fragment is in every text that holds the fragment: no match is lost.
        for (const trigram of chosen) assert.include(fragment, trigram)
        for (const trigram of chosen) assert.lengthOf(trigram, 3)
        assert.lengthOf(new Set(chosen), chosen.length)
      })
    )
  })
})
