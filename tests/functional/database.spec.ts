import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import dbConfig from '#config/database'

test.group('Database | integrity', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  // The migrations declare the references; both databases must enforce them.
  test('a film row for a sale that does not exist is refused, on every database', async ({
    assert,
  }) => {
    const now = DateTime.now().toSQL({ includeOffset: false })
    await assert.rejects(() =>
      db.table('sale_items').insert({
        sale_id: 999_999,
        product_id: 999_999,
        position: 'windshield',
        warranty_expires_at: '2030-01-01',
        created_at: now,
        updated_at: now,
      })
    )
  })
})

test.group('Database | SQLite search indexes', () => {
  // `db:wipe` and `migration:fresh` drop every table but these; an FTS5 table drops its own.
  test('every FTS5 table keeps its shadow tables out of a wipe', async ({ assert }) => {
    if (!db.connection().dialect.name.includes('sqlite')) return
    const virtual: { name: string }[] = await db.rawQuery(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'"
    )
    assert.deepEqual(
      virtual.map((table) => table.name),
      ['sales_search']
    )
    const tables: { name: string }[] = await db.rawQuery(
      "SELECT name FROM sqlite_master WHERE type = 'table'"
    )
    const shadows = tables
      .map((table) => table.name)
      .filter((name) => virtual.some((fts) => name.startsWith(`${fts.name}_`)))
    const ignored = dbConfig.connections.sqlite.wipe?.ignoreTables ?? []
    assert.isNotEmpty(shadows)
    assert.includeMembers(ignored, shadows)
  })
})
