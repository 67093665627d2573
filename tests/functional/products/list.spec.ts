import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { ProductFactory } from '#database/factories/product_factory'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import type { Paginated } from '#dtos/pagination'
import type { ProductDto } from '#dtos/product'

const URL = '/api/admin/products'

async function seedProducts() {
  await ProductFactory.merge([
    { sku: 'CER-15', name: 'Aurora Ceramic 15', series: 'Aurora', type: 'ceramic', vlt: 15 },
    { sku: 'CAR-35', name: 'Nightline Carbon 35', series: 'Nightline', type: 'carbon', vlt: 35 },
    { sku: 'SAF-70', name: 'Guardian Safety 70', series: 'Guardian', type: 'safety', vlt: 70 },
    {
      sku: 'DYE-50',
      name: 'Classic Dyed 50',
      series: 'Classic',
      type: 'dyed',
      vlt: 50,
      status: 'discontinued',
    },
    {
      sku: 'HYB-20',
      name: 'Old Hybrid 20',
      series: 'Legacy',
      type: 'hybrid',
      vlt: 20,
      deletedAt: DateTime.now(),
    },
  ]).createMany(5)
}

function skus(body: Paginated<ProductDto>) {
  return body.data.map((product) => product.sku)
}

test.group('Products API | list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists live products by name with their figures', async ({ client, assert }) => {
    const { token } = await createAdmin()
    await seedProducts()
    const response = await adminApi(client, token).get(URL)
    response.assertStatus(200)
    const body = response.body() as Paginated<ProductDto>
    assert.deepEqual(skus(body), ['CER-15', 'DYE-50', 'SAF-70', 'CAR-35'])
    assert.deepEqual(body.meta, {
      total: 4,
      perPage: 25,
      currentPage: 1,
      lastPage: 1,
      totalIsEstimate: false,
    })
    assert.containsSubset(body.data[0], {
      type: 'ceramic',
      vlt: 15,
      warrantyYears: 5,
      deletedAt: null,
    })
  })

  test('searches sku, name and series: "{search}"')
    .with([
      { search: 'car-35', expected: ['CAR-35'] },
      { search: 'guardian safety', expected: ['SAF-70'] },
      { search: 'AURORA', expected: ['CER-15'] },
      { search: 'legacy', expected: [] },
      { search: '_', expected: [] },
    ])
    .run(async ({ client, assert }, { search, expected }) => {
      const { token } = await createAdmin()
      await seedProducts()
      const response = await adminApi(client, token).get(URL, { search })
      response.assertStatus(200)
      assert.deepEqual(skus(response.body()), expected)
    })

  test('filters by type, by status and by archive state', async ({ client, assert }) => {
    const { token } = await createAdmin()
    await seedProducts()
    const api = adminApi(client, token)
    assert.deepEqual(skus(await api.ok(URL, { type: 'carbon' })), ['CAR-35'])
    assert.deepEqual(skus(await api.ok(URL, { status: 'discontinued' })), ['DYE-50'])
    assert.deepEqual(skus(await api.ok(URL, { type: 'hybrid', archived: 'only' })), ['HYB-20'])
    assert.lengthOf(skus(await api.ok(URL, { archived: 'with' })), 5)
  })

  test('sorts by {sort} both ways')
    .with([
      { sort: 'vlt', asc: ['CER-15', 'CAR-35', 'DYE-50', 'SAF-70'] },
      { sort: 'sku', asc: ['CAR-35', 'CER-15', 'DYE-50', 'SAF-70'] },
    ])
    .run(async ({ client, assert }, { sort, asc }) => {
      const { token } = await createAdmin()
      await seedProducts()
      const api = adminApi(client, token)
      assert.deepEqual(skus(await api.ok(URL, { sort, direction: 'asc' })), asc)
      assert.deepEqual(skus(await api.ok(URL, { sort, direction: 'desc' })), [...asc].reverse())
    })

  test('pages with the chosen size and answers an empty page past the end', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    await ProductFactory.createMany(11)
    const api = adminApi(client, token)
    const first = await api.ok<Paginated<ProductDto>>(URL, { perPage: 10 })
    assert.lengthOf(first.data, 10)
    assert.deepEqual(first.meta, {
      total: 11,
      perPage: 10,
      currentPage: 1,
      lastPage: 2,
      totalIsEstimate: false,
    })
    const beyond = await api.ok<Paginated<ProductDto>>(URL, { perPage: 10, page: 3 })
    assert.deepEqual(beyond, {
      data: [],
      meta: { total: 11, perPage: 10, currentPage: 3, lastPage: 2, totalIsEstimate: false },
    })
  })

  test('answers 422 on {field} for a bad list query ({label})')
    .with([
      { label: 'perPage 7', query: { perPage: 7 }, field: 'perPage' },
      { label: 'page 0', query: { page: 0 }, field: 'page' },
      { label: 'unknown sort', query: { sort: 'price' }, field: 'sort' },
      { label: 'unknown type', query: { type: 'chrome' }, field: 'type' },
      { label: 'unknown status', query: { status: 'inactive' }, field: 'status' },
    ])
    .run(async ({ client, assert }, { query, field }) => {
      const { token } = await createAdmin()
      const response = await adminApi(client, token).get(URL, query)
      response.assertStatus(422)
      assert.property(response.body().errors, field)
    })
})
