import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { deepPageOffset, totalCountCap } from '#queries/resource_list'
import SalesService from '#services/sales_service'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, salesWorld } from '#tests/helpers/sales'
import { withCountCap } from '#tests/helpers/search'
import type { Paginated } from '#dtos/pagination'
import type { SaleListItemDto } from '#dtos/sale'

/**
 * Deep pages are read by their ids first (#queries/resource_list): the same
 * rows in the same order as a plain OFFSET, for every sort, filter and search.
 */
test.group('Sales API | deep pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => {
    deepPageOffset.value = 1_000
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
      for (const page of [2, 3, 5]) {
        deepPageOffset.value = 1_000_000
        const plain = await ids({ ...query, page })
        deepPageOffset.value = 0
        const deep = await ids({ ...query, page })
        assert.deepEqual(deep, plain, `${JSON.stringify(query)} page ${page}`)
      }
    }
    deepPageOffset.value = 0
    assert.lengthOf(await ids({ page: 5 }), 3, 'the last page holds what is left')
    assert.lengthOf(await ids({ page: 6 }), 0, 'past the end there is nothing')
  })

  test('read by their ids first: the same rows, voids included, for admins and staff', async ({
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
    const cases: [string, string, Record<string, string | number>][] = [
      ['admin', admin.token, {}],
      ['admin', admin.token, { sort: 'customerName', direction: 'desc' }],
      ['admin', admin.token, { dealerId: staff.user.dealerId!, sort: 'installedAt' }],
      ['staff', staff.token, {}],
    ]
    for (const [who, token, query] of cases) {
      const api = adminApi(client, token)
      const ids = async (page: number) => {
        const response = await api.get(SALES_URL, { perPage: 10, ...query, page })
        assert.equal(response.status(), 200, JSON.stringify(response.body()))
        const body = response.body() as Paginated<SaleListItemDto>
        return { ids: body.data.map((sale) => sale.id), meta: body.meta }
      }
      for (let page = 1; page <= 5; page++) {
        deepPageOffset.value = 1_000_000
        const plain = await ids(page)
        deepPageOffset.value = 0
        const deep = await ids(page)
        assert.deepEqual(deep, plain, `${who} ${JSON.stringify(query)} page ${page}`)
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
