import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory, TEST_PASSWORD } from '#database/factories/user_factory'
import { PASSWORD_MESSAGES } from '#dtos/password'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'

const LOGIN = '/api/admin/auth/login'
const CHANGE = '/api/admin/auth/password/my'

/**
 * Issue 9, item 10: "12345678", "password", eight spaces and the username
 * were accepted as passwords, and a password set with precomposed letters
 * (NFC) failed when typed with combining marks (NFD).
 */
const WEAK = [
  { label: '"12345678"', password: '12345678', message: PASSWORD_MESSAGES.tooShort },
  { label: '"password"', password: 'password', message: PASSWORD_MESSAGES.tooShort },
  { label: 'eight spaces', password: ' '.repeat(8), message: PASSWORD_MESSAGES.tooShort },
  { label: '9 characters', password: 'Xk7#qLm2p', message: PASSWORD_MESSAGES.tooShort },
  { label: 'ten spaces', password: ' '.repeat(10), message: PASSWORD_MESSAGES.tooCommon },
  { label: '"password12"', password: 'password12', message: PASSWORD_MESSAGES.tooCommon },
  { label: '"1234567890"', password: '1234567890', message: PASSWORD_MESSAGES.tooCommon },
  { label: '"qwertyuiop"', password: 'qwertyuiop', message: PASSWORD_MESSAGES.tooCommon },
  { label: '"iloveyou123"', password: 'iloveyou123', message: PASSWORD_MESSAGES.tooCommon },
  { label: '73 characters', password: 'x'.repeat(73), message: PASSWORD_MESSAGES.tooLong },
]

test.group('Auth | password rules', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new user’s password {label} is refused')
    .with(WEAK)
    .run(async ({ client, assert }, { password, message }) => {
      const { token } = await createAdmin()
      const dealer = await DealerFactory.create()
      const response = await adminApi(client, token).post('/api/admin/users', {
        username: 'farah.tint',
        isAdmin: false,
        dealerId: dealer.id,
        isActive: true,
        password,
        passwordConfirmation: password,
      })
      response.assertStatus(422)
      assert.equal(response.body().errors.password, message)
      assert.isNull(await User.findBy('username', 'farah.tint'))
    })

  test('the username (in any case) is refused as a password, on create and on change', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const dealer = await DealerFactory.create()
    const created = await adminApi(client, token).post('/api/admin/users', {
      username: 'Kinta.Tint.Hub',
      isAdmin: false,
      dealerId: dealer.id,
      isActive: true,
      password: 'kinta.tint.hub',
      passwordConfirmation: 'kinta.tint.hub',
    })
    created.assertStatus(422)
    assert.equal(created.body().errors.password, PASSWORD_MESSAGES.sameAsUsername)

    const staff = await createStaff({ username: 'mei.ling.wong' })
    const changed = await adminApi(client, staff.token).post(CHANGE, {
      currentPassword: TEST_PASSWORD,
      password: 'Mei.Ling.Wong',
      passwordConfirmation: 'Mei.Ling.Wong',
      _method: 'PATCH',
    })
    changed.assertStatus(422)
    assert.equal(changed.body().errors.password, PASSWORD_MESSAGES.sameAsUsername)
  })

  test('a password set with precomposed letters signs in typed with combining marks, and back', async ({
    client,
    assert,
  }) => {
    const vietnamese = 'Xe tôi dán phim cách nhiệt'
    for (const [setAs, typedAs] of [
      ['NFC', 'NFD'],
      ['NFD', 'NFC'],
    ] as const) {
      const staff = await createStaff()
      const password = vietnamese.normalize(setAs)
      const changed = await adminApi(client, staff.token).post(CHANGE, {
        currentPassword: TEST_PASSWORD,
        password,
        passwordConfirmation: vietnamese.normalize(typedAs),
        _method: 'PATCH',
      })
      changed.assertStatus(200)
      const login = await client
        .post(LOGIN)
        .json({ username: staff.user.username, password: vietnamese.normalize(typedAs) })
        .withCsrfToken()
      assert.equal(login.status(), 200, `set ${setAs}, typed ${typedAs}`)
    }
  })

  test('hashes made before these rules keep working: a short one, and one hashed from NFD', async ({
    client,
  }) => {
    // Written straight through the model, as the old rules allowed.
    const short = await UserFactory.merge({ password: 'tint1234' }).create()
    const decomposed = 'Hồng Đức 2019'.normalize('NFD')
    const legacy = await UserFactory.merge({ password: decomposed }).create()

    const cases = [
      { username: short.username, password: 'tint1234' },
      { username: legacy.username, password: decomposed },
      { username: legacy.username, password: decomposed.normalize('NFC') },
    ]
    for (const credentials of cases) {
      const response = await client.post(LOGIN).json(credentials).withCsrfToken()
      response.assertStatus(200)
    }
  })
})
