import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import { createAdmin, createStaff, issueToken } from '#tests/helpers/auth'
import { BASE_URL } from '#tests/helpers/browser'
import { browserLikeHeaders, rawRequest } from '#tests/helpers/http'

test.group('Auth | session', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/auth/me answers the signed-in user', async ({ client }) => {
    const { user, token } = await createStaff()
    const response = await client.get('/api/admin/auth/me').bearerToken(token)
    response.assertStatus(200)
    response.assertBody({
      id: user.id,
      username: user.username,
      fullName: user.fullName,
      isAdmin: false,
      dealerId: user.dealerId,
      locale: 'en',
    })
  })

  test('logout revokes the token it was called with, and only that one', async ({ client }) => {
    const { user, token } = await createAdmin()
    const otherToken = await issueToken(user)

    const response = await client.post('/api/admin/auth/logout').bearerToken(token).withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ message: 'You have been signed out.' })

    const revoked = await client.get('/api/admin/auth/me').bearerToken(token)
    revoked.assertStatus(401)
    revoked.assertBody({ message: 'Unauthenticated.' })

    const other = await client.get('/api/admin/auth/me').bearerToken(otherToken)
    other.assertStatus(200)
  })

  test('a missing, malformed, unknown or expired token is a 401 JSON answer', async ({
    client,
    assert,
  }) => {
    const { user } = await createAdmin()
    const expired = await User.accessTokens.create(user)
    await db
      .from('auth_access_tokens')
      .where('id', String(expired.identifier))
      // A Date, as the tokens provider writes it (a number on SQLite, a timestamp on PostgreSQL).
      .update({ expires_at: DateTime.now().minus({ days: 1 }).toJSDate() })

    const attempts = [
      client.get('/api/admin/auth/me'),
      client.get('/api/admin/auth/me').header('authorization', 'Bearer '),
      client.get('/api/admin/auth/me').header('authorization', 'Basic dXNlcjpwYXNz'),
      client.get('/api/admin/auth/me').bearerToken('oat_not-a-token'),
      client.get('/api/admin/auth/me').bearerToken(`oat_${'x'.repeat(600)}`),
      client.get('/api/admin/auth/me').bearerToken(expired.value!.release()),
    ]
    for (const attempt of attempts) {
      const response = await attempt
      response.assertStatus(401)
      assert.deepEqual(response.body(), { message: 'Unauthenticated.' })
      assert.include(response.header('content-type'), 'application/json')
    }
  })

  test('a deactivated user is signed out of the API at once', async ({ client }) => {
    const { user, token } = await createStaff()
    user.isActive = false
    await user.save()
    const response = await client.get('/api/admin/auth/me').bearerToken(token)
    response.assertStatus(401)
  })

  test('the XSRF-TOKEN cookie from /sanctum/csrf-cookie lets a mutation through', async ({
    assert,
  }) => {
    const { token } = await createAdmin()
    const csrf = await fetch(`${BASE_URL}/sanctum/csrf-cookie`)
    assert.equal(csrf.status, 204)
    assert.isTrue(csrf.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN=')))

    const response = await fetch(`${BASE_URL}/api/admin/auth/logout`, {
      method: 'POST',
      headers: await browserLikeHeaders(token),
    })
    assert.equal(response.status, 200)
  })

  test('a mutation without any CSRF token gets 419 JSON', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const response = await client.post('/api/admin/auth/logout').bearerToken(token)
    response.assertStatus(419)
    assert.isString(response.body().message)
    assert.notProperty(response.body(), 'stack')

    const stillValid = await client.get('/api/admin/auth/me').bearerToken(token)
    stillValid.assertStatus(200)
  })

  test('a malformed JSON body or wrong types get a 4xx JSON answer', async ({ assert }) => {
    const { token } = await createAdmin()
    const bodies: Array<[string, string]> = [
      ['/api/admin/auth/login', '{"username": "admin", '],
      ['/api/admin/auth/login', '["admin", "secret"]'],
      ['/api/admin/auth/login', '{"username": ["a"], "password": {"x": 1}}'],
      ['/api/admin/auth/login', '{"username": 12345678, "password": true}'],
      ['/api/admin/auth/login', 'null'],
      [
        '/api/admin/auth/password/my',
        '{"currentPassword": 1, "password": [], "passwordConfirmation": {}}',
      ],
      ['/api/admin/auth/password/my', '{oops'],
    ]
    const headers = await browserLikeHeaders(token)
    for (const [url, body] of bodies) {
      const response = await rawRequest('POST', url, headers, body)
      const label = `${url} ${body} → ${response.status}`
      assert.isAtLeast(response.status, 400, label)
      assert.isBelow(response.status, 500, label)
      assert.include(response.contentType, 'application/json', label)
      assert.isString((response.json as { message?: unknown } | null)?.message, label)
    }
  })
})
