import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { adminApi } from '#tests/helpers/admin_api'
import { issueToken } from '#tests/helpers/auth'
import {
  DASHBOARD_URL,
  dashboardSale,
  dashboardWorld,
  fetchDashboard,
} from '#tests/helpers/dashboard'
import type { DashboardDto } from '#dtos/dashboard'

test.group('Dashboard API | whose figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff see their own dealer’s figures only, whatever they ask', async ({
    client,
    assert,
  }) => {
    const { north, south, films } = await dashboardWorld()
    await dashboardSale(north.user, { products: [films.clear] })
    await dashboardSale(south.user, { products: [films.dark] })
    await dashboardSale(south.user, { products: [films.dark] })
    await dashboardSale(south.user, { voidedAt: DateTime.local() })

    const response = await adminApi(client, north.token).get(DASHBOARD_URL, {
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

    const other = await fetchDashboard(client, south.token)
    assert.equal(other.counts.salesThisMonth, 2)
    assert.equal(other.counts.voidsThisMonth, 1)
  })

  test('a staff account without a dealer sees zeros; signed-out callers get 401', async ({
    client,
    assert,
  }) => {
    const { north } = await dashboardWorld()
    await dashboardSale(north.user)
    const lonely = await UserFactory.merge({ isAdmin: false, dealerId: null }).create()
    const data = await fetchDashboard(client, await issueToken(lonely))
    assert.equal(data.counts.salesThisMonth, 0)
    assert.equal(data.counts.activeWarranties, 0)
    assert.deepEqual(data.byFilm.top, [])

    const anonymous = await client.get(DASHBOARD_URL)
    anonymous.assertStatus(401)
    assert.property(anonymous.body(), 'message')
  })
})
