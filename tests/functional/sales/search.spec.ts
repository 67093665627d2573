import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import SalesService from '#services/sales_service'
import { backfillSearchText } from '#services/search_backfill'
import { DealerFactory } from '#database/factories/dealer_factory'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, listIds, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import { HUONG, searchWorld } from '#tests/helpers/search'
import type { Paginated } from '#dtos/pagination'
import type { SaleListItemDto } from '#dtos/sale'
import type { DealerDto } from '#dtos/dealer'

test.group('Sales API | search ignores case and accents', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('"{label}" finds Nguyễn Thị Hương only')
    .with([
      { label: 'no accents', search: 'nguyen thi huong' },
      { label: 'upper case with accents', search: 'NGUYỄN THỊ HƯƠNG' },
      { label: 'typed in NFD', search: HUONG.normalize('NFD') },
      { label: 'a fragment without accents', search: 'thi huo' },
      { label: 'a two-letter fragment', search: 'Hư' },
    ])
    .run(async ({ client, assert }, { search }) => {
      const world = await searchWorld()
      const found = await listIds(adminApi(client, world.admin.token), search)
      assert.deepEqual(found, [world.huong.id])
    })

  test('quotes, stars and colons are searched as text, not as query syntax', async ({
    client,
    assert,
  }) => {
    const world = await searchWorld()
    const quoted = await registerSale(world.staff.user, world.films.clear, {
      customerName: 'Lim "Ah Kow" (Jimmy)',
    })
    const api = adminApi(client, world.admin.token)
    assert.deepEqual(await listIds(api, '"ah kow"'), [quoted.id])
    assert.deepEqual(await listIds(api, 'kow" (jim'), [quoted.id])
    for (const search of ['nguyen*', 'search_text: nguyen', 'NEAR(nguyen an)', 'thi OR aina']) {
      assert.deepEqual(await listIds(api, search), [], search)
    }
  })

  test('fragments of code, plate and phone each find their sale', async ({ client, assert }) => {
    const world = await searchWorld()
    const api = adminApi(client, world.admin.token)
    const code = world.other.warrantyCode
    const cases: [string, number][] = [
      [code.slice(2, 7).toLowerCase(), world.other.id],
      [code.slice(-4), world.other.id],
      ['wxy98', world.other.id],
      ['h12345', world.huong.id],
      ['7784', world.other.id],
      ['012-778 4455', world.other.id],
      ['912345', world.huong.id],
      ['4441234', world.aina.id],
    ]
    for (const [search, id] of cases) {
      assert.deepEqual(await listIds(api, search), [id], search)
    }
  })

  test('"nguyen" finds both Nguyễn, newest first; no match is an empty page', async ({
    client,
    assert,
  }) => {
    const world = await searchWorld()
    const api = adminApi(client, world.admin.token)
    assert.sameMembers(await listIds(api, 'nguyen'), [world.huong.id, world.other.id])
    assert.deepEqual(await listIds(api, 'nguyen thi an'), [])
    assert.deepEqual(await listIds(api, '50%'), [])
  })

  test('a search is paged in the order asked for, with its exact total', async ({
    client,
    assert,
  }) => {
    const world = await searchWorld()
    const given = ['An', 'Bình', 'Châu', 'Dung', 'Giang', 'Hà', 'Khánh', 'Linh', 'Minh', 'Ngọc']
    const more = []
    for (const name of given) {
      more.push(
        await registerSale(world.staff.user, world.films.clear, { customerName: `Nguyễn ${name}` })
      )
    }
    // By name: Nguyễn An … Nguyễn Ngọc, then Nguyễn Thị Hương, Nguyễn Văn Thông.
    const byName = [...more.map((sale) => sale.id), world.huong.id, world.other.id]
    const api = adminApi(client, world.admin.token)
    const page = async (direction: string, number: number) => {
      const query = { search: 'nguyen', sort: 'customerName', direction, perPage: 10, page: number }
      const response = await api.get(SALES_URL, query)
      response.assertStatus(200)
      const body = response.body() as Paginated<SaleListItemDto>
      assert.deepInclude(body.meta, { total: 12, lastPage: 2, totalIsEstimate: false })
      return body.data.map((sale) => sale.id)
    }
    assert.deepEqual(await page('asc', 1), byName.slice(0, 10))
    assert.deepEqual(await page('asc', 2), byName.slice(10))
    assert.deepEqual(await page('desc', 1), byName.toReversed().slice(0, 10))
    assert.deepEqual(await page('desc', 2), byName.toReversed().slice(10))
    assert.deepEqual(await page('asc', 3), [])
  })

  test('an edited name is found by its new spelling, no longer by the old one', async ({
    client,
    assert,
  }) => {
    const world = await searchWorld()
    const api = adminApi(client, world.admin.token)
    const body = saleBody(world.films, {
      customerName: 'Trần Đức Thắng',
      dealerId: world.staff.user.dealerId,
    })
    const response = await api.put(`${SALES_URL}/${world.aina.id}`, body)
    response.assertStatus(200)
    assert.deepEqual(await listIds(api, 'tran duc thang'), [world.aina.id])
    assert.deepEqual(await listIds(api, 'nurul'), [])
    await SalesService.void(world.admin.user, world.aina, 'Registered twice')
    assert.deepEqual(await listIds(api, 'DUC THANG'), [world.aina.id], 'void sales stay findable')
  })
})

test.group('Dealers API | search ignores case and accents', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('"dai ly", upper case and accent-free fragments find Đại lý Phúc An', async ({
    client,
    assert,
  }) => {
    const world = await salesWorld()
    await DealerFactory.merge([
      { name: 'Đại lý Phúc An', city: 'Hà Nội' },
      { name: 'Alpha Tint Studio', city: 'Petaling Jaya' },
    ]).createMany(2)
    for (const search of ['dai ly', 'ĐẠI LÝ', 'phuc an', 'ha noi']) {
      const response = await adminApi(client, world.admin.token).get('/api/admin/dealers', {
        search,
      })
      const names = (response.body() as Paginated<DealerDto>).data.map((dealer) => dealer.name)
      assert.deepEqual(names, ['Đại lý Phúc An'], search)
    }
  })
})

test.group('Search text | back-fill of existing rows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('rows saved without search text become findable; a second run changes nothing', async ({
    client,
    assert,
  }) => {
    const world = await searchWorld()
    // As rows written before migration 1732200000011 (or by raw SQL) are.
    await db.from('sales').where('id', world.huong.id).update({ search_text: '' })
    await db.from('dealers').update({ search_text: '' })
    const api = adminApi(client, world.admin.token)
    assert.deepEqual(await listIds(api, 'nguyen thi huong'), [])

    const updated = await backfillSearchText(db.connection())
    assert.equal(updated.sales, 1)
    assert.isAbove(updated.dealers, 0)
    assert.deepEqual(await listIds(api, 'nguyen thi huong'), [world.huong.id])
    const again = await backfillSearchText(db.connection())
    assert.deepEqual(again, { sales: 0, dealers: 0, products: 0, users: 0 })
  })
})
