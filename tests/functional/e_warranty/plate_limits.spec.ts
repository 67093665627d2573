import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { formatWarrantyCode } from '#domain/warranty_code'
import { LIMITS } from '#http/rate_limits'
import { PLATE_LOCKED } from '#http/warranty_lookup'
import { inertiaPageOf } from '#tests/helpers/html'
import { registerSale, salesWorld } from '#tests/helpers/sales'

/**
 * Issue 9, item 1: guessing the last 4 phone digits of a known plate. The
 * per-IP limit alone allowed 20 guesses per address; now each plate takes
 * 5 misses an hour from everyone together, then answers only to its
 * warranty code, and all plate lookups share a global ceiling.
 */
async function seed() {
  const world = await salesWorld()
  const sale = await registerSale(world.staff.user, world.films.clear, {
    plateNumber: 'WXY 1234',
    customerPhone: '+60198766789',
  })
  return { sale, code: formatWarrantyCode(sale.warrantyCode) }
}

function props(html: string) {
  return inertiaPageOf(html).props as {
    results: unknown[] | null
    lookupErrors: Record<string, string>
    retryAfter: number | null
  }
}

test.group('EWarranty | plate lookup limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('after 5 misses a plate answers only to its code, even with the right digits', async ({
    client,
    assert,
  }) => {
    const { code } = await seed()
    for (const guess of ['0000', '0001', '0002', '0003', '0004']) {
      const miss = await client.get('/e-warranty').qs({ plate: 'wxy-1234', phone4: guess })
      miss.assertStatus(200)
      assert.deepEqual(props(miss.text()).results, [])
    }

    const locked = await client.get('/e-warranty').qs({ plate: 'WXY 1234', phone4: '6789' })
    locked.assertStatus(429)
    assert.equal(props(locked.text()).lookupErrors.plate, PLATE_LOCKED)
    assert.isNull(props(locked.text()).results)
    assert.include(locked.text(), 'only be looked up by its warranty code')

    const byCode = await client.get('/e-warranty').qs({ code })
    byCode.assertStatus(200)
    assert.lengthOf(props(byCode.text()).results!, 1)

    // Another plate is not affected.
    const other = await client.get('/e-warranty').qs({ plate: 'ABC 9', phone4: '6789' })
    other.assertStatus(200)
  })

  test('a plate that is not on file locks the same way, so a lock reveals nothing', async ({
    client,
    assert,
  }) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await client.get('/e-warranty').qs({ plate: 'NOPE 1', phone4: `000${attempt}` })
    }
    const locked = await client.get('/e-warranty').qs({ plate: 'NOPE 1', phone4: '1234' })
    locked.assertStatus(429)
    assert.equal(props(locked.text()).lookupErrors.plate, PLATE_LOCKED)
  })

  test('a hit does not count as a miss', async ({ client, assert }) => {
    await seed()
    for (let attempt = 0; attempt < 6; attempt++) {
      const hit = await client.get('/e-warranty').qs({ plate: 'WXY1234', phone4: '6789' })
      hit.assertStatus(200)
      assert.lengthOf(props(hit.text()).results!, 1)
    }
  })

  test('plate lookups of everyone together stop at the global ceiling (429, Retry-After)', async ({
    client,
    assert,
  }) => {
    await seed()
    const global = limiter.use(LIMITS.plateLookupsGlobal)
    await global.set('e-warranty:plate:all', LIMITS.plateLookupsGlobal.requests, '10 mins')

    const refused = await client.get('/e-warranty').qs({ plate: 'WXY 1234', phone4: '6789' })
    refused.assertStatus(429)
    assert.isAbove(props(refused.text()).retryAfter!, 0)
    assert.isNull(props(refused.text()).results)
    // Code lookups are not plate lookups: a code is 40 random bits, nothing to guess.
    const byCode = await client.get('/e-warranty').qs({ code: 'WF-2222-2222' })
    byCode.assertStatus(200)
  })
})
