import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { UserFactory, TEST_PASSWORD } from '#database/factories/user_factory'
import { LIMITS } from '#http/rate_limits'
import { countPasswordHashes } from '#tests/helpers/hash_spy'
import { browserLikeHeaders } from '#tests/helpers/http'
import {
  flipLast,
  loopbackAddress,
  requestFrom,
  solvedChallenge,
} from '#tests/helpers/proof_of_work'

const LOGIN = '/api/admin/auth/login'
const CHALLENGE_REQUIRED = /too many sign-in attempts just now/i
const CHALLENGE_FAILED = /did not hold/i

/**
 * Issue 9, item 7: every sign-in costs a password hash, so attempts are
 * counted per client before any hashing. Issue 31, item 3: no count may
 * refuse the right password; over a budget (this client's attempts, this
 * username's misses, everyone's misses) a sign-in needs a solved
 * proof-of-work challenge instead, still before any hashing.
 */
test.group('Auth | sign-in limits before hashing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('one client gets 10 attempts a minute; then a challenge, before any hash; solved, it signs in', async ({
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

    const challenged = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()
    challenged.assertStatus(429)
    assert.isTrue(challenged.body().challengeRequired)
    assert.match(challenged.body().message, CHALLENGE_REQUIRED)
    assert.equal(challenged.body().errors.altcha, challenged.body().message)
    assert.notProperty(challenged.body(), 'token')
    assert.equal(hashes(), LIMITS.signInPerIp.requests, 'no hash without a solved challenge')

    const signedIn = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD, altcha: await solvedChallenge() })
      .withCsrfToken()
    signedIn.assertStatus(200)
    assert.isString(signedIn.body().token)
  })

  test('130 failed sign-ins from 130 addresses never refuse the right password: at worst a challenge', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const headers = await browserLikeHeaders()
    const signIn = (address: string, body: Record<string, string>) =>
      requestFrom(address, 'POST', LOGIN, headers, JSON.stringify(body))

    // Half at the admin's own username, half at made-up ones, all wrong, in parallel batches.
    const flood = Array.from({ length: 130 }, (_, n) => n)
    for (let start = 0; start < flood.length; start += 26) {
      const answers = await Promise.all(
        flood.slice(start, start + 26).map((n) =>
          signIn(loopbackAddress(n + 10), {
            username: n % 2 ? admin.username : `nobody.${n}`,
            password: `wrong-${n}`,
          })
        )
      )
      for (const { status } of answers) assert.oneOf(status, [422, 429])
    }

    // The admin, from an address of their own: asked for a challenge, nothing hashed for it.
    const hashes = countPasswordHashes(cleanup)
    const asked = await signIn(loopbackAddress(1), {
      username: admin.username,
      password: TEST_PASSWORD,
    })
    assert.equal(asked.status, 429)
    const body = JSON.parse(asked.text)
    assert.isTrue(body.challengeRequired)
    assert.match(body.message, CHALLENGE_REQUIRED)
    assert.equal(hashes(), 0)

    const solved = await signIn(loopbackAddress(1), {
      username: admin.username,
      password: TEST_PASSWORD,
      altcha: await solvedChallenge(),
    })
    assert.equal(solved.status, 200)
    assert.isString(JSON.parse(solved.text).token)
  })

  test('a wrong solution is refused, and a good one only once', async ({ client, assert }) => {
    const user = await UserFactory.create()
    // Everyone together is over the ceiling of misses: every sign-in needs a solved challenge.
    await limiter
      .use(LIMITS.signInMissesGlobal)
      .set('login:misses:all', LIMITS.signInMissesGlobal.requests, '1 min')
    const attempt = (altcha?: string) =>
      client
        .post(LOGIN)
        .json({ username: user.username, password: TEST_PASSWORD, ...(altcha && { altcha }) })
        .withCsrfToken()

    const tampered = [
      await solvedChallenge(
        ({ solution }) => (solution.derivedKey = flipLast(solution.derivedKey))
      ),
      await solvedChallenge(({ solution }) => (solution.derivedKey = '00'.repeat(32))),
      await solvedChallenge(({ challenge }) => (challenge.parameters.cost = 1)),
      await solvedChallenge(({ challenge }) => (challenge.parameters.expiresAt = 1)),
      Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
      'not a payload at all',
    ]
    for (const altcha of tampered) {
      const refused = await attempt(altcha)
      refused.assertStatus(429)
      assert.isTrue(refused.body().challengeRequired)
      assert.match(refused.body().message, CHALLENGE_FAILED)
    }

    const altcha = await solvedChallenge()
    const first = await attempt(altcha)
    first.assertStatus(200)
    const replayed = await attempt(altcha)
    replayed.assertStatus(429)
    assert.match(replayed.body().message, CHALLENGE_FAILED)
    assert.notProperty(replayed.body(), 'token')
  })

  test('a right password does not count against the ceiling of misses', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const global = limiter.use(LIMITS.signInMissesGlobal)
    await global.set('login:misses:all', LIMITS.signInMissesGlobal.requests - 1, '1 min')
    const signedIn = await client
      .post(LOGIN)
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()
    signedIn.assertStatus(200)
    assert.equal(await global.remaining('login:misses:all'), 1)
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
