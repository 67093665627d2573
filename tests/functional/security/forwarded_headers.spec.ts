import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory, TEST_PASSWORD } from '#database/factories/user_factory'
import { inertiaPageOf } from '#tests/helpers/html'

/**
 * Issue 9, item 1: with no TRUSTED_PROXIES (the default, and the test
 * server's setting) a client's X-Forwarded-For is ignored, so making one up
 * on every request buys no fresh quota from any per-IP limit.
 */
let forged = 0
const fakeAddress = () => {
  forged += 1
  return `203.0.113.${forged % 250}, 198.51.100.${forged % 200}`
}

test.group('Security | forwarded headers are not trusted by default', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the e-warranty search limit holds when every request claims another address', async ({
    client,
    assert,
  }) => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await client
        .get('/e-warranty')
        .qs({ code: 'WF-2222-2222' })
        .header('X-Forwarded-For', fakeAddress())
        .header('X-Real-IP', '192.0.2.1')
      response.assertStatus(200)
    }
    const limited = await client
      .get('/e-warranty')
      .qs({ code: 'WF-2222-2222' })
      .header('X-Forwarded-For', fakeAddress())
    // Over its budget: the next search needs a solved challenge.
    limited.assertStatus(429)
    assert.equal(inertiaPageOf(limited.text()).props.challenge, 'required')
  })

  test('the certificate limit holds too', async ({ client }) => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await client
        .get('/e-warranty/WF-2222-2222/certificate.pdf')
        .header('X-Forwarded-For', fakeAddress())
      response.assertStatus(404)
    }
    const limited = await client
      .get('/e-warranty/WF-2222-2222/certificate.pdf')
      .header('X-Forwarded-For', fakeAddress())
    limited.assertStatus(429)
  })

  test('a username asked for a challenge after 5 failures stays asked, whatever address it claims', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await client
        .post('/api/admin/auth/login')
        .header('X-Forwarded-For', fakeAddress())
        .json({ username: user.username, password: `wrong-${attempt}` })
        .withCsrfToken()
      response.assertStatus(422)
    }
    const blocked = await client
      .post('/api/admin/auth/login')
      .header('X-Forwarded-For', fakeAddress())
      .json({ username: user.username, password: TEST_PASSWORD })
      .withCsrfToken()
    blocked.assertStatus(429)
    assert.isTrue(blocked.body().challengeRequired)
    assert.notProperty(blocked.body(), 'token')
  })
})
