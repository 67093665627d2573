import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Sale from '#models/sale'
import { applySaleSearch, matchesSoonerFromIndex } from '#queries/sale_search'
import {
  chooseTrigrams,
  forgetNameSamples,
  nameSample,
  sampleFreshness,
  sampleOf,
} from '#queries/name_trigrams'
import { recordQueries } from '#tests/helpers/query_count'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, listIds, registerSale } from '#tests/helpers/sales'
import { searchWorld, trustSmallSamples } from '#tests/helpers/search'
import type { Paginated } from '#dtos/pagination'
import type { SaleListItemDto } from '#dtos/sale'

/*
 * What the sales search decides on a sample of customers' names
 * (#queries/name_trigrams): which trigrams a long fragment asks the index
 * for, and how a fragment most names hold is found (#queries/sale_search).
 */
test.group('Sales API | the sample of names and common names', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a long name asked by the trigrams a sample chose finds only the names holding it', async ({
    assert,
  }) => {
    const world = await searchWorld()
    const sample = sampleOf(['nguyen thi lan', 'tran thi mai', 'pham thi huong', 'nguyen van an'])
    // SQLite asks for any of its trigrams, PostgreSQL for those within words: the decoy has both.
    const chosen = [true, false].flatMap(
      (withinWords) => chooseTrigrams('nguyen thi huong', sample, withinWords) ?? []
    )
    // A name holding every trigram the index is asked for, not the fragment.
    await registerSale(world.staff.user, world.films.clear, {
      customerName: chosen.join(' x ').toUpperCase(),
    })
    const found = await applySaleSearch(Sale.query(), 'nguyen thi huong', sample).select('sales.id')
    assert.deepEqual(
      found.map((sale) => sale.id),
      [world.huong.id]
    )
  })

  test('the sample of names is read from the customers and kept for the next searches', async ({
    assert,
  }) => {
    await searchWorld()
    forgetNameSamples()
    const sample = await nameSample(Sale.query().client)
    const [{ total }] = await db.from('sales').count('* as total')
    assert.equal(sample?.size, Number(total))
    // Nguyễn Thị Hương and Nguyễn Văn Thông hold `ngu`, folded; Nurul Aina does not.
    assert.lengthOf(sample?.holders.get('ngu') ?? [], 2)
    assert.lengthOf(sample?.holders.get('huo') ?? [], 1)
    assert.strictEqual(await nameSample(Sale.query().client), sample)
  })

  test('a sample of a small table is taken again soon: sales imported next are judged by their names', async ({
    assert,
    cleanup,
  }) => {
    const world = await searchWorld()
    forgetNameSamples()
    const first = await nameSample(Sale.query().client)
    await registerSale(world.staff.user, world.films.clear, { customerName: 'Trần Văn Nam' })
    // Within its time it serves as it was…
    assert.strictEqual(await nameSample(Sale.query().client), first)
    const kept = { ...sampleFreshness }
    Object.assign(sampleFreshness, { wholeMs: 0 })
    cleanup(() => {
      Object.assign(sampleFreshness, kept)
    })
    // …then it still serves while the new one is taken, which the next search gets (its
    // time set back: no other is taken after it, once this test's transaction is over).
    assert.strictEqual(await nameSample(Sale.query().client), first)
    Object.assign(sampleFreshness, kept)
    let next = first
    for (let wait = 0; next === first && wait < 50; wait++) {
      await new Promise((done) => setTimeout(done, 20))
      next = await nameSample(Sale.query().client)
    }
    assert.equal(next?.size, (first?.size ?? 0) + 1)
    assert.lengthOf(next?.holders.get('tra') ?? [], 1)
  })

  test('a fragment most names hold is checked on the rows: the same sales, pages and totals', async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await searchWorld()
    const more = []
    for (const name of [
      'An',
      'Bình',
      'Châu',
      'Dung',
      'Giang',
      'Hà',
      'Khánh',
      'Linh',
      'Minh',
      'Ngọc',
    ]) {
      more.push(
        await registerSale(world.staff.user, world.films.clear, { customerName: `Nguyễn ${name}` })
      )
    }
    // `nguyen` is in 12 of the 13 names: common, once a sample of 13 is trusted;
    // past a cap of 5 the page is read by walking the list's order.
    trustSmallSamples(cleanup, 5)
    forgetNameSamples()
    const api = adminApi(client, world.admin.token)
    const newestFirst = [world.huong, world.other, ...more]
      .map((sale) => sale.id)
      .toSorted((a, b) => b - a)
    const recorder = recordQueries()
    const response = await api.get(SALES_URL, { search: 'NGUYỄN', perPage: 10, page: 2 })
    recorder.stop()
    response.assertStatus(200)
    const body = response.body() as Paginated<SaleListItemDto>
    assert.deepEqual(
      body.data.map((sale) => sale.id),
      newestFirst.slice(10)
    )
    assert.deepInclude(body.meta, { total: 12, lastPage: 2, totalIsEstimate: false })
    // The page was read without SQLite's trigram table (PostgreSQL's planner decides by its
    // statistics); only the capped count may read from it (the next test).
    const pages = recorder
      .reading('sales')
      .filter((sql) => /like/i.test(sql) && !/\bmatches\b/.test(sql))
    assert.isNotEmpty(pages)
    for (const sql of pages) assert.notMatch(sql, /sales_search/)
    // In name order the index is asked (the holders of a surname are one run of names there).
    const byName = await api.get(SALES_URL, { search: 'nguyen', sort: 'customerName' })
    const names = (byName.body() as Paginated<SaleListItemDto>).data.map(
      (sale) => sale.customerName
    )
    assert.lengthOf(names, 12)
    assert.deepEqual(names, names.toSorted())
    // A rare fragment still goes through the index.
    assert.sameMembers(await listIds(api, 'aina'), [world.aina.id])
  })

  test("a common given name in one dealer's sales is counted from the trigram table, the page walked in the list's order", async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await searchWorld()
    const more = []
    // A given name: its holders are no run of the name order (the next file's surnames are).
    const family = ['An', 'Bình', 'Châu', 'Dung', 'Giang', 'Hà', 'Khánh', 'Linh', 'Minh', 'Ngọc']
    for (const name of family) {
      more.push(
        await registerSale(world.staff.user, world.films.clear, { customerName: `${name} Hương` })
      )
    }
    // Another dealer's Hương is never this dealer's match.
    await registerSale(world.otherStaff.user, world.films.clear, { customerName: 'Hải Hương' })
    trustSmallSamples(cleanup, 3)
    forgetNameSamples()
    const dealerId = world.staff.user.dealerId
    const newestFirst = [world.huong, ...more].map((sale) => sale.id).toSorted((a, b) => b - a)
    const api = adminApi(client, world.admin.token)
    const page = async (number: number) => {
      const query = { search: 'HƯƠNG', dealerId: Number(dealerId), perPage: 10, page: number }
      const response = await api.get(SALES_URL, query)
      response.assertStatus(200)
      return response.body() as Paginated<SaleListItemDto>
    }
    const recorder = recordQueries()
    const first = await page(1)
    recorder.stop()
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

    const searches = recorder.reading('sales').filter((sql) => /like/i.test(sql))
    const counts = searches.filter((sql) => /\bmatches\b/.test(sql))
    const pages = searches.filter((sql) => !counts.includes(sql))
    assert.lengthOf(counts, 1)
    assert.lengthOf(pages, 1)
    assert.notMatch(pages[0], /sales_search/)
    if (db.connection().dialect.name.includes('sqlite')) {
      assert.match(counts[0], /from sales_search cross join sales on/i)
    }
  })

  test('a common name is counted from the trigram table only where that reads fewer rows', async ({
    assert,
  }) => {
    // 55 of 1,000 sampled names hold `nguyen`; a million sales.
    const names = Array.from({ length: 1000 }, (_, at) =>
      at < 55 ? 'nguyen van an' : 'tran thi mai'
    )
    const sample = { ...sampleOf(names), rows: 1_000_000 }
    // A dealer with an eighth of the sales: 8,000 rows through the table against 18,200 walked.
    assert.isTrue(await matchesSoonerFromIndex('Nguyễn', sample, async () => 125_000, 1001))
    // All dealers: the first 1,001 of the table's.
    assert.isTrue(await matchesSoonerFromIndex('nguyen', sample, async () => 1_000_000, 1001))
    // A dealer with 1 % of them: its 10,000 sales walked, not the table's 55,000 matches.
    assert.isFalse(await matchesSoonerFromIndex('nguyen', sample, async () => 10_000, 1001))
    // A rare name, or a fragment too short for the table, is not asked this way.
    assert.isFalse(await matchesSoonerFromIndex('mai van', sample, async () => 125_000, 1001))
    assert.isFalse(await matchesSoonerFromIndex('ng', sample, async () => 125_000, 1001))
    // Without the size of the table (a sample not read from it), nothing is judged.
    assert.isFalse(
      await matchesSoonerFromIndex('nguyen', sampleOf(names), async () => 125_000, 1001)
    )
  })
})
