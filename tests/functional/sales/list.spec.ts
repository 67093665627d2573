import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import SalesService from '#services/sales_service'
import Sale from '#models/sale'
import { withSaleRelations } from '#queries/sale_query'
import { serializeSaleListItem } from '#serializers/sale'
import { todayIso } from '#domain/warranty_status'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, listIds, registerSale, salesWorld } from '#tests/helpers/sales'
import { formatWarrantyCode } from '#domain/warranty_code'
import type { Paginated } from '#dtos/pagination'
import type { SaleListItemDto } from '#dtos/sale'

const daysAgo = (days: number) => DateTime.now().minus({ days }).toISODate()!

/**
 * Four sales of the staff's dealer and one of another dealer:
 * - myvi: active, clear film; - city: active, dark film, installed 40 days ago;
 * - vios: expired (installed 6 years ago, 5-year film); - x50: void;
 * - crv: another dealer.
 */
async function seed() {
  const world = await salesWorld()
  const { staff, otherStaff, admin, films } = world
  const myvi = await registerSale(staff.user, films.clear, {
    customerName: 'Nurul Aina binti Hassan',
    customerPhone: '+60174441234',
    plateNumber: 'WXY 1234',
    vehicleMake: 'Perodua',
    vehicleModel: 'Myvi',
    installedAt: daysAgo(3),
  })
  const city = await registerSale(staff.user, films.dark, {
    customerName: 'Tan Wei Ming',
    customerPhone: '+60125559876',
    plateNumber: 'VBK-2391',
    installedAt: daysAgo(40),
  })
  const vios = await registerSale(staff.user, films.dark, {
    customerName: 'Ravi Kumar',
    plateNumber: 'JQA 88',
    vehicleMake: 'Toyota',
    vehicleModel: 'Vios',
    installedAt: DateTime.now().minus({ years: 6 }).toISODate()!,
  })
  const x50 = await registerSale(staff.user, films.clear, {
    customerName: 'Lim Mei Ling',
    plateNumber: 'BNH 7781',
    vehicleMake: 'Proton',
    vehicleModel: 'X50',
    installedAt: daysAgo(100),
  })
  await SalesService.void(admin.user, x50, 'Registered twice')
  const crv = await registerSale(otherStaff.user, films.clear, {
    customerName: 'Siti Aminah',
    plateNumber: 'PKC 5123',
    vehicleMake: 'Honda',
    vehicleModel: 'CR-V',
    installedAt: daysAgo(10),
  })
  return { ...world, myvi, city, vios, x50, crv }
}

function ids(body: Paginated<SaleListItemDto>) {
  return body.data.map((sale) => sale.id)
}

test.group('Sales API | list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists newest installations first with list columns and the page meta', async ({
    client,
    assert,
  }) => {
    const { staff, myvi, city, vios, x50 } = await seed()
    const response = await adminApi(client, staff.token).get(SALES_URL)
    response.assertStatus(200)
    const body = response.body() as Paginated<SaleListItemDto>
    assert.deepEqual(ids(body), [myvi.id, city.id, x50.id, vios.id])
    assert.deepEqual(body.meta, {
      total: 4,
      perPage: 25,
      currentPage: 1,
      lastPage: 1,
      totalIsEstimate: false,
    })
    assert.deepEqual(
      body.data.map((sale) => sale.status),
      ['active', 'active', 'void', 'expired']
    )
    assert.containsSubset(body.data[0], {
      warrantyCode: formatWarrantyCode(myvi.warrantyCode),
      customerName: 'Nurul Aina binti Hassan',
      plateNumber: 'WXY 1234',
      vehicle: { make: 'Perodua', model: 'Myvi', year: null },
      dealer: { id: staff.user.dealerId },
      films: ['Crystal Clear 70'],
      itemsCount: 1,
    })
  })

  test('each row is what the sale itself serialises to, films in window order', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await seed()
    await registerSale(staff.user, films.clear, {
      customerName: 'Đặng Văn Lâm',
      vehicleYear: 2019,
      items: [
        { position: 'rear_sides', product: films.dark },
        { position: 'windshield', product: films.clear },
        { position: 'front_sides', product: films.dark },
      ],
    })
    const response = await adminApi(client, admin.token).get(SALES_URL, { perPage: 100 })
    response.assertStatus(200)
    const listed = (response.body() as Paginated<SaleListItemDto>).data
    assert.lengthOf(listed, 6)
    assert.deepEqual(listed[0].films, ['Crystal Clear 70', 'Onyx Ceramic 15'])
    const today = todayIso()
    for (const row of listed) {
      const sale = await withSaleRelations(Sale.query().where('id', row.id)).firstOrFail()
      assert.deepEqual(row, serializeSaleListItem(sale, today), `sale ${row.id}`)
    }
  })

  test('search "{search}" finds the {expected}')
    .with([
      { search: 'wxy1234', expected: 'myvi' },
      { search: 'w x y-1234', expected: 'myvi' },
      { search: 'vbk 2391', expected: 'city' },
      { search: 'Vbk2391', expected: 'city' },
      { search: 'tan wei', expected: 'city' },
      { search: 'RAVI', expected: 'vios' },
      { search: '017-444 1234', expected: 'myvi' },
      { search: '5559876', expected: 'city' },
    ] as const)
    .run(async ({ client, assert }, { search, expected }) => {
      const world = await seed()
      const found = await listIds(adminApi(client, world.admin.token), { search })
      assert.deepEqual(found, [world[expected].id])
    })

  test('search finds a warranty code in lower case, without dashes or in part', async ({
    client,
    assert,
  }) => {
    const { admin, city } = await seed()
    const api = adminApi(client, admin.token)
    const grouped = formatWarrantyCode(city.warrantyCode)
    for (const search of [
      grouped,
      grouped.toLowerCase(),
      city.warrantyCode.toLowerCase(),
      grouped.slice(3),
    ]) {
      assert.deepEqual(await listIds(api, { search }), [city.id], search)
    }
  })

  test('filters by status', async ({ client, assert }) => {
    const { staff, myvi, city, vios, x50 } = await seed()
    const api = adminApi(client, staff.token)
    const byStatus = (status: string) => listIds(api, { status })
    assert.deepEqual(await byStatus('active'), [myvi.id, city.id])
    assert.deepEqual(await byStatus('expired'), [vios.id])
    assert.deepEqual(await byStatus('void'), [x50.id])
  })

  test('expired sales: newest installation first (ties by id), sorted and paged like the rest', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films, vios } = await seed()
    const expired = [vios]
    for (const [years, days, name] of [
      [5, 40, 'Chong Kah Wai'],
      [7, 0, 'Aisyah binti Omar'],
      [5, 40, 'Ben Loh'],
      [6, 200, 'Zainal Abidin'],
    ] as const) {
      const installedAt = DateTime.now().minus({ years, days }).toISODate()!
      expired.push(await registerSale(staff.user, films.dark, { customerName: name, installedAt }))
    }
    const api = adminApi(client, admin.token)
    const newestFirst = [...expired].sort(
      (a, b) => b.installedAt.toMillis() - a.installedAt.toMillis() || b.id - a.id
    )
    assert.deepEqual(
      await listIds(api, { status: 'expired' }),
      newestFirst.map((sale) => sale.id)
    )
    const byName = [...expired].sort((a, b) => a.customerName.localeCompare(b.customerName))
    assert.deepEqual(
      await listIds(api, { status: 'expired', sort: 'customerName' }),
      byName.map((sale) => sale.id)
    )
    assert.deepEqual(
      await listIds(api, { status: 'expired', sort: 'installedAt', direction: 'asc' }),
      [...newestFirst].reverse().map((sale) => sale.id)
    )
    const chong = expired[1].id
    assert.deepEqual(await listIds(api, { status: 'expired', search: 'chong kah' }), [chong])
    assert.deepEqual(
      await listIds(api, { status: 'expired', dealerId: staff.user.dealerId! }),
      newestFirst.map((sale) => sale.id)
    )
    assert.deepEqual(
      await listIds(adminApi(client, staff.token), { status: 'expired', sort: 'customerName' }),
      byName.map((sale) => sale.id)
    )
    const response = await api.get(SALES_URL, { status: 'expired', perPage: 10, page: 1 })
    assert.containsSubset(response.body(), { meta: { total: 5, totalIsEstimate: false } })
  })

  test('filters by film, installation dates and (admins) dealer', async ({ client, assert }) => {
    const { admin, films, otherStaff, myvi, city, vios, x50, crv } = await seed()
    const api = adminApi(client, admin.token)
    const list = (query: Record<string, string | number>) => listIds(api, query)
    assert.deepEqual(await list({ productId: films.dark.id }), [city.id, vios.id])
    assert.deepEqual(await list({ installedFrom: daysAgo(40), installedTo: daysAgo(3) }), [
      myvi.id,
      crv.id,
      city.id,
    ])
    assert.deepEqual(await list({ installedTo: daysAgo(41) }), [x50.id, vios.id])
    assert.deepEqual(await list({ dealerId: otherStaff.user.dealerId! }), [crv.id])
  })

  test('sorts by a column, pages with a stable order', async ({ client, assert }) => {
    const { staff, myvi, city, vios, x50 } = await seed()
    const api = adminApi(client, staff.token)
    const byName = await listIds(api, { sort: 'customerName', direction: 'asc' })
    assert.deepEqual(byName, [x50.id, myvi.id, vios.id, city.id])
    const byPlate = await listIds(api, { perPage: 10, page: 1, sort: 'plateNumber' })
    assert.deepEqual(byPlate, [x50.id, vios.id, city.id, myvi.id])
  })

  test('a bad query is a 422 on its field, never a 500: {label}')
    .with([
      { label: 'unknown status', query: { status: 'lost' }, field: 'status' },
      { label: 'bad date', query: { installedFrom: '2024-13-45' }, field: 'installedFrom' },
      { label: 'unknown sort', query: { sort: 'password' }, field: 'sort' },
      { label: 'film id text', query: { productId: 'abc' }, field: 'productId' },
      { label: 'page 0', query: { page: 0 }, field: 'page' },
    ])
    .run(async ({ client, assert }, { query, field }) => {
      const { staff } = await salesWorld()
      const response = await adminApi(client, staff.token).get(SALES_URL, query)
      response.assertStatus(422)
      assert.properties(response.body().errors, [field])
    })
})
