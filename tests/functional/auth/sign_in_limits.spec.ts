import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { UserFactory, TEST_PASSWORD } from '#database/factories/user_factory'
import { LIMITS } from '#http/rate_limits'
import { countPasswordHashes } from '#tests/helpers/hash_spy'

const LOGIN = '/api/admin/auth/login'

/**
 * Issue 9, item 7: every sign-in costs a password hash, unknown usernames
 * included (so timing does not reveal them); 24 clients with random names
 * pushed /health from 7 ms to 580 ms. All attempts are now counted per
 * client and globally, before any hashing.
 */
test.group('Auth | sign-in limits before hashing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('one client gets 10 attempts a minute, whatever the usernames; then 429, no hash', async ({
    client,
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const hashes = countPasswordHashes(cleanup)
    for (let attempt = 1; attempt <= LIMITS.signInPerIp.requests; attempt++) {
      const response = await client
        .post(LOGIN)
        .json({ username: `random.${attempt}`, password: 'guess-guess' })
        .withCsrfToken()
      response.assertStatus(422)
    }
    assert.equal(hashes(), LIMITS.signInPerIp.requests)

    const refused = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()
    refused.assertStatus(429)
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.match(refused.body().message, /too many sign-in attempts/i)
    assert.equal(hashes(), LIMITS.signInPerIp.requests, 'no hash after the limit')
  })

  test('all clients together stop at the global ceiling, before hashing', async ({
    client,
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const global = limiter.use(LIMITS.signInGlobal)
    await global.set('login:all', LIMITS.signInGlobal.requests, '1 min')
    const hashes = countPasswordHashes(cleanup)

    const refused = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()
    refused.assertStatus(429)
    assert.equal(hashes(), 0)
  })

  test('an unknown user costs exactly the hashing of a known one with a wrong password', async ({
    client,
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const hashes = countPasswordHashes(cleanup)
    const cost = async (username: string, password: string) => {
      const before = hashes()
      const response = await client.post(LOGIN).json({ username, password }).withCsrfToken()
      response.assertStatus(422)
      return hashes() - before
    }
    // Combining marks (NFD) are tried in NFC and as typed: two hashes, for both.
    const nfd = 'Mật khẩu sai rồi'.normalize('NFD')
    assert.equal(await cost('nobody.here', 'wrong-password'), 1)
    assert.equal(await cost(user.username, 'wrong-password'), 1)
    assert.equal(await cost('nobody.else', nfd), 2)
    assert.equal(await cost(user.username, nfd), 2)
  })
})
