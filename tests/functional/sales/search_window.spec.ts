import { test } from '@japa/runner'
import { withSearchLimits } from '#tests/helpers/search'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, manySales } from '#tests/helpers/sales'
import type { Paginated } from '#dtos/pagination'
import type { SaleListItemDto } from '#dtos/sale'

test.group('Sales | a search lists its first matches', (group) => {
  // 30 matches; the list counts 10 of them, and a search's pages reach 20.
  group.each.setup(() => withSearchLimits(10, 20))

  test('the pager stops at the last page of those; a page past them is a 422 on page', async ({
    client,
    assert,
  }) => {
    const world = await manySales(30)
    const api = adminApi(client, world.admin.token)
    const page = (number: number, search?: string) =>
      api.get(SALES_URL, { search, perPage: 10, page: number })
    const body = async (number: number) => {
      const response = await page(number, 'tan wei')
      response.assertStatus(200)
      return response.body() as Paginated<SaleListItemDto>
    }

    const first = await body(1)
    assert.lengthOf(first.data, 10)
    assert.deepInclude(first.meta, { total: 10, lastPage: 2, totalIsEstimate: true })
    const second = await body(2)
    assert.lengthOf(second.data, 10)
    // Full, yet no page after it: the pager offers none.
    assert.deepInclude(second.meta, { currentPage: 2, lastPage: 2, totalIsEstimate: true })
    assert.notIncludeMembers(
      second.data.map((sale) => sale.id),
      first.data.map((sale) => sale.id)
    )

    const past = await page(3, 'tan wei')
    past.assertStatus(422)
    assert.deepEqual(past.body(), {
      message: 'A search lists its first 20 matches. Narrow it or add a filter to see the others.',
      errors: {
        page: 'A search lists its first 20 matches. Narrow it or add a filter to see the others.',
      },
    })

    // A list without a search has no such end: its deep pages are read from its indexes.
    const unfiltered = await page(3)
    unfiltered.assertStatus(200)
    const all = unfiltered.body() as Paginated<SaleListItemDto>
    assert.lengthOf(all.data, 10)
    assert.equal(all.meta.lastPage, 4)
  })

  test('the refusal is in the user’s language', async ({ client, assert }) => {
    const world = await manySales(30)
    world.admin.user.locale = 'vi'
    await world.admin.user.save()
    const response = await adminApi(client, world.admin.token).get(SALES_URL, {
      search: 'tan wei',
      page: 5,
      perPage: 10,
    })
    response.assertStatus(422)
    assert.equal(
      response.body().errors.page,
      'Một tìm kiếm chỉ liệt kê 20 kết quả đầu tiên. Hãy thu hẹp tìm kiếm hoặc thêm bộ lọc để xem các kết quả còn lại.'
    )
  })
})
