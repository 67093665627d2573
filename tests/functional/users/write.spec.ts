import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import { DateTime } from 'luxon'
import User from '#models/user'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { createAdmin, issueToken } from '#tests/helpers/auth'
import { adminApi, sessionStatus } from '#tests/helpers/admin_api'

const URL = '/api/admin/users'
const PASSWORD = 'tinted-windows-2025'

async function staffBody() {
  const dealer = await DealerFactory.create()
  return {
    username: 'Farah.Tint',
    fullName: 'Farah Aziz',
    email: 'Farah@Example.my',
    isAdmin: false,
    dealerId: dealer.id,
    isActive: true,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
  }
}

test.group('Users API | create', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates a staff user of a dealer, who can then sign in', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const body = await staffBody()
    const response = await adminApi(client, token).post(URL, body)
    response.assertStatus(201)
    assert.equal(response.body().message, 'User created.')
    assert.containsSubset(response.body().data, {
      username: 'farah.tint',
      email: 'farah@example.my',
      role: 'staff',
      dealerId: body.dealerId,
      dealer: { id: body.dealerId },
      isActive: true,
      lastLoginAt: null,
    })
    assert.notProperty(response.body().data, 'password')

    const login = await client
      .post('/api/admin/auth/login')
      .json({ username: 'FARAH.TINT', password: PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
  })

  test('an admin belongs to no dealer, even when one is sent', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const body = { ...(await staffBody()), isAdmin: true }
    const response = await adminApi(client, token).post(URL, body)
    response.assertStatus(201)
    assert.containsSubset(response.body().data, { role: 'admin', dealerId: null, dealer: null })
  })

  test('answers 422 on {field} for {label}')
    .with([
      { label: 'a missing username', field: 'username', patch: { username: undefined } },
      { label: 'a 2-character username', field: 'username', patch: { username: 'ab' } },
      { label: 'a 33-character username', field: 'username', patch: { username: 'a'.repeat(33) } },
      { label: 'a username with spaces', field: 'username', patch: { username: 'farah aziz' } },
      { label: 'a username with @', field: 'username', patch: { username: 'farah@shop' } },
      { label: 'an invalid email', field: 'email', patch: { email: 'farah-at-example' } },
      { label: 'no password', field: 'password', patch: { password: undefined } },
      { label: 'a 7-character password', field: 'password', patch: { password: 'short12' } },
      { label: 'a 73-character password', field: 'password', patch: { password: 'p'.repeat(73) } },
      {
        label: 'a confirmation that differs',
        field: 'passwordConfirmation',
        patch: { passwordConfirmation: 'something-else' },
      },
      {
        label: 'no confirmation',
        field: 'passwordConfirmation',
        patch: { passwordConfirmation: undefined },
      },
      { label: 'a staff user without dealer', field: 'dealerId', patch: { dealerId: null } },
      { label: 'an unknown dealer', field: 'dealerId', patch: { dealerId: 999999 } },
      { label: 'a dealer id in words', field: 'dealerId', patch: { dealerId: 'ipoh' } },
      { label: 'a role that is not a boolean', field: 'isAdmin', patch: { isAdmin: 'maybe' } },
    ])
    .run(async ({ client, assert }, { field, patch }) => {
      const { token } = await createAdmin()
      const response = await adminApi(client, token).post(URL, { ...(await staffBody()), ...patch })
      response.assertStatus(422)
      assert.property(response.body().errors, field)
      assert.isString(response.body().message)
    })

  test('a staff user cannot join an {label} dealer')
    .with([{ label: 'inactive' }, { label: 'archived' }])
    .run(async ({ client, assert }, { label }) => {
      const { token } = await createAdmin()
      const dealer =
        label === 'inactive'
          ? await DealerFactory.apply('inactive').create()
          : await DealerFactory.merge({ deletedAt: DateTime.now() }).create()
      const response = await adminApi(client, token).post(URL, {
        ...(await staffBody()),
        dealerId: dealer.id,
      })
      response.assertStatus(422)
      assert.equal(response.body().errors.dealerId, 'Choose an active dealer.')
    })

  test('refuses a username or email taken by another user, whatever the case', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    await UserFactory.apply('admin')
      .merge({ username: 'farah.tint', email: 'farah@example.my', deletedAt: DateTime.now() })
      .create()
    const response = await adminApi(client, token).post(URL, await staffBody())
    response.assertStatus(422)
    assert.equal(response.body().errors.username, 'This username is already taken.')
    assert.equal(response.body().errors.email, 'This email address is already in use.')
  })
})

test.group('Users API | update', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('updates a user; their own username and email are not duplicates', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const target = await UserFactory.with('dealer')
      .merge({ username: 'farah.tint', email: 'farah@example.my' })
      .create()
    const response = await adminApi(client, token).put(`${URL}/${target.id}`, {
      username: 'farah.tint',
      email: 'FARAH@example.my',
      fullName: 'Farah binti Aziz',
    })
    response.assertStatus(200)
    assert.equal(response.body().message, 'User updated.')
    assert.containsSubset(response.body().data, {
      fullName: 'Farah binti Aziz',
      dealerId: target.dealerId,
      role: 'staff',
    })

    const other = await UserFactory.with('dealer').create()
    const clash = await adminApi(client, token).put(`${URL}/${other.id}`, {
      username: 'FARAH.TINT',
    })
    clash.assertStatus(422)
    assert.property(clash.body().errors, 'username')
  })

  test('promoting staff to admin drops the dealer; demoting needs one', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const target = await UserFactory.with('dealer').create()
    const api = adminApi(client, token)

    const promoted = await api.put(`${URL}/${target.id}`, {
      username: target.username,
      isAdmin: true,
    })
    promoted.assertStatus(200)
    assert.containsSubset(promoted.body().data, { role: 'admin', dealerId: null })

    const demoted = await api.put(`${URL}/${target.id}`, {
      username: target.username,
      isAdmin: false,
    })
    demoted.assertStatus(422)
    assert.property(demoted.body().errors, 'dealerId')
  })

  test('a new password signs the user out everywhere', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const { token: staffToken, user: staff } = await createStaffWithToken()
    const api = adminApi(client, token)

    const mismatch = await api.put(`${URL}/${staff.id}`, {
      username: staff.username,
      password: 'brand-new-secret',
      passwordConfirmation: 'brand-new-secrets',
    })
    mismatch.assertStatus(422)
    assert.equal(
      mismatch.body().errors.passwordConfirmation,
      'The password confirmation does not match.'
    )

    const response = await api.put(`${URL}/${staff.id}`, {
      username: staff.username,
      password: 'brand-new-secret',
      passwordConfirmation: 'brand-new-secret',
    })
    response.assertStatus(200)
    await staff.refresh()
    assert.isTrue(await hash.verify(staff.password, 'brand-new-secret'))
    assert.equal(await sessionStatus(client, staffToken), 401)
  })

  test('an update without a password keeps it and the sessions', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const { token: staffToken, user: staff } = await createStaffWithToken()
    const response = await adminApi(client, token).put(`${URL}/${staff.id}`, {
      username: staff.username,
      fullName: 'Renamed',
    })
    response.assertStatus(200)
    await staff.refresh()
    assert.isTrue(await hash.verify(staff.password, 'correct-horse-battery'))
    assert.equal(await sessionStatus(client, staffToken), 200)
  })

  test('deactivating a user signs them out', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const { token: staffToken, user: staff } = await createStaffWithToken()
    const response = await adminApi(client, token).put(`${URL}/${staff.id}`, {
      username: staff.username,
      isActive: false,
    })
    response.assertStatus(200)
    assert.isFalse(response.body().data.isActive)
    assert.equal(await sessionStatus(client, staffToken), 401)
    await staff.refresh()
    assert.lengthOf(await User.accessTokens.all(staff), 0)
  })
})

async function createStaffWithToken() {
  const staff = await UserFactory.with('dealer').create()
  return { user: staff, token: await issueToken(staff) }
}
