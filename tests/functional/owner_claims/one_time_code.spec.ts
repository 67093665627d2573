import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { LIMITS } from '#http/rate_limits'
import { OWNER_PROOF_COOKIE } from '#dtos/owner_claim'
import { inertiaPageOf } from '#tests/helpers/html'
import {
  OWNER_PHONE,
  codesUrl,
  latestCode,
  ownerWorld,
  proofCookieOf,
  sentCodes,
  askCode,
  proofOf,
  verifiedOwner,
} from '#tests/helpers/owner_claims'
import { loopbackAddress, requestFrom, solvedChallenge } from '#tests/helpers/proof_of_work'

/**
 * Issue 32, the owner proving they hold the phone on file: a 6-digit code
 * sent through the outbox, good for 10 minutes, 5 tries and once, limited
 * per warranty and per client address, never showing more of the number
 * than its last 4 digits.
 */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

test.group('Owner claims | one-time code', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a code goes to the phone on file through the outbox, in the page language; the answer shows only the last digits', async ({
    client,
    assert,
  }) => {
    const { code } = await ownerWorld()
    const sent = await client
      .post(codesUrl(code))
      .header('accept-language', 'vi')
      .json({ purpose: 'file_claim' })
    sent.assertStatus(202)
    assert.deepEqual(sent.body(), { sentTo: '•••• 3571', expiresInMinutes: 10 })
    assert.notInclude(sent.text(), '8823')

    const [message] = await sentCodes()
    assert.equal(message.recipient, OWNER_PHONE)
    assert.equal(message.locale, 'vi')
    assert.match(message.code, /^\d{6}$/)
    // Kept only as a keyed hash.
    const row = await db.from('one_time_codes').firstOrFail()
    assert.notInclude(JSON.stringify(row), message.code)
    assert.lengthOf(row.code_hash, 64)
  })

  test('no page or answer of the flow shows the number beyond its last 4 digits', async ({
    client,
    assert,
  }) => {
    const { code } = await ownerWorld()
    const pages = [
      await client.get(`/e-warranty/${code}/claim`),
      await client.get(`/vi/e-warranty/${code}/claims`),
      await client.get('/e-warranty').qs({ code }),
      await client.post(codesUrl(code)).json({ purpose: 'view_claims' }),
      await client
        .post(`${codesUrl(code)}/verify`)
        .json({ purpose: 'view_claims', code: '000000' }),
    ]
    for (const page of pages) {
      assert.notMatch(page.text(), /8823571|16-882|0168823|882 ?3571/)
    }
    assert.include(pages[0].text(), '•••• 3571')
  })

  test('the right code opens the warranty once: the cookie it earns, then "already used"', async ({
    client,
    assert,
  }) => {
    const { code } = await ownerWorld()
    await askCode(client, code, 'file_claim')
    const secret = await latestCode()
    const first = await client
      .post(`${codesUrl(code)}/verify`)
      .json({ purpose: 'file_claim', code: secret })
    first.assertStatus(200)
    assert.deepEqual(first.body(), { verified: true, validForMinutes: 30 })
    const cookie = proofCookieOf(first.headers()['set-cookie'])
    assert.isNotNull(cookie)
    assert.match(String(first.headers()['set-cookie']), /HttpOnly/i)
    assert.match(String(first.headers()['set-cookie']), /SameSite=Strict/i)

    const again = await client
      .post(`${codesUrl(code)}/verify`)
      .json({ purpose: 'file_claim', code: secret })
    again.assertStatus(422)
    assert.equal(again.body().errors.code, 'That code was already used. Ask for a new one.')

    // The cookie opens the form; without it the code step shows.
    const form = await client
      .get(`/e-warranty/${code}/claim`)
      .withEncryptedCookie(OWNER_PROOF_COOKIE, proofOf(first))
    assert.isTrue(inertiaPageOf(form.text()).props.verified)
    const anonymous = await client.get(`/e-warranty/${code}/claim`)
    assert.isFalse(inertiaPageOf(anonymous.text()).props.verified)
  })

  test('5 wrong tries kill the code: even the right one is then refused, a new code works', async ({
    client,
    assert,
  }) => {
    const { code } = await ownerWorld()
    await askCode(client, code, 'file_claim')
    const secret = await latestCode()
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const wrong = await client
        .post(`${codesUrl(code)}/verify`)
        .json({ purpose: 'file_claim', code: wrongOf(secret) })
      wrong.assertStatus(422)
      messages.push(wrong.body().errors.code)
    }
    assert.equal(messages[0], 'That code is not right. 4 tries left.')
    assert.equal(messages[3], 'That code is not right. 1 try left.')
    assert.equal(messages[4], 'Too many wrong tries: that code no longer works. Ask for a new one.')

    const right = await client
      .post(`${codesUrl(code)}/verify`)
      .json({ purpose: 'file_claim', code: secret })
    right.assertStatus(422)
    assert.include(right.body().errors.code, 'Too many wrong tries')

    await askCode(client, code, 'file_claim')
    const fresh = await client
      .post(`${codesUrl(code)}/verify`)
      .json({ purpose: 'file_claim', code: await latestCode() })
    fresh.assertStatus(200)
  })

  test('an expired code is refused with its own message, in Vietnamese on a Vietnamese page', async ({
    client,
    assert,
  }) => {
    const { code } = await ownerWorld()
    await askCode(client, code, 'file_claim')
    await db
      .from('one_time_codes')
      .update({ expires_at: DateTime.utc().minus({ seconds: 1 }).toSQL({ includeOffset: false }) })
    const late = await client
      .post(`${codesUrl(code)}/verify`)
      .header('accept-language', 'vi')
      .json({ purpose: 'file_claim', code: await latestCode() })
    late.assertStatus(422)
    assert.equal(late.body().errors.code, 'Mã đã hết hạn. Hãy yêu cầu mã mới.')
  })

  test('a code asked for one warranty opens no other, and a code of one purpose not the other', async ({
    client,
    assert,
  }) => {
    const first = await ownerWorld()
    const second = await ownerWorld()
    const proof = await verifiedOwner(client, first.code)
    const other = await client
      .get(`/e-warranty/${second.code}/claim`)
      .withEncryptedCookie(OWNER_PROOF_COOKIE, proof)
    assert.isFalse(inertiaPageOf(other.text()).props.verified)

    await askCode(client, first.code, 'view_claims')
    const crossed = await client
      .post(`${codesUrl(first.code)}/verify`)
      .json({ purpose: 'file_claim', code: await latestCode() })
    crossed.assertStatus(422)
  })

  test('codes per warranty: past the hourly limit, 429 with Retry-After and a clear message', async ({
    client,
    assert,
  }) => {
    const { code } = await ownerWorld()
    const limit = LIMITS.codeSendsPerWarranty.requests
    for (let i = 0; i < limit; i++) {
      // From different addresses: it is the warranty's phone being protected.
      const sent = await requestFrom(
        loopbackAddress(i),
        'POST',
        codesUrl(code),
        { 'content-type': 'application/json', 'accept': 'application/json' },
        JSON.stringify({ purpose: 'file_claim' })
      )
      assert.equal(sent.status, 202, sent.text)
    }
    const over = await client.post(codesUrl(code)).json({ purpose: 'file_claim' })
    over.assertStatus(429)
    assert.exists(over.header('retry-after'))
    assert.match(
      over.body().message,
      /This warranty was sent 5 codes in the last hour\. Wait \d+ minutes? and ask again\./
    )
    assert.lengthOf(await sentCodes(), limit)
  })

  test('codes per address: past its budget a client solves a challenge, then the code is sent', async ({
    assert,
  }) => {
    const address = loopbackAddress(40)
    const budget = LIMITS.codeSendsPerIp.requests
    const headers = { 'content-type': 'application/json', 'accept': 'application/json' }
    for (let i = 0; i < budget; i++) {
      // A warranty each, so only the address's budget is spent.
      const { code } = await ownerWorld()
      const sent = await requestFrom(
        address,
        'POST',
        codesUrl(code),
        headers,
        JSON.stringify({ purpose: 'view_claims' })
      )
      assert.equal(sent.status, 202, sent.text)
    }
    const { code } = await ownerWorld()
    const asked = await requestFrom(
      address,
      'POST',
      codesUrl(code),
      headers,
      JSON.stringify({ purpose: 'view_claims' })
    )
    assert.equal(asked.status, 429)
    assert.isTrue(JSON.parse(asked.text).challengeRequired)
    assert.lengthOf(await sentCodes(), budget)

    const solved = await requestFrom(
      address,
      'POST',
      codesUrl(code),
      headers,
      JSON.stringify({ purpose: 'view_claims', altcha: await solvedChallenge() })
    )
    assert.equal(solved.status, 202, solved.text)
    assert.lengthOf(await sentCodes(), budget + 1)
  })

  test('a code to file a claim is refused up front for a void or an expired warranty', async ({
    client,
    assert,
  }) => {
    const { code, sale } = await ownerWorld()
    await db.from('sales').where('id', sale.id).update({ status: 'void' })
    const refused = await client.post(codesUrl(code)).json({ purpose: 'file_claim' })
    refused.assertStatus(409)
    assert.include(refused.body().message, 'This warranty is void')

    await db
      .from('sales')
      .where('id', sale.id)
      .update({ status: 'active', expires_at: DateTime.now().minus({ days: 1 }).toISODate() })
    const expired = await client
      .post(codesUrl(code))
      .header('accept-language', 'vi')
      .json({ purpose: 'file_claim' })
    expired.assertStatus(409)
    assert.include(expired.body().message, 'Bảo hành này đã hết hạn')
    assert.lengthOf(await sentCodes(), 0)
  })

  test('an unknown warranty code is a 404; a malformed request a 422 on its field', async ({
    client,
    assert,
  }) => {
    await ownerWorld()
    const unknown = await client.post(codesUrl('WF-2222-2222')).json({ purpose: 'file_claim' })
    unknown.assertStatus(404)
    const { code } = await ownerWorld()
    const bad = await client
      .post(`${codesUrl(code)}/verify`)
      .json({ purpose: 'file_claim', code: '12a' })
    bad.assertStatus(422)
    assert.equal(bad.body().errors.code, 'The code has 6 digits.')
  })
})
