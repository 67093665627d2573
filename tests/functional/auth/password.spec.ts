import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import { createStaff, issueToken } from '#tests/helpers/auth'
import { TEST_PASSWORD } from '#database/factories/user_factory'
import { withCommittedWrites } from '#tests/helpers/database'

const URL = '/api/admin/auth/password/my'
const NEW_PASSWORD = 'a-brand-new-secret'

test.group('Auth | change my password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('POST with _method PATCH changes the password and revokes every token of the user', async ({
    client,
    assert,
  }) => {
    const { user, token } = await createStaff()
    const otherDevice = await issueToken(user)
    const bystander = await createStaff()

    const response = await client
      .post(URL)
      .json({
        currentPassword: TEST_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        _method: 'PATCH',
      })
      .bearerToken(token)
      .withCsrfToken()

    response.assertStatus(200)
    assert.isString(response.body().message)

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
    for (const revoked of [token, otherDevice]) {
      const me = await client.get('/api/admin/auth/me').bearerToken(revoked)
      me.assertStatus(401)
    }
    const untouched = await client.get('/api/admin/auth/me').bearerToken(bystander.token)
    untouched.assertStatus(200)

    const login = await client
      .post('/api/admin/auth/login')
      .json({ username: user.username, password: NEW_PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
  })

  test('a real PATCH works too', async ({ client }) => {
    const { token } = await createStaff()
    const response = await client
      .patch(URL)
      .json({
        currentPassword: TEST_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      })
      .bearerToken(token)
      .withCsrfToken()
    response.assertStatus(200)
  })

  const invalid: Array<{ title: string; body: Record<string, unknown>; field: string }> = [
    {
      title: 'a wrong current password',
      body: {
        currentPassword: 'not-my-password',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      field: 'currentPassword',
    },
    {
      title: 'a missing current password',
      body: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      field: 'currentPassword',
    },
    {
      title: 'a new password under 10 characters',
      body: {
        currentPassword: TEST_PASSWORD,
        password: 'Xk7#qLm2p',
        passwordConfirmation: 'Xk7#qLm2p',
      },
      field: 'password',
    },
    {
      title: 'a new password over 72 characters',
      body: {
        currentPassword: TEST_PASSWORD,
        password: 'x'.repeat(73),
        passwordConfirmation: 'x'.repeat(73),
      },
      field: 'password',
    },
    {
      title: 'a new password equal to the current one',
      body: {
        currentPassword: TEST_PASSWORD,
        password: TEST_PASSWORD,
        passwordConfirmation: TEST_PASSWORD,
      },
      field: 'password',
    },
    {
      title: 'a confirmation that does not match',
      body: {
        currentPassword: TEST_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: `${NEW_PASSWORD}!`,
      },
      field: 'passwordConfirmation',
    },
  ]

  for (const { title, body, field } of invalid) {
    test(`${title} is refused on "${field}" and changes nothing`, async ({ client, assert }) => {
      const { user, token } = await createStaff()
      const response = await client
        .post(URL)
        .json({ ...body, _method: 'PATCH' })
        .bearerToken(token)
        .withCsrfToken()

      response.assertStatus(422)
      assert.isString(response.body().errors[field])
      assert.isString(response.body().message)

      await user.refresh()
      assert.isTrue(await hash.verify(user.password, TEST_PASSWORD))
      const me = await client.get('/api/admin/auth/me').bearerToken(token)
      me.assertStatus(200)
    })
  }

  test('exactly 72 characters is accepted', async ({ client }) => {
    const { token } = await createStaff()
    const password = 'Tinted glass keeps the cabin cool on long Kuala Lumpur drives'.padEnd(72, '!')
    const response = await client
      .post(URL)
      .json({
        currentPassword: TEST_PASSWORD,
        password,
        passwordConfirmation: password,
        _method: 'PATCH',
      })
      .bearerToken(token)
      .withCsrfToken()
    response.assertStatus(200)
  })

  test('needs a token', async ({ client }) => {
    const response = await client
      .post(URL)
      .json({
        currentPassword: TEST_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      })
      .withCsrfToken()
    response.assertStatus(401)
    response.assertBody({ message: 'Unauthenticated.' })
  })
})

/**
 * Two password changes sent at once from two devices, both with the right
 * current password, as real parallel requests committing for real: one
 * wins, the other is told its current password is no longer right, and the
 * password is the winner's (before, both answered 200 and the last write won
 * silently).
 */
test.group('Auth | change my password, twice at once', (group) => {
  group.each.setup(() => withCommittedWrites())

  test('of 6 changes sent at once exactly one wins; the others must sign in again', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaff()
    const tokens = await Promise.all(Array.from({ length: 6 }, () => issueToken(user)))
    const responses = await Promise.all(
      tokens.map((token, index) =>
        client
          .patch(URL)
          .json({
            currentPassword: TEST_PASSWORD,
            password: `${NEW_PASSWORD}-${index}`,
            passwordConfirmation: `${NEW_PASSWORD}-${index}`,
          })
          .bearerToken(token)
          .withCsrfToken()
      )
    )
    const statuses = responses.map((response) => response.status())
    const winners = statuses.flatMap((status, index) => (status === 200 ? [index] : []))
    assert.lengthOf(winners, 1, `statuses: ${statuses.join(', ')}`)
    for (const [index, response] of responses.entries()) {
      if (index === winners[0]) continue
      // Refused on the field, or signed out already by the winner's change.
      assert.include([401, 422], response.status())
      if (response.status() === 422) {
        assert.equal(response.body().errors.currentPassword, 'The current password is incorrect.')
      }
    }
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, `${NEW_PASSWORD}-${winners[0]}`))
  })
})
