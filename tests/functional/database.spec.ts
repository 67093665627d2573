import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'

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
