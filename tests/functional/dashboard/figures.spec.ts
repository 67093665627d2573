import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import SalesService from '#services/sales_service'
import { addDays } from '#domain/calendar_date'
import { addMonths, firstDayOf, lastDayOf, monthOf } from '#domain/calendar_month'
import { todayIso } from '#domain/warranty_status'
import { createStaff } from '#tests/helpers/auth'
import { registerSale } from '#tests/helpers/sales'
import { recordQueries } from '#tests/helpers/query_count'
import { dashboardSale, dashboardWorld, fetchDashboard } from '#tests/helpers/dashboard'
import { DASHBOARD_MONTHS } from '#dtos/dashboard'

test.group('Dashboard API | figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin sees every dealer: this month vs last, by month, by dealer and by film', async ({
    client,
    assert,
  }) => {
    const { admin, north, south, films } = await dashboardWorld()
    const today = todayIso()
    const month = monthOf(today)
    const lastMonth = addMonths(month, -1)
    await dashboardSale(north.user, { products: [films.clear, films.dark] })
    await dashboardSale(north.user, { products: [films.clear] })
    await dashboardSale(north.user, { installedAt: firstDayOf(lastMonth), products: [films.dark] })
    await dashboardSale(south.user, { products: [films.dark] })
    // A void sale counts nowhere but in the voids.
    await dashboardSale(south.user, { products: [films.clear], voidedAt: DateTime.local() })

    const data = await fetchDashboard(client, admin.token)
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

  test('month boundaries: last day of last month, first of this one, the 24-month window', async ({
    client,
    assert,
  }) => {
    const { admin, north } = await dashboardWorld()
    const month = monthOf(todayIso())
    const oldest = addMonths(month, 1 - DASHBOARD_MONTHS)
    await dashboardSale(north.user, { installedAt: lastDayOf(addMonths(month, -1)) })
    await dashboardSale(north.user, { installedAt: firstDayOf(month) })
    await dashboardSale(north.user, { installedAt: firstDayOf(oldest) })
    await dashboardSale(north.user, { installedAt: lastDayOf(addMonths(oldest, -1)) })

    const data = await fetchDashboard(client, admin.token)
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
    const { admin, north } = await dashboardWorld()
    const today = todayIso()
    const longAgo = addDays(today, -1000)
    const ending = (expiresAt: string, voidedAt?: DateTime) =>
      dashboardSale(north.user, { installedAt: longAgo, expiresAt, voidedAt })
    await ending(addDays(today, -1)) // expired yesterday
    await ending(today) // its last day: active, expiring
    await ending(addDays(today, 30)) // expiring, the window's last day
    await ending(addDays(today, 31)) // active, not expiring
    await ending(addDays(today, 3000)) // active for years
    await ending(addDays(today, 5), DateTime.local()) // void: neither

    const data = await fetchDashboard(client, admin.token)
    assert.equal(data.counts.activeWarranties, 4)
    assert.equal(data.counts.expiringSoon, 2)
  })

  test('voids are counted from the 1st of this month', async ({ client, assert }) => {
    const { admin, north } = await dashboardWorld()
    const startOfMonth = DateTime.local().startOf('month')
    await dashboardSale(north.user, { voidedAt: startOfMonth.plus({ minutes: 1 }) })
    await dashboardSale(north.user, { voidedAt: startOfMonth.minus({ minutes: 1 }) })
    const data = await fetchDashboard(client, admin.token)
    assert.equal(data.counts.voidsThisMonth, 1)
  })

  test('the counters follow registering, correcting and voiding a sale', async ({
    client,
    assert,
  }) => {
    const { admin, north, films } = await dashboardWorld()
    const registered = await registerSale(north.user, films.clear, {
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'front_sides', product: films.dark },
      ],
    })
    let data = await fetchDashboard(client, admin.token)
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
    data = await fetchDashboard(client, admin.token)
    assert.equal(data.counts.salesThisMonth, 0)
    assert.equal(data.counts.salesLastMonth, 1)
    assert.deepEqual(
      data.byFilm.top.map((row) => [row.id, row.count]),
      [[films.dark.id, 1]]
    )

    await SalesService.void(admin.user, await SalesService.find(admin.user, registered.id), 'Typo')
    data = await fetchDashboard(client, admin.token)
    assert.equal(data.counts.salesLastMonth, 0)
    assert.equal(data.counts.activeWarranties, 0)
    assert.equal(data.counts.voidsThisMonth, 1)
    assert.deepEqual(data.byFilm.top, [])
  })

  test('top dealers, the rest summed as others', async ({ client, assert }) => {
    const { admin } = await dashboardWorld()
    for (let index = 0; index < 10; index++) {
      const staff = await createStaff()
      for (let count = 0; count <= index; count++) await dashboardSale(staff.user)
    }
    const data = await fetchDashboard(client, admin.token)
    assert.deepEqual(
      data.byDealer.top.map((row) => row.count),
      [10, 9, 8, 7, 6, 5, 4, 3]
    )
    assert.deepEqual(data.byDealer.others, { count: 3, groups: 2 })
  })

  test('the figures cost the same few queries, never a scan of every sale', async ({
    client,
    assert,
  }) => {
    const { admin, north, films } = await dashboardWorld()
    const read = async () => {
      const recorder = recordQueries()
      await fetchDashboard(client, admin.token)
      recorder.stop()
      return recorder
    }
    await dashboardSale(north.user, { products: [films.clear] })
    const few = await read()
    for (let index = 0; index < 15; index++)
      await dashboardSale(north.user, { products: [films.dark] })
    const more = await read()
    assert.equal(more.queries.length, few.queries.length)
    // What reads `sales` itself is bounded by a date range on an index.
    for (const sql of more.reading('sales')) {
      assert.match(sql, /expires_at|voided_at/, sql)
    }
  })
})
