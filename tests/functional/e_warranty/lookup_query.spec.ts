import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { lookupByCode, lookupByPlate } from '#queries/warranty_lookup_query'
import { formatWarrantyCode } from '#domain/warranty_code'
import { recordQueries } from '#tests/helpers/query_count'
import { registerSale, salesWorld } from '#tests/helpers/sales'

const postgres = () => db.connection().dialect.name === 'postgres'

/** Three sales: two of one car and phone (the older first), one of another car. */
async function seed() {
  const { staff, films } = await salesWorld()
  const car = { plateNumber: 'WXY 1234', customerPhone: '+60198766789' }
  const older = await registerSale(staff.user, films.clear, { ...car, installedAt: '2024-03-01' })
  const newer = await registerSale(staff.user, films.dark, {
    ...car,
    installedAt: '2025-06-15',
    items: [
      { position: 'windshield', product: films.clear },
      { position: 'rear_sides', product: films.dark },
    ],
  })
  const other = await registerSale(staff.user, films.dark, { plateNumber: 'JKL 5678' })
  return { older, newer, other }
}

const codesOf = (sales: { warrantyCode: string }[]) => sales.map((sale) => sale.warrantyCode)

test.group('EWarranty | the lookup query', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each code gets its own sale with its dealer and films, in one query', async ({
    assert,
  }) => {
    const { older, newer, other } = await seed()
    const recorder = recordQueries()
    const answers = await Promise.all(
      [newer, 'WFNOSUCHCD', other, newer, older].map((code) =>
        lookupByCode(typeof code === 'string' ? code : code.warrantyCode)
      )
    )
    recorder.stop()

    assert.deepEqual(answers.map(codesOf), [
      [newer.warrantyCode],
      [],
      [other.warrantyCode],
      [newer.warrantyCode],
      [older.warrantyCode],
    ])
    // Each sale with its own dealer and films, as a lookup alone reads them.
    const [alone] = await lookupByCode(newer.warrantyCode)
    assert.deepEqual(answers[0][0], alone)
    assert.sameMembers(
      answers[0][0].items.map((item) => `${item.position} ${item.product.name}`),
      ['windshield Crystal Clear 70', 'rear_sides Onyx Ceramic 15']
    )
    assert.lengthOf(answers[2][0].items, 1)
    assert.equal(answers[4][0].dealer.name, answers[0][0].dealer.name)

    // One query a lookup, a named prepared statement on PostgreSQL.
    assert.lengthOf(recorder.queries, 5)
    assert.deepEqual(recorder.named, postgres() ? Array(5).fill('warranty lookup by code') : [])
  })

  test('plate lookups: each its own sales, newest first, within its limit', async ({ assert }) => {
    const { older, newer, other } = await seed()
    const recorder = recordQueries()
    const [both, newestOnly, wrongPhone, otherCar, again] = await Promise.all([
      lookupByPlate('WXY1234', '6789', 10),
      lookupByPlate('WXY1234', '6789', 1),
      lookupByPlate('WXY1234', '0000', 10),
      lookupByPlate('JKL5678', '6789', 10),
      lookupByPlate('WXY1234', '6789', 10),
    ])
    recorder.stop()

    assert.deepEqual(codesOf(both), [newer.warrantyCode, older.warrantyCode])
    assert.deepEqual(codesOf(newestOnly), [newer.warrantyCode])
    assert.deepEqual(wrongPhone, [])
    assert.deepEqual(codesOf(otherCar), [other.warrantyCode])
    assert.deepEqual(again, both)
    assert.lengthOf(both[0].items, 2)
    assert.lengthOf(both[1].items, 1)

    assert.lengthOf(recorder.queries, 5)
    assert.deepEqual(recorder.named, postgres() ? Array(5).fill('warranty lookup by plate') : [])
  })

  test('lookups sent at once over HTTP each show their own warranty', async ({
    client,
    assert,
  }) => {
    const { older, newer, other } = await seed()
    const sales = [newer, other, older, newer, other]
    const responses = await Promise.all(
      sales.map((sale) =>
        client.get('/e-warranty').qs({ code: formatWarrantyCode(sale.warrantyCode) })
      )
    )
    responses.forEach((response, index) => {
      response.assertStatus(200)
      const shown = response.text().match(/WF-[0-9A-Z]{4}-[0-9A-Z]{4}/g) ?? []
      const code = formatWarrantyCode(sales[index].warrantyCode)
      assert.include(shown, code)
      for (const sale of sales) {
        const otherCode = formatWarrantyCode(sale.warrantyCode)
        if (otherCode !== code) assert.notInclude(shown, otherCode)
      }
    })
  })
})
