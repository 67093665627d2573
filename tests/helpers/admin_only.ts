import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createStaff } from '#tests/helpers/auth'
import { adminApi, type AdminRoute } from '#tests/helpers/admin_api'

/**
 * The access rules every admin-only resource shares: no token → 401, a staff
 * token → 403, both with the JSON message and never reaching the handler.
 */
export function adminOnlyAccessGroup(name: string, routes: AdminRoute[]) {
  test.group(name, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('{method} {url} answers 401 without a token')
      .with(routes)
      .run(async ({ client, assert }, { method, url }) => {
        const response = await client[method](url).withCsrfToken()
        response.assertStatus(401)
        assert.deepEqual(response.body(), { message: 'Unauthenticated.' })
      })

    test('{method} {url} answers 403 to staff')
      .with(routes)
      .run(async ({ client, assert }, { method, url }) => {
        const { token } = await createStaff()
        const response = await adminApi(client, token)[method](url)
        response.assertStatus(403)
        assert.deepEqual(response.body(), { message: 'This action is unauthorized.' })
      })
  })
}
