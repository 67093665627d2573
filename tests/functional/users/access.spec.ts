import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createStaff } from '#tests/helpers/auth'
import { adminApi, resourceRoutes } from '#tests/helpers/admin_api'

const ROUTES = [...resourceRoutes('/api/admin/users')]

test.group('Users API | access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{method} {url} answers 401 without a token')
    .with(ROUTES)
    .run(async ({ client, assert }, { method, url }) => {
      const response = await client[method](url).withCsrfToken()
      response.assertStatus(401)
      assert.deepEqual(response.body(), { message: 'Unauthenticated.' })
    })

  test('{method} {url} answers 403 to staff')
    .with(ROUTES)
    .run(async ({ client, assert }, { method, url }) => {
      const { token } = await createStaff()
      const response = await adminApi(client, token)[method](url)
      response.assertStatus(403)
      assert.deepEqual(response.body(), { message: 'This action is unauthorized.' })
    })
})
