import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { recordQueries } from '#tests/helpers/query_count'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, listIds, registerSale } from '#tests/helpers/sales'
import { searchWorld, withCountCap } from '#tests/helpers/search'
import type { Paginated } from '#dtos/pagination'
import type { SaleListItemDto } from '#dtos/sale'

const sqlite = () => db.connection().dialect.name.includes('sqlite')

/*
 * The search's one rule (#queries/sale_query salesPage): the trigram index
 * hands over up to one match past the count's cap; that many or fewer are
 * sorted and paged; more, and the list's order is walked, each sale checked.
 */
test.group('Sales API | rare and common terms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a rare term is found through the trigram index, then its few matches are sorted', async ({
    client,
    assert,
  }) => {
    const world = await searchWorld()
    // A name holding the first, middle and last trigrams of `nguyen thi huong`, not the text.
    await registerSale(world.staff.user, world.films.clear, { customerName: 'Ngu Thi Hong Ong' })
    const api = adminApi(client, world.admin.token)
    const recorder = recordQueries()
    assert.deepEqual(await listIds(api, 'nguyen thi huong'), [world.huong.id])
    recorder.stop()
    // SQLite: the FTS5 trigram table; PostgreSQL: a LIKE its pg_trgm indexes answer.
    const searches = recorder.reading('sales').filter((sql) => /like|match/i.test(sql))
    assert.lengthOf(searches, 1)
    assert.match(searches[0], sqlite() ? /sales_search MATCH \?/ : /search_text\W* LIKE \$\d/)
  })

  test("a term with more matches than the list counts walks the list's order: the same sales, pages and totals", async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await searchWorld()
    const given = ['An', 'Bình', 'Châu', 'Dung', 'Giang', 'Hà', 'Khánh', 'Linh', 'Minh', 'Ngọc']
    const more = []
    for (const name of given) {
      more.push(
        await registerSale(world.staff.user, world.films.clear, { customerName: `Nguyễn ${name}` })
      )
    }
    const api = adminApi(client, world.admin.token)
    const newestFirst = [world.huong, world.other, ...more]
      .map((sale) => sale.id)
      .toSorted((a, b) => b - a)
    const page = async (number: number) => {
      const response = await api.get(SALES_URL, { search: 'NGUYỄN', perPage: 10, page: number })
      response.assertStatus(200)
      return response.body() as Paginated<SaleListItemDto>
    }
    const underCap = [await page(1), await page(2)]
    assert.deepInclude(underCap[1].meta, { total: 12, lastPage: 2, totalIsEstimate: false })

    withCountCap(cleanup, 5)
    const recorder = recordQueries()
    const first = await page(1)
    recorder.stop()
    const second = await page(2)
    assert.deepEqual(
      [...first.data, ...second.data].map((sale) => sale.id),
      newestFirst
    )
    assert.deepEqual(
      [first, second].map((body) => body.data.map((sale) => sale.id)),
      underCap.map((body) => body.data.map((sale) => sale.id))
    )
    assert.deepInclude(first.meta, { total: 10, lastPage: 2, totalIsEstimate: true })
    assert.deepInclude(second.meta, { total: 12, lastPage: 2, totalIsEstimate: false })
    // The page is read in the list's order, each row checked: not through SQLite's trigram table.
    const walked = recorder
      .reading('sales')
      .filter((sql) => /vehicle_model/.test(sql) && /like/i.test(sql))
    assert.lengthOf(walked, 1)
    assert.notMatch(walked[0], /sales_search/)
    // A rare fragment still goes through the index.
    assert.sameMembers(await listIds(api, 'aina'), [world.aina.id])
  })

  test("a common given name in one dealer's sales: its pages in the list's order, never another dealer's", async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await searchWorld()
    const more = []
    const family = ['An', 'Bình', 'Châu', 'Dung', 'Giang', 'Hà', 'Khánh', 'Linh', 'Minh', 'Ngọc']
    for (const name of family) {
      more.push(
        await registerSale(world.staff.user, world.films.clear, { customerName: `${name} Hương` })
      )
    }
    // Another dealer's Hương is never this dealer's match.
    await registerSale(world.otherStaff.user, world.films.clear, { customerName: 'Hải Hương' })
    withCountCap(cleanup, 3)
    const dealerId = Number(world.staff.user.dealerId)
    const newestFirst = [world.huong, ...more].map((sale) => sale.id).toSorted((a, b) => b - a)
    for (const [api, scope] of [
      [adminApi(client, world.admin.token), { dealerId }],
      [adminApi(client, world.staff.token), {}],
    ] as const) {
      const page = async (number: number) => {
        const response = await api.get(SALES_URL, {
          search: 'HƯƠNG',
          perPage: 10,
          page: number,
          ...scope,
        })
        response.assertStatus(200)
        return response.body() as Paginated<SaleListItemDto>
      }
      const first = await page(1)
      assert.deepEqual(
        first.data.map((sale) => sale.id),
        newestFirst.slice(0, 10)
      )
      assert.deepInclude(first.meta, { total: 10, lastPage: 2, totalIsEstimate: true })
      const second = await page(2)
      assert.deepEqual(
        second.data.map((sale) => sale.id),
        newestFirst.slice(10)
      )
      assert.deepInclude(second.meta, { total: 11, lastPage: 2, totalIsEstimate: false })
    }
  })

  test('fragments shorter than a trigram are checked on the rows: the same matches either way', async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await searchWorld()
    const api = adminApi(client, world.admin.token)
    // Two letters folded (`hu`, `ye`), one of them a code's or plate's letter at most.
    assert.deepEqual(await listIds(api, 'Hư'), [world.huong.id])
    const both = [world.huong.id, world.other.id]
    assert.sameMembers(await listIds(api, 'yễ'), both)
    withCountCap(cleanup, 1)
    assert.sameMembers(await listIds(api, 'yễ'), both)
  })
})
