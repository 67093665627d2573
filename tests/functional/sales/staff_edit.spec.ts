import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import type Sale from '#models/sale'
import salesConfig from '#config/sales'
import { UserFactory } from '#database/factories/user_factory'
import { adminApi } from '#tests/helpers/admin_api'
import { issueToken } from '#tests/helpers/auth'
import { SALES_URL, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import type { MutationResult } from '#dtos/dealer'
import type { SaleDetailDto } from '#dtos/sale'

/** Moves a sale's registration back in time, as if it had been registered `hours` ago. */
async function registeredAgo(sale: Sale, hours: number) {
  sale.createdAt = DateTime.now().minus({ hours })
  await sale.save()
}

test.group('Sales API | staff correct their own sale', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('within 24 hours: the change is saved, their dealer kept, and who changed it recorded', async ({
    client,
    assert,
  }) => {
    const { staff, otherStaff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    await registeredAgo(sale, 23)
    const body = saleBody(films, {
      customerName: 'Nurul Aina',
      plateNumber: 'wxy 1243',
      dealerId: otherStaff.user.dealerId,
    })
    const response = await adminApi(client, staff.token).put(`${SALES_URL}/${sale.id}`, body)
    response.assertStatus(200)
    const data = (response.body() as MutationResult<SaleDetailDto>).data
    assert.containsSubset(data, {
      customerName: 'Nurul Aina',
      plateNumber: 'WXY 1243',
      dealer: { id: staff.user.dealerId },
      updatedBy: { id: staff.user.id, username: staff.user.username },
      permissions: { edit: true, void: false },
    })
    assert.isAbove(
      DateTime.fromISO(data.updatedAt).toMillis(),
      DateTime.now().minus({ minutes: 1 }).toMillis()
    )
  })

  test('after 24 hours they are told to ask an admin (403), and nothing changes', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    await registeredAgo(sale, 25)
    const api = adminApi(client, staff.token)
    const response = await api.put(
      `${SALES_URL}/${sale.id}`,
      saleBody(films, { customerName: 'Late' })
    )
    response.assertStatus(403)
    response.assertBody({
      message:
        'A sale can be corrected by its staff for 24 hours after registering it. Ask an admin to change this one.',
    })
    await sale.refresh()
    assert.notEqual(sale.customerName, 'Late')
    assert.isNull(sale.updatedBy)
    const shown = await api.get(`${SALES_URL}/${sale.id}`)
    assert.deepEqual((shown.body() as { data: SaleDetailDto }).data.permissions, {
      edit: false,
      void: false,
      editUntil: null,
    })
  })

  test('the window is configurable (SALE_EDIT_WINDOW_HOURS)', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { staff, films } = await salesWorld()
    const original = salesConfig.staffEditWindowHours
    salesConfig.staffEditWindowHours = 2
    cleanup(() => {
      salesConfig.staffEditWindowHours = original
    })
    const sale = await registerSale(staff.user, films.clear)
    await registeredAgo(sale, 3)
    const response = await adminApi(client, staff.token).put(
      `${SALES_URL}/${sale.id}`,
      saleBody(films)
    )
    response.assertStatus(403)
    assert.include(response.body().message, 'for 2 hours after registering it')
  })

  test("a colleague of the same dealer cannot change someone else's sale", async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const colleague = await UserFactory.merge({ dealerId: staff.user.dealerId }).create()
    const sale = await registerSale(staff.user, films.clear)
    const api = adminApi(client, await issueToken(colleague))
    const response = await api.put(`${SALES_URL}/${sale.id}`, saleBody(films))
    response.assertStatus(403)
    response.assertBody({
      message: 'Only the staff member who registered this sale, or an admin, can change it.',
    })
    const shown = await api.get(`${SALES_URL}/${sale.id}`)
    assert.isFalse((shown.body() as { data: SaleDetailDto }).data.permissions.edit)
  })

  test('the detail tells staff until when they may edit; admins always can', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const mine = await adminApi(client, staff.token).get(`${SALES_URL}/${sale.id}`)
    const permissions = (mine.body() as { data: SaleDetailDto }).data.permissions
    assert.isTrue(permissions.edit)
    assert.isFalse(permissions.void)
    const until = DateTime.fromISO(permissions.editUntil!)
    assert.equal(Math.round(until.diff(sale.createdAt, 'hours').hours), 24)

    await registeredAgo(sale, 24 * 30)
    const api = adminApi(client, admin.token)
    const asAdmin = await api.get(`${SALES_URL}/${sale.id}`)
    assert.deepEqual((asAdmin.body() as { data: SaleDetailDto }).data.permissions, {
      edit: true,
      void: true,
      editUntil: null,
    })
    const edited = await api.put(
      `${SALES_URL}/${sale.id}`,
      saleBody(films, { dealerId: staff.user.dealerId, installedAt: sale.installedAt.toISODate() })
    )
    edited.assertStatus(200)
    assert.containsSubset((edited.body() as MutationResult<SaleDetailDto>).data, {
      updatedBy: { id: admin.user.id },
    })
  })

  test('voiding records who changed the sale; a void sale offers no action', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const response = await adminApi(client, admin.token).post(`${SALES_URL}/${sale.id}/void`, {
      reason: 'Entered twice',
    })
    const data = (response.body() as MutationResult<SaleDetailDto>).data
    assert.deepEqual(data.updatedBy, { id: admin.user.id, username: admin.user.username })
    assert.deepEqual(data.permissions, { edit: false, void: false, editUntil: null })
    const staffEdit = await adminApi(client, staff.token).put(
      `${SALES_URL}/${sale.id}`,
      saleBody(films)
    )
    staffEdit.assertStatus(409)
  })
})
