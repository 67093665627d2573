import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import pageCache from '#http/page_cache'
import { PAGES_CLEARED } from '#controllers/api/admin/page_cache_controller'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { pageCacheOn, pagesKept } from '#tests/helpers/page_cache'

const CLEAR = '/api/admin/page-cache/clear'

test.group('Public pages | clearing the page cache', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => pageCacheOn())

  test('an admin clears it: the next visit renders the page again', async ({ client, assert }) => {
    await client.get('/about')
    await pagesKept()
    const cached = await client.get('/about')
    cached.assertHeader('x-page-cache', 'HIT')

    const { token } = await createAdmin()
    const response = await adminApi(client, token).post(CLEAR)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { message: PAGES_CLEARED })
    assert.equal(pageCache.size, 0)

    const fresh = await client.get('/about')
    fresh.assertHeader('x-page-cache', 'MISS')
  })

  test('staff and anonymous callers cannot, and the cache stays', async ({ client, assert }) => {
    await client.get('/about')
    await pagesKept()
    const anonymous = await client.post(CLEAR).withCsrfToken()
    anonymous.assertStatus(401)
    const { token } = await createStaff()
    const staff = await adminApi(client, token).post(CLEAR)
    staff.assertStatus(403)
    assert.deepEqual(staff.body(), { message: 'This action is unauthorized.' })
    assert.equal(pageCache.size, 1)
  })
})
