import { test } from '@japa/runner'
import { LIMITS } from '#http/rate_limits'
import { PROOF_OF_WORK } from '#http/proof_of_work'
import { CHALLENGE_PATH } from '#dtos/proof_of_work'

/**
 * Issue 31, item 3: the challenge a client over a budget is asked to solve
 * comes from the app itself (no third party), is signed, expires within
 * minutes, is never stored by anyone, and is itself limited per client.
 */
test.group('Proof of work | the challenge endpoint', () => {
  test('a signed challenge that expires in minutes, never cached, no cookie', async ({
    client,
    assert,
  }) => {
    const response = await client.get(CHALLENGE_PATH)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    assert.notExists(response.header('set-cookie'))
    const { parameters, signature } = response.body()
    assert.equal(parameters.algorithm, 'PBKDF2/SHA-256')
    assert.equal(parameters.cost, PROOF_OF_WORK.cost)
    assert.match(signature, /^[0-9a-f]{64}$/)
    assert.match(parameters.keySignature, /^[0-9a-f]{64}$/)
    const lifetime = parameters.expiresAt - Date.now() / 1000
    assert.isAbove(lifetime, PROOF_OF_WORK.lifetime - 10)
    assert.isAtMost(lifetime, PROOF_OF_WORK.lifetime)

    // Each one is new.
    const again = await client.get(CHALLENGE_PATH)
    assert.notEqual(again.body().parameters.nonce, parameters.nonce)
  })

  test('one client gets 60 in 10 minutes, then a 429 with Retry-After', async ({
    client,
    assert,
  }) => {
    for (let n = 1; n <= LIMITS.challengesPerIp.requests; n++) {
      const response = await client.get(CHALLENGE_PATH)
      response.assertStatus(200)
    }
    const refused = await client.get(CHALLENGE_PATH)
    refused.assertStatus(429)
    assert.isString(refused.body().message)
    assert.isAbove(Number(refused.header('retry-after')), 0)
  })
})
