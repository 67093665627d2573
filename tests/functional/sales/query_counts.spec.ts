import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import { recordQueries } from '#tests/helpers/query_count'
import { formatWarrantyCode } from '#domain/warranty_code'
import type Product from '#models/product'
import type User from '#models/user'

/** `count` sales of the same plate and phone, each with two films. */
async function sales(user: User, films: { clear: Product; dark: Product }, count: number) {
  const made = []
  for (let index = 0; index < count; index++) {
    made.push(
      await registerSale(user, films.clear, {
        plateNumber: 'WXY 1234',
        customerPhone: '+60198766789',
        items: [
          { position: 'windshield', product: films.clear },
          { position: 'rear_sides', product: films.dark },
        ],
      })
    )
  }
  return made
}

/** How many queries read each table while `run` runs. */
async function tableReads(run: () => Promise<unknown>) {
  const recorder = recordQueries()
  await run()
  recorder.stop()
  const tables = ['sales', 'dealers', 'sale_items', 'products'] as const
  return Object.fromEntries(tables.map((table) => [table, recorder.reading(table).length]))
}

test.group('No N+1: queries per request do not grow with the rows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the sales list: a capped count and a page, then one query per relation', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    await sales(staff.user, films, 12)
    const api = adminApi(client, admin.token)
    const cases = [
      { query: {}, itemReads: 1 },
      { query: { search: 'tan wei' }, itemReads: 1 },
      // The film filter is an EXISTS on sale_items inside the count and the page.
      { query: { productId: films.dark.id, perPage: 10 }, itemReads: 3 },
    ]
    for (const { query, itemReads } of cases) {
      const reads = await tableReads(async () => {
        const response = await api.get(SALES_URL, query)
        response.assertStatus(200)
      })
      const expected = { sales: 2, dealers: 1, sale_items: itemReads, products: 1 }
      assert.deepEqual(reads, expected, JSON.stringify(query))
    }
  })

  test('the public lookup, by code and by plate with several matches', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const [first] = await sales(staff.user, films, 3)
    const byCode = await tableReads(async () => {
      const response = await client
        .get('/e-warranty')
        .qs({ code: formatWarrantyCode(first.warrantyCode) })
      response.assertStatus(200)
    })
    assert.deepEqual(byCode, { sales: 1, dealers: 1, sale_items: 1, products: 1 })
    const byPlate = await tableReads(async () => {
      const response = await client.get('/e-warranty').qs({ plate: 'wxy1234', phone4: '6789' })
      response.assertStatus(200)
      assert.equal(response.text().split(formatWarrantyCode(first.warrantyCode)).length > 1, true)
    })
    assert.deepEqual(byPlate, { sales: 1, dealers: 1, sale_items: 1, products: 1 })

    // One query in all: the sales found, with their dealer, films and film names.
    const recorder = recordQueries()
    const response = await client.get('/e-warranty').qs({ plate: 'wxy1234', phone4: '6789' })
    recorder.stop()
    response.assertStatus(200)
    assert.lengthOf(recorder.queries, 1)
    // PostgreSQL parses and plans it once per connection: a named prepared statement.
    const postgres = db.connection().dialect.name === 'postgres'
    assert.deepEqual(recorder.named, postgres ? ['warranty lookup by plate'] : [])
  })
  test('registering a sale answers with the sale as a read would show it, reading it back once', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const api = adminApi(client, staff.token)
    let created!: { data: { id: number } }
    const reads = await tableReads(async () => {
      const response = await api.post(SALES_URL, saleBody(films))
      response.assertStatus(201)
      created = response.body()
    })
    // The sale read back once (what the database filled in); its dealer read once, for the
    // history; its films and their names come from what was written and checked.
    assert.equal(reads.sales, 1)
    assert.equal(reads.dealers, 1)
    assert.equal(reads.sale_items, 0)
    const shown = await api.get(`${SALES_URL}/${created.data.id}`)
    shown.assertStatus(200)
    assert.deepEqual(created.data, shown.body().data)
  })
})
