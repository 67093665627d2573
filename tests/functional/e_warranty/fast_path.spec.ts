import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiResponse } from '@japa/api-client'
import pageCache from '#http/page_cache'
import lookupPages from '#http/lookup_pages'
import Sale from '#models/sale'
import { formatWarrantyCode, parseWarrantyCode } from '#domain/warranty_code'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { clearRateLimits } from '#tests/helpers/rate_limits'

/** The full stack gives every response a request id; the fast path answers before it. */
const fromFullStack = (response: ApiResponse) => response.header('x-request-id') !== undefined
/** Development pages carry a per-request CSP nonce (Vite's preamble): the rest must be equal. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""')

async function seed() {
  const world = await salesWorld()
  const first = await registerSale(world.staff.user, world.films.clear, {
    customerName: 'Nguyễn Thị Hương',
    customerPhone: '+60198766789',
    plateNumber: 'WXY 1234',
  })
  const second = await registerSale(world.staff.user, world.films.dark, {
    plateNumber: 'JKL 5678',
  })
  return {
    first: formatWarrantyCode(first.warrantyCode),
    second: formatWarrantyCode(second.warrantyCode),
  }
}

test.group('EWarranty | lookups answered before the full stack', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    pageCache.enabled = true
    lookupPages.enabled = true
    pageCache.clear()
    lookupPages.clear()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      pageCache.enabled = false
      lookupPages.enabled = false
      pageCache.clear()
      lookupPages.clear()
      await rollback()
    }
  })

  test('after one lookup on a path, the next are answered with the very same page', async ({
    client,
    assert,
  }) => {
    const { first, second } = await seed()
    const learning = await client.get('/e-warranty').qs({ code: first })
    assert.isTrue(fromFullStack(learning))
    assert.deepEqual(lookupPages.learnedPaths, ['/e-warranty'])

    const again = await client.get('/e-warranty').qs({ code: first })
    again.assertStatus(200)
    assert.isFalse(fromFullStack(again))
    // No session or CSRF cookie for a visitor who only reads a warranty.
    assert.isUndefined(again.header('set-cookie'))
    assert.equal(again.header('cache-control'), 'no-store')
    assert.equal(again.header('content-type'), 'text/html; charset=utf-8')
    assert.equal(again.header('x-frame-options'), 'DENY')
    assert.equal(withoutNonce(again.text()), withoutNonce(learning.text()))
    // The CSP allows exactly the nonce the page carries, if it carries one.
    const nonce = /nonce="([^"]+)"/.exec(again.text())?.[1]
    if (nonce) assert.include(again.header('content-security-policy'), `'nonce-${nonce}'`)

    const other = await client.get('/e-warranty').qs({ code: second })
    assert.isFalse(fromFullStack(other))
    assert.include(other.text(), second)
    assert.notInclude(other.text(), first)
  })

  test('answers as the full stack does: {label}')
    .with([
      { label: 'plate + last 4', query: { plate: 'wxy-1234', phone4: '6789' }, status: 200 },
      { label: 'nothing found', query: { plate: 'WXY 1234', phone4: '0000' }, status: 200 },
      { label: 'a malformed code (422)', query: { code: 'hello' }, status: 422 },
      {
        label: 'three phone digits (422)',
        query: { plate: 'WXY 1234', phone4: '678' },
        status: 422,
      },
      { label: 'Vietnamese text in the code (422)', query: { code: 'Hương' }, status: 422 },
    ])
    .run(async ({ client, assert }, { query, status }) => {
      const { first } = await seed()
      await client.get('/e-warranty').qs({ code: first })

      const fast = await client.get('/e-warranty').qs(query)
      assert.isFalse(fromFullStack(fast))
      lookupPages.enabled = false
      const full = await client.get('/e-warranty').qs(query)
      assert.isTrue(fromFullStack(full))

      fast.assertStatus(status)
      full.assertStatus(status)
      assert.equal(withoutNonce(fast.text()), withoutNonce(full.text()))
    })

  test('counts against the same limit: the 21st search is a 429 with Retry-After', async ({
    client,
    assert,
  }) => {
    const { first } = await seed()
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await client.get('/e-warranty').qs({ code: first })
      response.assertStatus(200)
      assert.equal(fromFullStack(response), attempt === 1)
    }
    const limited = await client.get('/e-warranty').qs({ code: first })
    limited.assertStatus(429)
    assert.isFalse(fromFullStack(limited))
    assert.isAbove(Number(limited.header('retry-after')), 0)
    assert.include(limited.text(), 'Too many searches')
    assert.notInclude(limited.text(), 'Nguyễn')
  })

  test('each language path is learned on its own, in its language', async ({ client, assert }) => {
    const { first } = await seed()
    await client.get('/e-warranty').qs({ code: first })
    const learning = await client.get('/vi/e-warranty').qs({ code: first })
    assert.isTrue(fromFullStack(learning))
    const fast = await client.get('/vi/e-warranty').qs({ code: 'sai' })
    assert.isFalse(fromFullStack(fast))
    assert.include(fast.text(), '<html lang="vi">')
    assert.sameMembers(lookupPages.learnedPaths, ['/e-warranty', '/vi/e-warranty'])
  })

  test('compresses for browsers that take it, to the same page', async ({ client, assert }) => {
    const { first } = await seed()
    const learning = await client.get('/e-warranty').qs({ code: first })
    const fast = await client
      .get('/e-warranty')
      .qs({ code: first })
      .header('accept-encoding', 'gzip')
    assert.isFalse(fromFullStack(fast))
    assert.equal(fast.header('content-encoding'), 'gzip')
    assert.include(fast.header('vary'), 'Accept-Encoding')
    assert.equal(withoutNonce(fast.text()), withoutNonce(learning.text()))
  })

  test('a warranty answered again is read afresh: a change shows at once, compressed or not', async ({
    client,
    assert,
  }) => {
    const { first } = await seed()
    await client.get('/e-warranty').qs({ code: first })
    const lookUp = (encoding?: string) => {
      const request = client.get('/e-warranty').qs({ code: first })
      return encoding ? request.header('accept-encoding', encoding) : request
    }
    // Twice each, so both answers are the kept ones.
    for (const encoding of [undefined, 'gzip', undefined, 'gzip']) {
      const response = await lookUp(encoding)
      assert.isFalse(fromFullStack(response))
      assert.include(response.text(), 'Honda')
    }

    const sale = await Sale.findByOrFail('warrantyCode', parseWarrantyCode(first)!)
    sale.vehicleMake = 'Mazda'
    await sale.save()
    for (const encoding of [undefined, 'gzip']) {
      const response = await lookUp(encoding)
      assert.isFalse(fromFullStack(response))
      assert.include(response.text(), 'Mazda')
      assert.notInclude(response.text(), 'Honda')
    }
  })

  test('the full stack answers what the fast path cannot: {label}')
    .with([
      { label: 'an Inertia visit (JSON)', query: 'code=CODE', inertia: true },
      { label: 'array parameters', query: 'code[]=x', inertia: false },
      { label: 'a repeated parameter', query: 'code=CODE&code=CODE', inertia: false },
      { label: 'a malformed escape', query: 'code=%E0%A4%A', inertia: false },
    ])
    .run(async ({ client, assert }, { query, inertia }) => {
      const { first } = await seed()
      await client.get('/e-warranty').qs({ code: first })
      const request = client.get(`/e-warranty?${query.replaceAll('CODE', first)}`)
      if (inertia) request.header('x-inertia', 'true')
      const response = await request
      assert.isTrue(fromFullStack(response))
      assert.isBelow(response.status(), 500)
      if (inertia) assert.equal(response.body().component, 'public/e_warranty')
    })

  test('a cleared public page cache (the site changed) sends lookups through the full stack again', async ({
    client,
    assert,
  }) => {
    const { first } = await seed()
    await client.get('/e-warranty').qs({ code: first })
    assert.isFalse(fromFullStack(await client.get('/e-warranty').qs({ code: first })))
    pageCache.clear()
    assert.isTrue(fromFullStack(await client.get('/e-warranty').qs({ code: first })))
    assert.isFalse(fromFullStack(await client.get('/e-warranty').qs({ code: first })))
  })
})
