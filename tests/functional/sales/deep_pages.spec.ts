import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { totalCountCap } from '#queries/resource_list'
import { matchingSales, saleOrder } from '#queries/sale_query'
import { listSalesValidator } from '#validators/sale'
import { todayIso } from '#domain/warranty_status'
import SalesService from '#services/sales_service'
import type User from '#models/user'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, salesWorld } from '#tests/helpers/sales'
import { withCountCap } from '#tests/helpers/search'
import type { Paginated } from '#dtos/pagination'
import type { SaleListItemDto } from '#dtos/sale'

/** A page as a plain OFFSET gives it: the same filter and order, every row read whole. */
async function plainPage(user: User, query: Record<string, string | number>, page: number) {
  const filters = await listSalesValidator.validate(query)
  const { column, direction } = saleOrder(filters)
  const rows = await matchingSales(user, filters, todayIso())
    .orderBy(column, direction)
    .orderBy('sales.id', direction)
    .offset((page - 1) * 10)
    .limit(10)
  return rows.map((sale) => sale.id)
}

/**
 * Pages are read by their ids first (#queries/resource_list pageOf): the
 * same rows in the same order as a plain OFFSET, for every sort, filter
 * and search.
 */
test.group('Sales API | deep pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => {
    totalCountCap.value = 1_000
  })

  test('give the rows a plain offset gives, in every order', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const names = ['Nguyễn Thị Hương', 'Tan Wei Ming', 'Siti Aminah', 'Lim Ah Kow', 'Đặng Văn Lâm']
    for (let index = 0; index < 43; index++) {
      await registerSale(staff.user, index % 3 ? films.clear : films.dark, {
        customerName: names[index % names.length],
        installedAt: DateTime.now()
          .minus({ days: (index * 37) % 400 })
          .toISODate()!,
      })
    }
    const api = adminApi(client, admin.token)
    const ids = async (query: Record<string, string | number>) => {
      const response = await api.get(SALES_URL, { perPage: 10, ...query })
      assert.equal(response.status(), 200, JSON.stringify(response.body()))
      return (response.body() as Paginated<SaleListItemDto>).data.map((sale) => sale.id)
    }
    const queries: Record<string, string | number>[] = [
      {},
      { sort: 'customerName' },
      { sort: 'customerName', direction: 'desc' },
      { sort: 'expiresAt', direction: 'desc' },
      { sort: 'installedAt' },
      { search: 'nguyen' },
      { productId: films.dark.id },
    ]
    for (const query of queries) {
      for (const page of [1, 2, 3, 5]) {
        const plain = await plainPage(admin.user, query, page)
        assert.deepEqual(
          await ids({ ...query, page }),
          plain,
          `${JSON.stringify(query)} page ${page}`
        )
      }
    }
    assert.lengthOf(await ids({ page: 5 }), 3, 'the last page holds what is left')
    assert.lengthOf(await ids({ page: 6 }), 0, 'past the end there is nothing')
  })

  test('the same rows for admins and staff, voids included and alone', async ({
    client,
    assert,
  }) => {
    const { admin, staff, otherStaff, films } = await salesWorld()
    for (let index = 0; index < 37; index++) {
      const sale = await registerSale(index % 4 ? staff.user : otherStaff.user, films.clear, {
        customerName: `Customer ${(index * 7) % 37}`,
        installedAt: DateTime.now()
          .minus({ days: (index * 53) % 700 })
          .toISODate()!,
      })
      if (index % 9 === 4) await SalesService.void(admin.user, sale, 'Registered twice')
    }
    const cases: [string, User, string, Record<string, string | number>][] = [
      ['admin', admin.user, admin.token, {}],
      ['admin', admin.user, admin.token, { sort: 'customerName', direction: 'desc' }],
      ['admin', admin.user, admin.token, { dealerId: staff.user.dealerId!, sort: 'installedAt' }],
      ['admin', admin.user, admin.token, { status: 'void' }],
      ['staff', staff.user, staff.token, {}],
    ]
    for (const [who, user, token, query] of cases) {
      const api = adminApi(client, token)
      const ids = async (page: number) => {
        const response = await api.get(SALES_URL, { perPage: 10, ...query, page })
        assert.equal(response.status(), 200, JSON.stringify(response.body()))
        const body = response.body() as Paginated<SaleListItemDto>
        return { ids: body.data.map((sale) => sale.id), meta: body.meta }
      }
      for (let page = 1; page <= 5; page++) {
        const plain = await plainPage(user, query, page)
        const listed = await ids(page)
        assert.deepEqual(listed.ids, plain, `${who} ${JSON.stringify(query)} page ${page}`)
      }
    }
  })

  test('a search gives the same pages whether its matches fit under the count cap or not', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    for (let index = 0; index < 24; index++) {
      await registerSale(staff.user, films.clear, {
        customerName: index % 3 ? `Nguyễn Văn ${index}` : `Tan Wei ${index}`,
        installedAt: DateTime.now()
          .minus({ days: (index * 41) % 300 })
          .toISODate()!,
      })
    }
    const api = adminApi(client, admin.token)
    const read = async (query: Record<string, string | number>) => {
      const response = await api.get(SALES_URL, { perPage: 10, search: 'nguyen', ...query })
      const body = response.body() as Paginated<SaleListItemDto>
      return body.data.map((sale) => sale.id)
    }
    const queries: Record<string, string | number>[] = [
      {},
      { sort: 'customerName', direction: 'desc' },
      { page: 2 },
    ]
    for (const query of queries) {
      totalCountCap.value = 1_000
      const underCap = await read(query)
      totalCountCap.value = 5
      const overCap = await read(query)
      assert.deepEqual(underCap, overCap, JSON.stringify(query))
      assert.isNotEmpty(underCap)
    }
  })

  test('of a common name in another order, walked: the same sales, under a dealer or a film filter too', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { admin, staff, films } = await salesWorld()
    // Plates in another order than the sales' ids (7 and 24 share no factor); two other names.
    const holders = []
    for (let at = 0; at < 24; at++) {
      holders.push(
        await registerSale(staff.user, films.clear, {
          customerName: `Nguyễn ${['An', 'Bình', 'Châu', 'Dung', 'Giang'][at % 5]}`,
          plateNumber: `KL ${100 + ((at * 7) % 24)}`,
        })
      )
    }
    for (const name of ['Tan Wei Ming', 'Siti Aminah']) {
      await registerSale(staff.user, films.clear, { customerName: name, plateNumber: 'KL 500' })
    }
    withCountCap(cleanup, 5)
    const byPlate = holders
      .toSorted((a, b) => a.plateNormalized.localeCompare(b.plateNormalized) || a.id - b.id)
      .map((sale) => sale.id)
    const api = adminApi(client, admin.token)
    const page = async (query: Record<string, string | number>) => {
      const response = await api.get(SALES_URL, { search: 'nguyen', perPage: 10, ...query })
      response.assertStatus(200)
      return (response.body() as Paginated<SaleListItemDto>).data.map((sale) => sale.id)
    }
    const down = [...byPlate].reverse()
    const scopes: Record<string, number>[] = [
      {},
      { dealerId: staff.user.dealerId! },
      { productId: films.clear.id },
    ]
    for (const scope of scopes) {
      const label = JSON.stringify(scope)
      assert.deepEqual(
        await page({ ...scope, sort: 'plateNumber', page: 2 }),
        byPlate.slice(10, 20),
        label
      )
      assert.deepEqual(
        await page({ ...scope, sort: 'plateNumber', page: 3 }),
        byPlate.slice(20),
        label
      )
      assert.deepEqual(
        await page({ ...scope, sort: 'plateNumber', direction: 'desc', page: 2 }),
        down.slice(10, 20),
        label
      )
    }
  })
})
