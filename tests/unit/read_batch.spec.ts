import { test } from '@japa/runner'
import { ReadBatch } from '#queries/read_batch'

/** A batch that squares numbers, recording the keys of each query it sends. */
function squares(max?: number) {
  const queries: number[][] = []
  const batch = new ReadBatch<number, number>(async (keys) => {
    queries.push(keys)
    return keys.map((key) => key * key)
  }, max)
  return { batch, queries }
}

test.group('Reads batched per turn of the event loop', () => {
  test('reads asked for in one turn are one query; each gets its own answer', async ({
    assert,
  }) => {
    const { batch, queries } = squares()
    assert.deepEqual(await Promise.all([3, 4, 3].map((key) => batch.read(key))), [9, 16, 9])
    assert.deepEqual(queries, [[3, 4, 3]])
    // A later turn is another query.
    assert.equal(await batch.read(5), 25)
    assert.deepEqual(queries, [[3, 4, 3], [5]])
  })

  test('at most `max` keys a query', async ({ assert }) => {
    const { batch, queries } = squares(2)
    assert.deepEqual(
      await Promise.all([1, 2, 3, 4, 5].map((key) => batch.read(key))),
      [1, 4, 9, 16, 25]
    )
    assert.deepEqual(queries, [[1, 2], [3, 4], [5]])
  })

  test('a failed query fails every read it carried, and only those', async ({ assert }) => {
    let calls = 0
    const batch = new ReadBatch<number, number>(async (keys) => {
      if (++calls === 1) throw new Error('connection lost')
      return keys
    })
    const failed = await Promise.allSettled([batch.read(1), batch.read(2)])
    assert.deepEqual(
      failed.map((result) => result.status),
      ['rejected', 'rejected']
    )
    assert.equal(await batch.read(3), 3)
  })
})
