import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { UserFactory, TEST_PASSWORD } from '#database/factories/user_factory'
import { INACTIVE_ACCOUNT, INVALID_CREDENTIALS } from '#services/auth_service'
import { solvedChallenge } from '#tests/helpers/proof_of_work'

const LOGIN = '/api/admin/auth/login'

test.group('Auth | login', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answers the token and the signed-in user, and records the sign-in time', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('admin').create()
    assert.notExists(user.lastLoginAt)

    const response = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.match(body.token, /^oat_/)
    assert.deepEqual(body.user, {
      id: user.id,
      username: user.username,
      fullName: user.fullName,
      isAdmin: true,
      dealerId: null,
      locale: 'en',
    })
    assert.isString(body.expiresAt)

    await user.refresh()
    assert.isNotNull(user.lastLoginAt)

    const me = await client.get('/api/admin/auth/me').bearerToken(body.token)
    me.assertStatus(200)
    me.assertBodyContains({ id: user.id, username: user.username })
  })

  test('a staff user gets isAdmin false and their dealer', async ({ client, assert }) => {
    const user = await UserFactory.with('dealer').create()
    const response = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()
    response.assertStatus(200)
    assert.isFalse(response.body().user.isAdmin)
    assert.equal(response.body().user.dealerId, user.dealerId)
  })

  test('the username is case-insensitive', async ({ client }) => {
    const user = await UserFactory.merge({ username: 'Mixed.Case_User' }).create()
    await user.refresh()
    const response = await client
      .post(LOGIN)
      .json({ username: '  MIXED.case_user ', password: TEST_PASSWORD })
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ user: { username: 'mixed.case_user' } })
  })

  test('a wrong password and an unknown user get the same 422 answer', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const wrongPassword = await client
      .post(LOGIN)
      .json({ username: user.username, password: 'not-the-password' })
      .withCsrfToken()
    const unknownUser = await client
      .post(LOGIN)
      .json({ username: 'nobody.here', password: TEST_PASSWORD })
      .withCsrfToken()

    wrongPassword.assertStatus(422)
    unknownUser.assertStatus(422)
    assert.deepEqual(wrongPassword.body(), {
      message: INVALID_CREDENTIALS,
      errors: { username: INVALID_CREDENTIALS },
    })
    assert.deepEqual(unknownUser.body(), wrongPassword.body())

    await user.refresh()
    assert.notExists(user.lastLoginAt)
  })

  test('an inactive account gets 422 with its own message', async ({ client, assert }) => {
    const user = await UserFactory.apply('inactive').create()
    const response = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()
    response.assertStatus(422)
    assert.equal(response.body().errors.username, INACTIVE_ACCOUNT)
    assert.notEqual(INACTIVE_ACCOUNT, INVALID_CREDENTIALS)
  })

  test('empty fields are reported on their fields', async ({ client, assert }) => {
    const response = await client.post(LOGIN).json({ username: '', password: '' }).withCsrfToken()
    response.assertStatus(422)
    assert.properties(response.body().errors, ['username', 'password'])
  })

  test('after 5 failed tries a username needs a solved challenge, even with the right password', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await client
        .post(LOGIN)
        .json({ username: user.username, password: `wrong-${attempt}` })
        .withCsrfToken()
      response.assertStatus(422)
    }

    // The right password is asked for a challenge (429, no token), never refused outright.
    const asked = await client
      .post(LOGIN)
      .json({ username: user.username.toUpperCase(), password: TEST_PASSWORD })
      .withCsrfToken()
    asked.assertStatus(429)
    assert.isTrue(asked.body().challengeRequired)
    assert.match(asked.body().message, /too many/i)
    assert.notProperty(asked.body(), 'token')
    const solved = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD, altcha: await solvedChallenge() })
      .withCsrfToken()
    solved.assertStatus(200)

    // Another username from the same address is not affected.
    const other = await UserFactory.create()
    const allowed = await client
      .post(LOGIN)
      .json({ username: other.username, password: TEST_PASSWORD })
      .withCsrfToken()
    allowed.assertStatus(200)
  })

  test('a successful sign-in clears earlier failures', async ({ client }) => {
    const user = await UserFactory.create()
    for (let attempt = 1; attempt <= 4; attempt++) {
      await client.post(LOGIN).json({ username: user.username, password: 'nope' }).withCsrfToken()
    }
    const ok = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()
    ok.assertStatus(200)
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await client
        .post(LOGIN)
        .json({ username: user.username, password: 'nope' })
        .withCsrfToken()
      response.assertStatus(422)
    }
  })

  test('a login without any CSRF token is refused with 419 JSON', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
    response.assertStatus(419)
    assert.isString(response.body().message)
    assert.equal(
      await User.query()
        .whereNotNull('last_login_at')
        .count('* as total')
        .first()
        .then((r) => Number(r?.$extras.total)),
      0
    )
  })
})
