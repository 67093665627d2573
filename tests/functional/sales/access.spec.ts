import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import type { Paginated } from '#dtos/pagination'
import type { SaleDetailDto, SaleListItemDto } from '#dtos/sale'

/** Two dealers with one sale each; `staff` belongs to the first. */
async function twoDealers() {
  const world = await salesWorld()
  const own = await registerSale(world.staff.user, world.films.clear, { plateNumber: 'WXY 1234' })
  const foreign = await registerSale(world.otherStaff.user, world.films.dark, {
    plateNumber: 'JQA 88',
  })
  return { ...world, own, foreign }
}

test.group('Sales API | access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every sales endpoint needs a signed-in user (401)', async ({ client }) => {
    for (const request of [
      client.get(SALES_URL),
      client.get(`${SALES_URL}/1`),
      client.get(`${SALES_URL}/export.csv`),
      client.post(SALES_URL).withCsrfToken(),
      client.put(`${SALES_URL}/1`).withCsrfToken(),
      client.post(`${SALES_URL}/1/void`).withCsrfToken(),
    ]) {
      const response = await request
      response.assertStatus(401)
      response.assertBodyContains({ message: 'Unauthenticated.' })
    }
  })

  test("staff list only their dealer's sales; admins see all", async ({ client, assert }) => {
    const { admin, staff, own, foreign } = await twoDealers()
    const staffResponse = await adminApi(client, staff.token).get(SALES_URL)
    const staffList = staffResponse.body() as Paginated<SaleListItemDto>
    assert.deepEqual(
      staffList.data.map((sale) => sale.id),
      [own.id]
    )
    assert.equal(staffList.meta.total, 1)

    const adminResponse = await adminApi(client, admin.token).get(SALES_URL)
    const adminList = adminResponse.body() as Paginated<SaleListItemDto>
    assert.sameMembers(
      adminList.data.map((sale) => sale.id),
      [own.id, foreign.id]
    )
  })

  test("staff asking for another dealer's sale get 404, not 403", async ({ client, assert }) => {
    const { staff, own, foreign } = await twoDealers()
    const api = adminApi(client, staff.token)
    const mine = await api.get(`${SALES_URL}/${own.id}`)
    mine.assertStatus(200)
    assert.equal((mine.body() as { data: SaleDetailDto }).data.id, own.id)

    const theirs = await api.get(`${SALES_URL}/${foreign.id}`)
    theirs.assertStatus(404)
    theirs.assertBody({ message: 'Not found.' })
    const missing = await api.get(`${SALES_URL}/999999`)
    missing.assertStatus(404)
    missing.assertBody({ message: 'Not found.' })
  })

  test("staff cannot filter their way into another dealer's sales", async ({ client, assert }) => {
    const { staff, otherStaff, own } = await twoDealers()
    const response = await adminApi(client, staff.token).get(SALES_URL, {
      dealerId: otherStaff.user.dealerId!,
    })
    assert.deepEqual(
      (response.body() as Paginated<SaleListItemDto>).data.map((sale) => sale.id),
      [own.id]
    )
  })

  test("the CSV export of staff holds only their dealer's sales", async ({ client, assert }) => {
    const { staff, own, foreign } = await twoDealers()
    const response = await adminApi(client, staff.token).get(`${SALES_URL}/export.csv`)
    response.assertStatus(200)
    const text = response.text()
    assert.include(text, own.warrantyCode.replace(/^WF(.{4})(.{4})$/, 'WF-$1-$2'))
    assert.notInclude(text, foreign.warrantyCode.replace(/^WF(.{4})(.{4})$/, 'WF-$1-$2'))
  })

  test('only admins void a sale (403 for staff, even on their own)', async ({ client, assert }) => {
    const { staff, own } = await twoDealers()
    const api = adminApi(client, staff.token)
    const voided = await api.post(`${SALES_URL}/${own.id}/void`, { reason: 'Duplicate entry' })
    voided.assertStatus(403)
    voided.assertBody({ message: 'This action is unauthorized.' })
    await own.refresh()
    assert.equal(own.status, 'active')
  })

  test("staff editing another dealer's sale get 404", async ({ client, assert }) => {
    const { staff, foreign, films } = await twoDealers()
    const response = await adminApi(client, staff.token).put(
      `${SALES_URL}/${foreign.id}`,
      saleBody(films, { customerName: 'Someone Else' })
    )
    response.assertStatus(404)
    await foreign.refresh()
    assert.notEqual(foreign.customerName, 'Someone Else')
  })
})
