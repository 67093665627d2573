import { request } from 'node:http'
import { gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { BASE_URL } from '#tests/helpers/browser'
import { browserLikeHeaders } from '#tests/helpers/http'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const LOGIN_URL = '/api/admin/auth/login'

/**
 * A POST whose body is sent in chunks (`Transfer-Encoding: chunked`, no
 * Content-Length), as Node clients that do not know the length and some
 * proxies send it: each string is written as one chunk.
 */
function chunkedPost(path: string, headers: Record<string, string>, chunks: string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(
      `${BASE_URL}${path}`,
      { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (part: string) => (body += part))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        response.on('error', reject)
      }
    )
    // The server may answer (413) and close before every chunk is written.
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    for (const chunk of chunks) sent.write(chunk)
    sent.end()
  })
}

/**
 * Issue 31, item 4: a chunked POST was a 400 before any route ran, a valid
 * sign-in included (and so was a compressed one). It is parsed like any
 * body, within the same limits.
 */
test.group('Security | request bodies sent in chunks', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('a sign-in sent in chunks signs in', async ({ assert }) => {
    const user = await UserFactory.apply('admin')
      .merge({ username: 'chunked', password: 'Sunny-Orchid-42' })
      .create()
    const body = JSON.stringify({ username: 'chunked', password: 'Sunny-Orchid-42' })
    const response = await chunkedPost(LOGIN_URL, await browserLikeHeaders(), [
      body.slice(0, 10),
      body.slice(10, 25),
      body.slice(25),
    ])
    assert.equal(response.status, 200, response.body)
    const answer = JSON.parse(response.body) as { user: { id: number }; token: string }
    assert.equal(answer.user.id, user.id)
    assert.isString(answer.token)
  })

  test('a wrong password sent in chunks is read too: the sign-in form answers', async ({
    assert,
  }) => {
    const body = JSON.stringify({ username: 'nobody', password: 'not-the-password' })
    const response = await chunkedPost(LOGIN_URL, await browserLikeHeaders(), [body])
    assert.equal(response.status, 422, response.body)
    assert.deepEqual(JSON.parse(response.body), {
      message: 'These credentials do not match our records.',
      errors: { username: 'These credentials do not match our records.' },
    })
  })

  test('the size limit holds, sent in chunks or with a length', async ({ assert }) => {
    const headers = await browserLikeHeaders()
    /** A sign-in body padded to about `size` bytes. */
    const padded = (size: number) =>
      JSON.stringify({ username: 'nobody', password: 'not-the-password', pad: 'x'.repeat(size) })
    const inChunks = (body: string) =>
      Array.from({ length: Math.ceil(body.length / 64_000) }, (_, index) =>
        body.slice(index * 64_000, (index + 1) * 64_000)
      )

    // Under the JSON limit (1 MB): read and answered by the route.
    const under = padded(900_000)
    const chunkedUnder = await chunkedPost(LOGIN_URL, headers, inChunks(under))
    assert.equal(chunkedUnder.status, 422, chunkedUnder.body.slice(0, 200))

    // Past it: 413, whether the length is stated or not.
    const over = padded(1_200_000)
    const chunkedOver = await chunkedPost(LOGIN_URL, headers, inChunks(over))
    assert.equal(chunkedOver.status, 413, chunkedOver.body.slice(0, 200))
    const whole = await fetch(`${BASE_URL}${LOGIN_URL}`, { method: 'POST', headers, body: over })
    assert.equal(whole.status, 413)
  })

  test('a compressed body is read too (its length is not the length of the JSON)', async ({
    assert,
  }) => {
    const body = gzipSync(JSON.stringify({ username: 'nobody', password: 'not-the-password' }))
    const headers = { ...(await browserLikeHeaders()), 'content-encoding': 'gzip' }
    const response = await fetch(`${BASE_URL}${LOGIN_URL}`, { method: 'POST', headers, body })
    assert.equal(response.status, 422, await response.text())
  })
})
