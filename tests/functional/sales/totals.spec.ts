import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { totalCountCap } from '#queries/resource_list'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, salesWorld } from '#tests/helpers/sales'
import type { Paginated } from '#dtos/pagination'
import type { SaleListItemDto } from '#dtos/sale'

test.group('Sales API | totals past the count cap', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const saved = totalCountCap.value
    // 21 sales over a cap of 12 stand in for a million over ten thousand.
    totalCountCap.value = 12
    return () => {
      totalCountCap.value = saved
    }
  })

  test('the total is a flagged lower bound; the pager offers one page more while pages are full', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    for (let index = 0; index < 21; index++) await registerSale(staff.user, films.clear)
    const api = adminApi(client, admin.token)
    const page = async (number: number) => {
      const response = await api.get(SALES_URL, { page: number, perPage: 10 })
      response.assertStatus(200)
      return response.body() as Paginated<SaleListItemDto>
    }

    const first = await page(1)
    assert.lengthOf(first.data, 10)
    assert.deepEqual(first.meta, {
      total: 12,
      perPage: 10,
      currentPage: 1,
      lastPage: 2,
      totalIsEstimate: true,
    })
    const second = await page(2)
    assert.deepEqual(second.meta, {
      total: 20,
      perPage: 10,
      currentPage: 2,
      lastPage: 3,
      totalIsEstimate: true,
    })
    // The last page is not full: where it ends is the exact total.
    const third = await page(3)
    assert.lengthOf(third.data, 1)
    assert.deepEqual(third.meta, {
      total: 21,
      perPage: 10,
      currentPage: 3,
      lastPage: 3,
      totalIsEstimate: false,
    })
    const ids = [...first.data, ...second.data, ...third.data].map((sale) => sale.id)
    assert.lengthOf(new Set(ids), 21, 'pages never overlap')
  })

  test('a filter matching fewer rows than the cap gets its exact total', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    for (let index = 0; index < 13; index++) await registerSale(staff.user, films.clear)
    await registerSale(staff.user, films.dark, { customerName: 'Lê Văn Tám' })
    const response = await adminApi(client, admin.token).get(SALES_URL, {
      productId: films.dark.id,
    })
    const body = response.body() as Paginated<SaleListItemDto>
    assert.deepEqual(body.meta, {
      total: 1,
      perPage: 25,
      currentPage: 1,
      lastPage: 1,
      totalIsEstimate: false,
    })
  })
})
