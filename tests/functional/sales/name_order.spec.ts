import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { recordQueries } from '#tests/helpers/query_count'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, listIds, registerSale, saleBody } from '#tests/helpers/sales'
import { searchWorld, withCountCap } from '#tests/helpers/search'

/**
 * The search world's sales, and names that begin with `nguyen` in any case
 * and spelling, names that hold it further on, and others: in name order
 * (folded) `bui thi nguyen`, `le nguyen ha`, `nguyen an` … `tran nguyen khang`.
 */
async function namesWorld() {
  const world = await searchWorld()
  const sale = (customerName: string) =>
    registerSale(world.staff.user, world.films.clear, { customerName })
  const an = await sale('NGUYỄN AN')
  const tran = await sale('Trần Nguyên Khang')
  const binh = await sale('nguyễn bình')
  const dang = await sale('Đặng Văn Dũng')
  const bui = await sale('Bùi Thị Nguyễn')
  const chau = await sale('Nguyen Châu')
  const le = await sale('Lê Nguyễn Hà')
  const anh = await sale('Anh Đào')
  const pham = await sale('Phạm Nguyễn Giang')
  const ho = await sale('Hồ Nguyên')
  const dung = await sale('nguyen dung')
  const khanh = await sale('NGUYỄN KHÁNH')
  const yen = await sale('Nguyễn Yến')
  const holders = [bui, ho, le, an, binh, chau, dung, khanh, world.huong, world.other, yen]
  const byName = [...holders, pham, tran].map((s) => s.id)
  return { ...world, an, tran, binh, dang, bui, chau, le, anh, pham, ho, dung, khanh, yen, byName }
}

test.group('Sales API | name order', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('names are sorted as read: without case or accents, Đ among the D', async ({
    client,
    assert,
  }) => {
    const world = await namesWorld()
    const api = adminApi(client, world.staff.token)
    const ascending = [
      world.anh,
      world.bui,
      world.dang,
      world.ho,
      world.le,
      world.an,
      world.binh,
      world.chau,
      world.dung,
      world.khanh,
      world.huong,
      world.other,
      world.yen,
      world.aina,
      world.pham,
      world.tran,
    ].map((sale) => sale.id)
    const query = { sort: 'customerName', perPage: 25 }
    assert.deepEqual(await listIds(api, { ...query, direction: 'asc' }), ascending)
    assert.deepEqual(await listIds(api, { ...query, direction: 'desc' }), ascending.toReversed())
  })

  test('a name held by more sales than the list counts, in name order, page by page, both ways')
    .with([
      // Over the cap, with its other holders (names holding it later) fewer than a cap:
      // the names that begin with it are read as a range of the name order, the others merged in.
      { cap: 6, range: true },
      // Its other holders more than a cap too: the name order is walked, each sale checked.
      { cap: 3, range: false },
    ])
    .run(async ({ client, assert, cleanup }, { cap, range }) => {
      const world = await namesWorld()
      withCountCap(cleanup, cap)
      const api = adminApi(client, world.admin.token)
      const recorder = recordQueries()
      cleanup(() => recorder.stop())
      const page = (direction: string, number: number) =>
        listIds(api, {
          search: 'Nguyễn',
          sort: 'customerName',
          direction,
          perPage: 10,
          page: number,
        })
      const pages = (direction: string) => Promise.all([1, 2, 3].map((n) => page(direction, n)))
      const chunks = (ids: number[]) => [ids.slice(0, 10), ids.slice(10), []]
      assert.deepEqual(await pages('asc'), chunks(world.byName))
      assert.deepEqual(await pages('desc'), chunks(world.byName.toReversed()))
      // The range read in order (the others' query excludes it: `NOT (…)`).
      const ranges = recorder
        .reading('sales')
        .filter((sql) => /search_text\W* >= (\?|\$\d)/.test(sql) && !/NOT \(/.test(sql))
      assert.equal(ranges.length > 0, range)

      // One dealer's: the other dealer's namesake is not on its pages.
      await registerSale(world.otherStaff.user, world.films.clear, { customerName: 'Nguyễn Ân' })
      const staff = adminApi(client, world.staff.token)
      const query = { search: 'nguyen', sort: 'customerName', perPage: 10 }
      assert.deepEqual(await listIds(staff, query), world.byName.slice(0, 10))
      assert.deepEqual(await listIds(staff, { ...query, page: 2 }), world.byName.slice(10))
    })

  test('a renamed sale follows the search at once: no longer holding the name, then beginning with it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await namesWorld()
    withCountCap(cleanup, 6)
    const api = adminApi(client, world.admin.token)
    const query = { search: 'nguyen', sort: 'customerName', perPage: 25 }
    const rename = async (customerName: string) => {
      const body = saleBody(world.films, { customerName, dealerId: world.staff.user.dealerId })
      const response = await api.put(`${SALES_URL}/${world.tran.id}`, body)
      response.assertStatus(200)
    }
    await rename('Trần Văn Khang')
    assert.deepEqual(
      await listIds(api, query),
      world.byName.filter((id) => id !== world.tran.id)
    )
    await rename('Nguyễn Khang')
    const found = await listIds(api, query)
    // Nguyễn Khang sorts between Nguyễn Dung and Nguyễn Khánh.
    assert.equal(found.indexOf(world.tran.id), found.indexOf(world.khanh.id) - 1)
    assert.lengthOf(found, world.byName.length)
  })
})
