import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import SalesService from '#services/sales_service'
import { pageCacheOn, pagesKept } from '#tests/helpers/page_cache'
import { formatWarrantyCode } from '#domain/warranty_code'
import { formatPhone } from '#domain/phones'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { decodeEntities } from '#tests/helpers/html'
import { solvedChallenge } from '#tests/helpers/proof_of_work'
import site from '#config/site'
import { formatDate } from '../../../inertia/shared/format.js'

const NOT_FOUND = 'We could not find a warranty matching these details.'

/** The props the server rendered the page with (the same data the HTML shows). */
function pageProps(html: string) {
  const match =
    html.match(/data-page="([^"]*)"/) ?? html.match(/<script[^>]*data-page[^>]*>([^<]*)<\/script>/)
  const json = match![1]
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
  return JSON.parse(json).props
}

async function seed() {
  const world = await salesWorld()
  const sale = await registerSale(world.staff.user, world.films.clear, {
    customerName: 'Ahmad Faizal bin Ismail',
    customerPhone: '+60198766789',
    plateNumber: 'WXY 1234',
    vehicleMake: 'Perodua',
    vehicleModel: 'Myvi',
    vehicleYear: 2022,
    items: [
      { position: 'windshield', product: world.films.clear },
      { position: 'rear_sides', product: world.films.dark },
    ],
  })
  return { ...world, sale, code: formatWarrantyCode(sale.warrantyCode) }
}

test.group('EWarranty | lookup', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page without a search shows the form, with no result', async ({ client, assert }) => {
    const response = await client.get('/e-warranty')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'EWarranty - ShieldPro Tint</title>')
    assert.match(html, /<label[^>]*>Warranty code/)
    assert.include(html, 'action="/e-warranty"')
    assert.notInclude(html, NOT_FOUND)
  })

  test('the page is served from the cache; a search never is', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { code } = await seed()
    cleanup(pageCacheOn())
    await client.get('/e-warranty')
    await pagesKept()
    const cached = await client.get('/e-warranty')
    assert.equal(cached.header('x-page-cache'), 'HIT')
    for (let attempt = 0; attempt < 2; attempt++) {
      const search = await client.get('/e-warranty').qs({ code })
      assert.isUndefined(search.header('x-page-cache'))
      assert.equal(search.header('cache-control'), 'no-store')
      assert.include(search.text(), code)
    }
  })

  test('finds a warranty by code typed as "{$self}"')
    .with(['grouped', 'lower case', 'no dashes', 'lower case, no dashes, no prefix', 'spaces'])
    .run(async ({ client, assert }, variant) => {
      const { code } = await seed()
      const typed = {
        'grouped': code,
        'lower case': code.toLowerCase(),
        'no dashes': code.replaceAll('-', ''),
        'lower case, no dashes, no prefix': code.slice(3).replace('-', '').toLowerCase(),
        'spaces': code.replaceAll('-', ' '),
      }[variant]!
      const response = await client.get('/e-warranty').qs({ code: typed })
      response.assertStatus(200)
      assert.equal(response.header('cache-control'), 'no-store')
      const html = response.text()
      assert.include(html, code)
      assert.include(html, '>Active<')
      const props = pageProps(html)
      assert.lengthOf(props.results, 1)
      assert.equal(props.results[0].warrantyCode, code)
    })

  test('the result shows the warranty, masked, with each window', async ({ client, assert }) => {
    const { code, staff, films } = await seed()
    const response = await client.get('/e-warranty').qs({ code })
    const html = response.text()
    for (const text of [
      'Perodua Myvi 2022',
      '••••234',
      'A••• F••• b••• I•••',
      'Windshield',
      'Rear sides',
      'Crystal Clear 70',
      'Onyx Ceramic 15',
      'VLT 70%',
      'VLT 15%',
      `/e-warranty/${code}/certificate.pdf`,
    ]) {
      assert.include(html, text)
    }
    const dealer = await staff.user.related('dealer').query().firstOrFail()
    // Stored in E.164, shown the way a local customer dials it.
    assert.include(html, formatPhone(dealer.phone, 'MY'))
    assert.match(formatPhone(dealer.phone, 'MY'), /^01\d-\d{3,4} \d{4}$/)
    // Nothing personal leaves the server unmasked: not in the HTML, not in the page props.
    for (const secret of ['Ahmad', 'Faizal', 'Ismail', 'WXY 1234', 'WXY1234', '198766789']) {
      assert.notInclude(html, secret)
    }
    const props = pageProps(html)
    assert.deepEqual(
      props.results[0].items.map(
        (item: { positionLabel: string; expiresAt: string }) => item.positionLabel
      ),
      ['Windshield', 'Rear sides']
    )
    assert.equal(
      props.results[0].items[0].expiresAt,
      DateTime.now().plus({ years: films.clear.warrantyYears }).toISODate()
    )
  })

  test('plate + last 4 phone digits finds every match, newest first; spacing and case do not matter', async ({
    client,
    assert,
  }) => {
    const { staff, films, sale, code } = await seed()
    const older = await registerSale(staff.user, films.dark, {
      plateNumber: 'wxy-1234',
      customerPhone: '+60199996789',
      installedAt: DateTime.now().minus({ years: 3 }).toISODate()!,
    })
    await registerSale(staff.user, films.dark, {
      plateNumber: 'WXY 1234',
      customerPhone: '+60190001111',
    })
    const response = await client.get('/e-warranty').qs({ plate: 'wxy1234', phone4: '6789' })
    response.assertStatus(200)
    const props = pageProps(response.text())
    assert.deepEqual(
      props.results.map((result: { warrantyCode: string }) => result.warrantyCode),
      [code, formatWarrantyCode(older.warrantyCode)]
    )
    assert.include(response.text(), '2 warranties found')
    assert.isDefined(sale)
  })

  test('a plate shows its 10 newest warranties at most', async ({ client, assert }) => {
    const { staff, films, code } = await seed()
    const older = []
    for (let days = 1; days <= 10; days++) {
      const sale = await registerSale(staff.user, films.dark, {
        plateNumber: 'WXY 1234',
        customerPhone: '+60199996789',
        installedAt: DateTime.now().minus({ days }).toISODate()!,
      })
      older.push(formatWarrantyCode(sale.warrantyCode))
    }
    const response = await client.get('/e-warranty').qs({ plate: 'WXY1234', phone4: '6789' })
    response.assertStatus(200)
    const props = pageProps(response.text())
    // 11 on file: the newest 10, the oldest left out.
    assert.deepEqual(
      props.results.map((result: { warrantyCode: string }) => result.warrantyCode),
      [code, ...older.slice(0, 9)]
    )
  })

  test('a wrong plate and a wrong phone give the same neutral answer', async ({
    client,
    assert,
  }) => {
    await seed()
    const wrongPhone = await client.get('/e-warranty').qs({ plate: 'WXY 1234', phone4: '0000' })
    const wrongPlate = await client.get('/e-warranty').qs({ plate: 'ZZZ 9999', phone4: '6789' })
    const wrongCode = await client.get('/e-warranty').qs({ code: 'WF-2222-2222' })
    for (const response of [wrongPhone, wrongPlate, wrongCode]) {
      response.assertStatus(200)
      assert.include(response.text(), NOT_FOUND)
      assert.deepEqual(pageProps(response.text()).results, [])
    }
    const strip = (html: string) =>
      html
        .replace(/<title>.*<\/title>/, '')
        .replace(/data-page="[^"]*"/, '')
        .replace(/value="[^"]*"/g, '')
        .replace(/nonce="[^"]*"/g, '')
    assert.equal(strip(wrongPhone.text()), strip(wrongPlate.text()))
  })

  test('a void warranty shows Void and the day it was voided, never the internal reason', async ({
    client,
    assert,
  }) => {
    const { admin, sale, code } = await seed()
    const reason = 'Customer disputed the invoice; see ticket 4411'
    await SalesService.void(admin.user, sale, reason)
    const response = await client.get('/e-warranty').qs({ code })
    const html = response.text()
    assert.include(html, '>Void<')
    assert.include(html, `Voided on ${formatDate(DateTime.now().toISODate()!, 'en')}`)
    assert.notInclude(html, 'ticket 4411')
    const [result] = pageProps(html).results
    assert.equal(result.voidedOn, DateTime.now().toISODate())
    assert.notProperty(result, 'voidReason')
  })

  test('bad input shows the error on its field (422), never a 500: {label}')
    .with([
      { label: 'malformed code', query: { code: 'hello' }, field: 'code' },
      { label: 'code with a 0', query: { code: 'WF-0000-0000' }, field: 'code' },
      { label: 'empty code', query: { code: '' }, field: 'code' },
      { label: 'no phone digits', query: { plate: 'WXY 1234', phone4: '' }, field: 'phone4' },
      { label: '3 phone digits', query: { plate: 'WXY 1234', phone4: '678' }, field: 'phone4' },
      {
        label: 'symbols in the plate',
        query: { plate: '<script>', phone4: '6789' },
        field: 'plate',
      },
      {
        label: 'a very long plate',
        query: { plate: 'W'.repeat(500), phone4: '6789' },
        field: 'plate',
      },
      { label: 'array parameters', query: { 'code[]': 'x' }, field: 'code' },
    ])
    .run(async ({ client, assert }, { query, field }) => {
      const response = await client.get('/e-warranty').qs(query)
      response.assertStatus(422)
      const props = pageProps(response.text())
      assert.properties(props.lookupErrors, [field])
      assert.isNull(props.results)
    })

  test('the messaging button of a result asks about that warranty, in the page language', async ({
    client,
    assert,
  }) => {
    const { code } = await seed()
    const chatText = async (path: string, qs: Record<string, string> = {}) => {
      const response = await client.get(path).qs(qs)
      const link = response.text().match(/<a[^>]*class="[^"]*site-chat-button[^"]*"[^>]*>/)![0]
      const href = decodeEntities(link.match(/href="([^"]*)"/)![1])
      return new URL(href).searchParams.get('text')
    }
    assert.equal(await chatText('/e-warranty', { code }), `Question about warranty ${code}`)
    assert.equal(await chatText('/vi/e-warranty', { code }), `Câu hỏi về bảo hành ${code}`)
    // Elsewhere it is the usual enquiry.
    assert.equal(await chatText('/e-warranty'), site.contact.message)
  })

  test('over 20 searches in 10 minutes a client is asked for a challenge; solved, it gets its answer', async ({
    client,
    assert,
  }) => {
    await seed()
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await client.get('/e-warranty').qs({ code: 'WF-2222-2222' })
      response.assertStatus(200)
    }
    const limited = await client.get('/e-warranty').qs({ plate: 'WXY 1234', phone4: '6789' })
    limited.assertStatus(429)
    assert.equal(pageProps(limited.text()).challenge, 'required')
    assert.isNull(pageProps(limited.text()).results)
    // The results' heading says what the text under it says; without JavaScript the page says it is needed.
    assert.match(
      limited.text(),
      /<h2[^>]*id="warranty-results-title"[^>]*>Confirm you are a person<\/h2>/
    )
    assert.include(limited.text(), 'confirm you are a person, then search again')
    assert.include(limited.text(), 'This check needs JavaScript')
    assert.notInclude(limited.text(), NOT_FOUND)

    const solved = await client
      .get('/e-warranty')
      .qs({ plate: 'WXY 1234', phone4: '6789', altcha: await solvedChallenge() })
    solved.assertStatus(200)
    assert.lengthOf(pageProps(solved.text()).results, 1)

    // Opening the page itself is not a search and stays available.
    const page = await client.get('/e-warranty')
    page.assertStatus(200)
  })

  test('the Vietnamese page asks in Vietnamese', async ({ client, assert }) => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      await client.get('/vi/e-warranty').qs({ code: 'WF-2222-2222' })
    }
    const limited = await client.get('/vi/e-warranty').qs({ code: 'WF-2222-2222' })
    limited.assertStatus(429)
    assert.include(limited.text(), 'Xác nhận bạn là người thật')
    assert.include(limited.text(), 'Bước kiểm tra này cần JavaScript')
  })
})
