import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { cacheStatements } from '#database/sqlite_statement_cache'

/** A real in-memory SQLite connection with a few rows, its statements kept (at most `size`). */
function connection(size?: number) {
  const sqlite = new Database(':memory:')
  sqlite.exec(
    "CREATE TABLE films (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO films (name) VALUES ('Ceramic 35'), ('Carbon 20'), ('Crystal 70')"
  )
  return cacheStatements(sqlite, size)
}

test.group('SQLite statement cache', () => {
  test('the same SQL runs again on the statement prepared the first time, with new bindings', ({
    assert,
  }) => {
    const sqlite = connection()
    const sql = 'SELECT name FROM films WHERE id = ?'
    const first = sqlite.prepare(sql)
    assert.deepEqual(first.all(1), [{ name: 'Ceramic 35' }])
    const again = sqlite.prepare(sql)
    assert.strictEqual(again, first)
    assert.deepEqual(again.all(3), [{ name: 'Crystal 70' }])
    // Another text is another statement.
    assert.notStrictEqual(sqlite.prepare('SELECT name FROM films WHERE id > ?'), first)
  })

  test('a statement still being iterated is not handed out again', ({ assert }) => {
    const sqlite = connection()
    const sql = 'SELECT name FROM films ORDER BY id'
    const rows = sqlite.prepare(sql).iterate() as IterableIterator<{ name: string }>
    assert.equal(rows.next().value?.name, 'Ceramic 35')
    // Knex runs a query while another is iterated: it gets its own statement, both read in full.
    assert.deepEqual(
      sqlite
        .prepare(sql)
        .all()
        .map((row) => (row as { name: string }).name),
      ['Ceramic 35', 'Carbon 20', 'Crystal 70']
    )
    assert.equal(rows.next().value?.name, 'Carbon 20')
  })

  test('what knex toggles is set back: a reused statement returns plain numbers', ({ assert }) => {
    const sqlite = connection()
    const sql = 'SELECT id FROM films WHERE id = ?'
    sqlite.prepare(sql).safeIntegers(true)
    assert.deepEqual(sqlite.prepare(sql).all(2), [{ id: 2 }])
  })

  test('a changed table is read as it is now', ({ assert }) => {
    const sqlite = connection()
    const sql = 'SELECT * FROM films WHERE id = 1'
    assert.deepEqual(sqlite.prepare(sql).all(), [{ id: 1, name: 'Ceramic 35' }])
    sqlite.exec('ALTER TABLE films ADD COLUMN vlt INTEGER DEFAULT 35')
    assert.deepEqual(sqlite.prepare(sql).all(), [{ id: 1, name: 'Ceramic 35', vlt: 35 }])
  })

  test('only the most recently used statements are kept', ({ assert }) => {
    const sqlite = connection(2)
    const [a, b, c] = [1, 2, 3].map((id) => `SELECT name FROM films WHERE id = ${id}`)
    const first = sqlite.prepare(a)
    const firstB = sqlite.prepare(b)
    sqlite.prepare(a)
    sqlite.prepare(c)
    // `b` was the least recently used: it went, `a` stayed.
    assert.strictEqual(sqlite.prepare(a), first)
    assert.notStrictEqual(sqlite.prepare(b), firstB)
  })
})
