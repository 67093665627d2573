import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { formatWarrantyCode } from '#domain/warranty_code'
import { LIMITS } from '#http/rate_limits'
import { inertiaPageOf } from '#tests/helpers/html'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { withCommittedWrites } from '#tests/helpers/database'
import {
  flipLast,
  loopbackAddress,
  requestFrom,
  solvedChallenge,
} from '#tests/helpers/proof_of_work'

/**
 * Issue 9, item 1: guessing the last 4 phone digits of a known plate.
 * Issue 31, item 3: a lock that shut the plate's owner out for an hour, and
 * that 40 concurrent tries passed 12 times, is now a challenge: after 3
 * misses a plate needs a solved proof-of-work for every lookup (the owner
 * solves it and gets the answer), each miss counted before the lookup is
 * made; misses of every plate together past a ceiling ask it of every plate
 * lookup, never refusing one.
 */
async function seed() {
  const world = await salesWorld()
  const sale = await registerSale(world.staff.user, world.films.clear, {
    plateNumber: 'WXY 1234',
    customerPhone: '+60198766789',
  })
  return { sale, code: formatWarrantyCode(sale.warrantyCode) }
}

type LookupProps = {
  results: unknown[] | null
  lookupErrors: Record<string, string>
  challenge: 'required' | 'failed' | null
}

function props(html: string) {
  return inertiaPageOf(html).props as LookupProps
}

const lookup = (address: string, query: Record<string, string>, headers = {}) =>
  requestFrom(address, 'GET', `/e-warranty?${new URLSearchParams(query)}`, headers)

/** The headers of the page's own searches (an Inertia visit: JSON, no server render). */
async function inertiaVisit() {
  const page = await requestFrom(loopbackAddress(0), 'GET', '/e-warranty')
  return { 'x-inertia': 'true', 'x-inertia-version': inertiaPageOf(page.text).version }
}

test.group('EWarranty | plate lookup limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('after 3 misses a plate asks for a challenge; its owner solves it and gets the answer', async ({
    client,
    assert,
  }) => {
    const { code } = await seed()
    for (const guess of ['0000', '0001', '0002']) {
      const miss = await client.get('/e-warranty').qs({ plate: 'wxy-1234', phone4: guess })
      miss.assertStatus(200)
      assert.deepEqual(props(miss.text()).results, [])
    }

    const asked = await client.get('/e-warranty').qs({ plate: 'WXY 1234', phone4: '6789' })
    asked.assertStatus(429)
    assert.equal(props(asked.text()).challenge, 'required')
    assert.isNull(props(asked.text()).results)

    const answered = await client
      .get('/e-warranty')
      .qs({ plate: 'WXY 1234', phone4: '6789', altcha: await solvedChallenge() })
    answered.assertStatus(200)
    assert.lengthOf(props(answered.text()).results!, 1)

    // A code is 40 random bits: nothing to guess, no challenge.
    const byCode = await client.get('/e-warranty').qs({ code })
    byCode.assertStatus(200)
    assert.lengthOf(props(byCode.text()).results!, 1)

    // Another plate is not affected.
    const other = await client.get('/e-warranty').qs({ plate: 'ABC 9', phone4: '6789' })
    other.assertStatus(200)
  })

  test('a plate that is not on file asks the same way, so a challenge reveals nothing', async ({
    client,
    assert,
  }) => {
    for (let attempt = 0; attempt < LIMITS.plateMisses.requests; attempt++) {
      await client.get('/e-warranty').qs({ plate: 'NOPE 1', phone4: `000${attempt}` })
    }
    const asked = await client.get('/e-warranty').qs({ plate: 'NOPE 1', phone4: '1234' })
    asked.assertStatus(429)
    assert.equal(props(asked.text()).challenge, 'required')
  })

  test('a hit does not count as a miss', async ({ client, assert }) => {
    await seed()
    for (let attempt = 0; attempt < 6; attempt++) {
      const hit = await client.get('/e-warranty').qs({ plate: 'WXY1234', phone4: '6789' })
      hit.assertStatus(200)
      assert.lengthOf(props(hit.text()).results!, 1)
    }
  })

  test('a wrong or replayed solution is refused; the page says to confirm again', async ({
    client,
    assert,
  }) => {
    await seed()
    await limiter.use(LIMITS.plateMisses).set('e-warranty:plate-misses:WXY1234', 3, '1 hour')
    const search = (altcha: string) =>
      client.get('/e-warranty').qs({ plate: 'WXY 1234', phone4: '6789', altcha })

    const wrong = await search(
      await solvedChallenge(({ solution }) => (solution.derivedKey = flipLast(solution.derivedKey)))
    )
    wrong.assertStatus(429)
    assert.equal(props(wrong.text()).challenge, 'failed')
    assert.include(wrong.text(), 'The check did not hold')

    const altcha = await solvedChallenge()
    const first = await search(altcha)
    first.assertStatus(200)
    const replayed = await search(altcha)
    replayed.assertStatus(429)
    assert.equal(props(replayed.text()).challenge, 'failed')
    assert.isNull(props(replayed.text()).results)
  })

  test('320 random-plate lookups from 16 addresses never refuse a legitimate one: at worst a challenge', async ({
    assert,
  }) => {
    await seed()
    const visit = await inertiaVisit()
    const flood = Array.from({ length: 320 }, (_, n) => n)
    for (let start = 0; start < flood.length; start += 32) {
      const answers = await Promise.all(
        flood
          .slice(start, start + 32)
          .map((n) =>
            lookup(
              loopbackAddress(20 + (n % 16)),
              { plate: `R${n} ${(n * 7919) % 10000}`, phone4: String(n % 10000).padStart(4, '0') },
              visit
            )
          )
      )
      for (const { status } of answers) assert.oneOf(status, [200, 429])
    }

    // Every plate together is past the ceiling of misses: the owner is asked, never refused.
    const owner = loopbackAddress(2)
    const asked = await lookup(owner, { plate: 'WXY 1234', phone4: '6789' })
    assert.equal(asked.status, 429)
    assert.equal(props(asked.text).challenge, 'required')
    const answered = await lookup(owner, {
      plate: 'WXY 1234',
      phone4: '6789',
      altcha: await solvedChallenge(),
    })
    assert.equal(answered.status, 200)
    assert.lengthOf(props(answered.text).results!, 1)
  })
})

test.group('EWarranty | plate lookup limits under concurrency', (group) => {
  group.each.setup(() => withCommittedWrites())

  test('40 concurrent guesses at one plate from 40 addresses: only 3 answered without a challenge', async ({
    assert,
  }) => {
    await seed()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        lookup(loopbackAddress(100 + n), {
          plate: 'WXY 1234',
          phone4: String(1000 + n),
        })
      )
    )
    const answered = answers.filter(({ status }) => status === 200)
    const asked = answers.filter(({ status }) => status === 429)
    assert.equal(answered.length + asked.length, 40)
    // Exactly the budget: each miss is counted before its lookup is made.
    assert.equal(answered.length, LIMITS.plateMisses.requests)
    for (const { text } of asked) assert.equal(props(text).challenge, 'required')
  })
})
