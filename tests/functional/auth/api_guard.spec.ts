import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import { createAdmin, createStaff, issueToken } from '#tests/helpers/auth'
import { browserLikeHeaders, rawRequest } from '#tests/helpers/http'

const PUBLIC_API = new Set(['/api/admin/auth/login'])
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Every registered admin API endpoint (so routes added later are covered too). */
function apiEndpoints() {
  const endpoints: Array<{ method: string; path: string }> = []
  for (const routes of Object.values(router.toJSON())) {
    for (const route of routes) {
      if (!route.pattern.startsWith('/api/admin/') || PUBLIC_API.has(route.pattern)) continue
      const path = route.pattern.replace(/:(\w+)\??/g, '1')
      for (const method of route.methods) {
        if (method !== 'HEAD') endpoints.push({ method, path })
      }
    }
  }
  return endpoints
}

test.group('Admin API | every protected route', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answers 401 JSON without a token or with a bad one', async ({ assert }) => {
    const endpoints = apiEndpoints()
    assert.isAbove(endpoints.length, 2)
    const anonymous = await browserLikeHeaders()
    for (const { method, path } of endpoints) {
      for (const authorization of [undefined, 'Bearer oat_bogus.token', 'Bearer ']) {
        const headers = authorization ? { ...anonymous, authorization } : anonymous
        const body = MUTATING.has(method) ? '{}' : undefined
        const response = await rawRequest(method, path, headers, body)
        const label = `${method} ${path} (${authorization ?? 'no token'})`
        assert.equal(response.status, 401, label)
        assert.deepEqual(response.json, { message: 'Unauthenticated.' }, label)
      }
    }
  })

  test('never answers 500 to a malformed or wrongly typed body', async ({ assert }) => {
    const { user } = await createAdmin()
    const headers = await browserLikeHeaders()
    const bodies = [
      '{"broken": ',
      '[1, 2, 3]',
      '"just a string"',
      '{"id": {"$gt": 1}, "name": ["a"], "price": "abc", "items": "nope", "date": 12}',
    ]
    for (const { method, path } of apiEndpoints().filter((e) => MUTATING.has(e.method))) {
      for (const body of bodies) {
        // A fresh token each time: logout or a password change revokes the one used.
        const authorization = `Bearer ${await issueToken(user)}`
        const response = await rawRequest(method, path, { ...headers, authorization }, body)
        const label = `${method} ${path} ${body} → ${response.status}`
        assert.isBelow(response.status, 500, label)
        assert.include(response.contentType, 'application/json', label)
        if (response.status >= 400) {
          assert.isString((response.json as { message?: unknown } | null)?.message, label)
        }
      }
    }
  })

  test('admin-only routes answer 403 JSON to staff', async ({ client, assert }) => {
    const { token } = await createStaff()
    const attempts = [
      client.get('/api/admin/users').bearerToken(token),
      client.post('/api/admin/users').json({}).bearerToken(token).withCsrfToken(),
      client.post('/api/admin/dealers').json({}).bearerToken(token).withCsrfToken(),
      client.post('/api/admin/products').json({}).bearerToken(token).withCsrfToken(),
    ]
    for (const attempt of attempts) {
      const response = await attempt
      response.assertStatus(403)
      assert.isString(response.body().message)
      assert.notProperty(response.body(), 'stack')
    }
  })
})
