import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { inertiaPageOf, textsOf } from '#tests/helpers/html'

test.group('Public pages | server fault', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a failing page answers the friendly 500 page, with no technical detail', async ({
    client,
    assert,
  }) => {
    // A real fault: the lookup's table is gone (renamed inside the rolled-back transaction).
    await db.rawQuery('ALTER TABLE sales RENAME TO sales_unavailable')

    const response = await client.get('/e-warranty?code=WF-AAAA-BBBB')
    response.assertStatus(500)
    const html = response.text()
    assert.deepEqual(textsOf(html, 'title'), ['Something went wrong - ShieldPro Tint'])
    assert.deepEqual(textsOf(html, 'h1'), ['Something went wrong on our side'])
    assert.include(html, '<footer')
    assert.equal(inertiaPageOf(html).component, 'public/server_error')
    assert.notMatch(html, /sales_unavailable|no such table|does not exist|at .*\.ts:\d+/)
  })
})
