import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Sale from '#models/sale'
import { applySaleSearch } from '#queries/sale_search'
import { foundThroughIndexes } from '#queries/search_alternatives'
import type { NamePart } from '#queries/search_plan'
import { forgetNameSamples, nameSample } from '#queries/name_trigrams'
import { recordQueries } from '#tests/helpers/query_count'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, listIds, registerSale, saleBody } from '#tests/helpers/sales'
import { searchWorld, trustSmallSamples } from '#tests/helpers/search'

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

  test('a common name in name order: the names that begin with it and those that hold it later, page by page', async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await namesWorld()
    trustSmallSamples(cleanup, 3)
    forgetNameSamples()
    const api = adminApi(client, world.admin.token)
    const recorder = recordQueries()
    cleanup(() => recorder.stop())
    const page = (direction: string, number: number) =>
      listIds(api, { search: 'Nguyễn', sort: 'customerName', direction, perPage: 10, page: number })
    const pages = (direction: string) => Promise.all([1, 2, 3].map((n) => page(direction, n)))
    const chunks = (ids: number[]) => [ids.slice(0, 10), ids.slice(10), []]
    assert.deepEqual(await pages('asc'), chunks(world.byName))
    assert.deepEqual(await pages('desc'), chunks(world.byName.toReversed()))
    // Read in two runs: the names from `nguyen` on, and the rest of the names apart.
    const runs = recorder.reading('sales').filter((sql) => /start_run/.test(sql))
    assert.isNotEmpty(runs)
    const sqlite = Sale.query().client.dialect.name.includes('sqlite')
    for (const sql of runs) {
      assert.match(sql, sqlite ? /sales_name_rest/ : /substr\(sales\.search_text, 2\)/)
    }
    // One dealer's: the other dealer's namesake is not on its pages.
    await registerSale(world.otherStaff.user, world.films.clear, { customerName: 'Nguyễn Ân' })
    const staff = adminApi(client, world.staff.token)
    const query = { search: 'nguyen', sort: 'customerName', perPage: 10 }
    assert.deepEqual(await listIds(staff, query), world.byName.slice(0, 10))
    assert.deepEqual(await listIds(staff, { ...query, page: 2 }), world.byName.slice(10))
    // Most of its holders begin with it: one dealer's are counted through the runs too.
    const counting = recordQueries()
    cleanup(() => counting.stop())
    const newestFirst = await listIds(staff, { search: 'nguyen', perPage: 25 })
    assert.sameMembers(newestFirst, world.byName)
    assert.deepEqual(
      newestFirst,
      newestFirst.toSorted((a, b) => b - a)
    )
    const count = counting.reading('sales').filter((sql) => /\bmatches\b/.test(sql))
    assert.lengthOf(count, 1)
    assert.match(count[0], /start_run/)
  })

  test('the rest of the names is found alike walked or through its index, and follows every edit', async ({
    client,
    assert,
  }) => {
    const world = await namesWorld()
    forgetNameSamples()
    const sample = await nameSample(Sale.query().client)
    const part = async (name: NamePart) => {
      const found = await applySaleSearch(Sale.query(), 'nguyen', sample, { name }).select('id')
      return found.map((sale) => sale.id)
    }
    const starting = [world.an, world.binh, world.chau, world.dung, world.khanh, world.yen].concat([
      world.huong,
      world.other,
    ])
    assert.sameMembers(
      await part({ part: 'start' }),
      starting.map((sale) => sale.id)
    )
    const later = [world.bui.id, world.ho.id, world.le.id, world.pham.id, world.tran.id]
    assert.sameMembers(await part({ part: 'rest', restFromIndex: true }), later)
    assert.sameMembers(await part({ part: 'rest', restFromIndex: false }), later)

    // Renamed: no longer holding it, then beginning with it.
    const api = adminApi(client, world.admin.token)
    const rename = async (customerName: string) => {
      const body = saleBody(world.films, { customerName, dealerId: world.staff.user.dealerId })
      const response = await api.put(`${SALES_URL}/${world.tran.id}`, body)
      response.assertStatus(200)
    }
    await rename('Trần Văn Khang')
    const others = later.filter((id) => id !== world.tran.id)
    assert.sameMembers(await part({ part: 'rest', restFromIndex: true }), others)
    await rename('Nguyễn Khang')
    assert.sameMembers(await part({ part: 'rest', restFromIndex: true }), others)
    assert.include(await part({ part: 'start' }), world.tran.id)
  })

  test('only a term found through indexes alone is read in runs', ({ assert }) => {
    assert.isTrue(foundThroughIndexes('Nguyễn'))
    // `LE` and `TH` (of `thị`) as codes or plates would be walked for: the plain search reads them.
    assert.isFalse(foundThroughIndexes('le'))
    assert.isFalse(foundThroughIndexes('thị'))
    assert.isFalse(foundThroughIndexes('ng%'))
  })
})
