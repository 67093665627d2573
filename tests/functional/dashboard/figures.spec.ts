import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type Product from '#models/product'
import type User from '#models/user'
import { SaleFactory } from '#database/factories/sale_factory'
import { ProductFactory } from '#database/factories/product_factory'
import SalesService from '#services/sales_service'
import { addDays } from '#domain/calendar_date'
import { addMonths, firstDayOf, lastDayOf, monthOf } from '#domain/calendar_month'
import { todayIso } from '#domain/warranty_status'
import { adminApi } from '#tests/helpers/admin_api'
import { createAdmin, createStaff, issueToken } from '#tests/helpers/auth'
import { UserFactory } from '#database/factories/user_factory'
import { registerSale } from '#tests/helpers/sales'
import { DASHBOARD_MONTHS, type DashboardDto } from '#dtos/dashboard'

const URL = '/api/admin/dashboard'

type SaleSeed = {
  installedAt?: string
  expiresAt?: string
  products?: Product[]
  voidedAt?: DateTime
}

/** A sale written straight into the tables (the counters' triggers see it like any write). */
async function sale(user: User, seed: SaleSeed = {}) {
  const installedAt = seed.installedAt ?? todayIso()
  const expiresAt = seed.expiresAt ?? addDays(installedAt, 5 * 365)
  const products = seed.products ?? []
  const positions = ['windshield', 'front_sides', 'rear_sides', 'rear_windshield'] as const
  let factory = SaleFactory.merge({
    dealerId: user.dealerId!,
    createdBy: user.id,
    installedAt: DateTime.fromISO(installedAt),
    expiresAt: DateTime.fromISO(expiresAt),
    ...(seed.voidedAt
      ? { status: 'void' as const, voidReason: 'Registered twice.', voidedAt: seed.voidedAt }
      : {}),
  })
  if (products.length) {
    factory = factory.with('items', products.length, (items) =>
      items.merge(
        products.map((product, index) => ({
          productId: product.id,
          position: positions[index],
          warrantyExpiresAt: DateTime.fromISO(expiresAt),
        }))
      )
    )
  }
  return factory.create()
}

async function dashboard(client: any, token: string) {
  const response = await adminApi(client, token).get(URL)
  response.assertStatus(200)
  return (response.body() as { data: DashboardDto }).data
}

async function world() {
  const admin = await createAdmin()
  const north = await createStaff()
  const south = await createStaff()
  const [clear, dark] = await ProductFactory.merge([
    { name: 'Crystal Clear 70', sku: 'CC-70' },
    { name: 'Onyx Ceramic 15', sku: 'ON-15' },
  ]).createMany(2)
  return { admin, north, south, films: { clear, dark } }
}

test.group('Dashboard API | figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin sees every dealer: this month vs last, by month, by dealer and by film', async ({
    client,
    assert,
  }) => {
    const { admin, north, south, films } = await world()
    const today = todayIso()
    const month = monthOf(today)
    const lastMonth = addMonths(month, -1)
    await sale(north.user, { products: [films.clear, films.dark] })
    await sale(north.user, { products: [films.clear] })
    await sale(north.user, { installedAt: firstDayOf(lastMonth), products: [films.dark] })
    await sale(south.user, { products: [films.dark] })
    // A void sale counts nowhere but in the voids.
    await sale(south.user, { products: [films.clear], voidedAt: DateTime.local() })

    const data = await dashboard(client, admin.token)
    assert.equal(data.today, today)
    assert.deepEqual(data.scope, { dealerId: null, dealerName: null })
    assert.equal(data.counts.salesThisMonth, 3)
    assert.equal(data.counts.salesLastMonth, 1)
    assert.equal(data.counts.activeWarranties, 4)
    assert.equal(data.counts.voidsThisMonth, 1)
    assert.lengthOf(data.salesByMonth, DASHBOARD_MONTHS)
    assert.deepEqual(data.salesByMonth.at(-1), { month, sales: 3 })
    assert.deepEqual(data.salesByMonth.at(-2), { month: lastMonth, sales: 1 })
    assert.equal(data.salesByMonth[0].month, addMonths(month, 1 - DASHBOARD_MONTHS))

    await north.user.load('dealer')
    assert.deepEqual(
      data.byDealer.top.map((row) => [row.id, row.count]),
      [
        [north.user.dealerId, 3],
        [south.user.dealerId, 1],
      ]
    )
    assert.equal(data.byDealer.top[0].name, north.user.dealer.name)
    assert.deepEqual(data.byDealer.others, { count: 0, groups: 0 })
    // Windows per film: clear 2 (the void one left out), dark 3.
    assert.deepEqual(
      data.byFilm.top.map((row) => [row.name, row.detail, row.count]),
      [
        ['Onyx Ceramic 15', 'ON-15', 3],
        ['Crystal Clear 70', 'CC-70', 2],
      ]
    )
  })

  test('staff see their own dealer’s figures only, whatever they ask', async ({
    client,
    assert,
  }) => {
    const { north, south, films } = await world()
    await sale(north.user, { products: [films.clear] })
    await sale(south.user, { products: [films.dark] })
    await sale(south.user, { products: [films.dark] })
    await sale(south.user, { voidedAt: DateTime.local() })

    const response = await adminApi(client, north.token).get(URL, {
      dealerId: south.user.dealerId!,
    })
    response.assertStatus(200)
    const data = (response.body() as { data: DashboardDto }).data
    await north.user.load('dealer')
    assert.deepEqual(data.scope, {
      dealerId: north.user.dealerId,
      dealerName: north.user.dealer.name,
    })
    assert.equal(data.counts.salesThisMonth, 1)
    assert.equal(data.counts.activeWarranties, 1)
    assert.equal(data.counts.voidsThisMonth, 0)
    assert.deepEqual(data.byDealer, { top: [], others: { count: 0, groups: 0 } })
    assert.deepEqual(
      data.byFilm.top.map((row) => [row.id, row.count]),
      [[films.clear.id, 1]]
    )

    const other = await dashboard(client, south.token)
    assert.equal(other.counts.salesThisMonth, 2)
    assert.equal(other.counts.voidsThisMonth, 1)
  })

  test('month boundaries: last day of last month, first of this one, the 24-month window', async ({
    client,
    assert,
  }) => {
    const { admin, north } = await world()
    const month = monthOf(todayIso())
    const oldest = addMonths(month, 1 - DASHBOARD_MONTHS)
    await sale(north.user, { installedAt: lastDayOf(addMonths(month, -1)) })
    await sale(north.user, { installedAt: firstDayOf(month) })
    await sale(north.user, { installedAt: firstDayOf(oldest) })
    await sale(north.user, { installedAt: lastDayOf(addMonths(oldest, -1)) })

    const data = await dashboard(client, admin.token)
    assert.equal(data.counts.salesThisMonth, 1)
    assert.equal(data.counts.salesLastMonth, 1)
    assert.deepEqual(data.salesByMonth[0], { month: oldest, sales: 1 })
    const total = data.salesByMonth.reduce((sum, row) => sum + row.sales, 0)
    assert.equal(total, 3, 'the sale before the window is not drawn')
    // By dealer covers the last 12 months only.
    assert.equal(data.byDealer.top[0].count, 2)
  })

  test('active and expiring: the expiry day is covered, the window is 30 days, voids are out', async ({
    client,
    assert,
  }) => {
    const { admin, north } = await world()
    const today = todayIso()
    const longAgo = addDays(today, -1000)
    const ending = (expiresAt: string, voidedAt?: DateTime) =>
      sale(north.user, { installedAt: longAgo, expiresAt, voidedAt })
    await ending(addDays(today, -1)) // expired yesterday
    await ending(today) // its last day: active, expiring
    await ending(addDays(today, 30)) // expiring, the window's last day
    await ending(addDays(today, 31)) // active, not expiring
    await ending(addDays(today, 3000)) // active for years
    await ending(addDays(today, 5), DateTime.local()) // void: neither

    const data = await dashboard(client, admin.token)
    assert.equal(data.counts.activeWarranties, 4)
    assert.equal(data.counts.expiringSoon, 2)
  })

  test('voids are counted from the 1st of this month', async ({ client, assert }) => {
    const { admin, north } = await world()
    const startOfMonth = DateTime.local().startOf('month')
    await sale(north.user, { voidedAt: startOfMonth.plus({ minutes: 1 }) })
    await sale(north.user, { voidedAt: startOfMonth.minus({ minutes: 1 }) })
    const data = await dashboard(client, admin.token)
    assert.equal(data.counts.voidsThisMonth, 1)
  })

  test('the counters follow registering, correcting and voiding a sale', async ({
    client,
    assert,
  }) => {
    const { admin, north, films } = await world()
    const registered = await registerSale(north.user, films.clear, {
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'front_sides', product: films.dark },
      ],
    })
    let data = await dashboard(client, admin.token)
    assert.equal(data.counts.salesThisMonth, 1)
    assert.equal(data.counts.activeWarranties, 1)
    assert.sameDeepMembers(
      data.byFilm.top.map((row) => [row.id, row.count]),
      [
        [films.clear.id, 1],
        [films.dark.id, 1],
      ]
    )

    // Moved to last month, one window dropped and the other film changed.
    const lastMonthDay = lastDayOf(addMonths(monthOf(todayIso()), -1))
    const saved = await SalesService.find(admin.user, registered.id)
    await SalesService.update(admin.user, saved, {
      customerName: registered.customerName,
      customerPhone: registered.customerPhone,
      plateNumber: registered.plateNumber,
      vehicleMake: registered.vehicleMake,
      vehicleModel: registered.vehicleModel,
      installedAt: lastMonthDay,
      items: [{ position: 'windshield', productId: films.dark.id }],
    } as any)
    data = await dashboard(client, admin.token)
    assert.equal(data.counts.salesThisMonth, 0)
    assert.equal(data.counts.salesLastMonth, 1)
    assert.deepEqual(
      data.byFilm.top.map((row) => [row.id, row.count]),
      [[films.dark.id, 1]]
    )

    await SalesService.void(admin.user, await SalesService.find(admin.user, registered.id), 'Typo')
    data = await dashboard(client, admin.token)
    assert.equal(data.counts.salesLastMonth, 0)
    assert.equal(data.counts.activeWarranties, 0)
    assert.equal(data.counts.voidsThisMonth, 1)
    assert.deepEqual(data.byFilm.top, [])
  })

  test('top dealers, the rest summed as others', async ({ client, assert }) => {
    const { admin } = await world()
    for (let index = 0; index < 10; index++) {
      const staff = await createStaff()
      for (let count = 0; count <= index; count++) await sale(staff.user)
    }
    const data = await dashboard(client, admin.token)
    assert.deepEqual(
      data.byDealer.top.map((row) => row.count),
      [10, 9, 8, 7, 6, 5, 4, 3]
    )
    assert.deepEqual(data.byDealer.others, { count: 3, groups: 2 })
  })

  test('a staff account without a dealer sees zeros; signed-out callers get 401', async ({
    client,
    assert,
  }) => {
    const { north } = await world()
    await sale(north.user)
    const lonely = await UserFactory.merge({ isAdmin: false, dealerId: null }).create()
    const data = await dashboard(client, await issueToken(lonely))
    assert.equal(data.counts.salesThisMonth, 0)
    assert.equal(data.counts.activeWarranties, 0)
    assert.deepEqual(data.byFilm.top, [])

    const anonymous = await client.get(URL)
    anonymous.assertStatus(401)
    assert.property(anonymous.body(), 'message')
  })
})
