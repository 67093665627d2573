import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, isoToday, registerSale, salesWorld } from '#tests/helpers/sales'

/**
 * The refusals the services make once a request has passed its validator —
 * a 409 against the record's state, a 422 that needs the database — read in
 * the user's language like every validation message. They were English for
 * a Vietnamese admin.
 */
test.group('I18n | refusals of the services in the user language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a void warranty refuses a void, an edit and a transfer in Vietnamese', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    await admin.user.merge({ locale: 'vi' }).save()
    const sale = await registerSale(staff.user, films.clear)
    const api = adminApi(client, admin.token)
    const voided = await api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'Registered twice' })
    voided.assertStatus(200)

    const again = await api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'Again' })
    again.assertStatus(409)
    assert.deepEqual(again.body(), { message: 'Bảo hành này đã bị hủy.' })
    const transfer = await api.post(`${SALES_URL}/${sale.id}/transfer`, {
      customerName: 'Lê Thị Mai',
      customerPhone: '+60 19-876 5432',
      transferredOn: isoToday(),
      transferReason: 'Car sold',
    })
    transfer.assertStatus(409)
    assert.deepEqual(transfer.body(), {
      message: 'Không thể chuyển nhượng một bảo hành đã bị hủy.',
    })

    // In English the sentence is as written.
    await admin.user.merge({ locale: 'en' }).save()
    const english = await api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'Again' })
    assert.deepEqual(english.body(), { message: 'This warranty is already void.' })
  })

  test('an admin locking themselves out is told why in Vietnamese (422 and 409)', async ({
    client,
    assert,
  }) => {
    const { user, token } = await createAdmin({ locale: 'vi' })
    const api = adminApi(client, token)
    const dealer = await DealerFactory.create()
    const demote = await api.put(`/api/admin/users/${user.id}`, {
      username: user.username,
      isAdmin: false,
      dealerId: dealer.id,
    })
    demote.assertStatus(422)
    assert.equal(demote.body().errors.isAdmin, 'Bạn không thể bỏ vai trò quản trị của chính mình.')
    const deactivate = await api.put(`/api/admin/users/${user.id}`, {
      username: user.username,
      isActive: false,
    })
    assert.equal(
      deactivate.body().errors.isActive,
      'Bạn không thể ngừng kích hoạt tài khoản của chính mình.'
    )
    const archive = await api.delete(`/api/admin/users/${user.id}`)
    archive.assertStatus(409)
    assert.deepEqual(archive.body(), {
      message: 'Bạn không thể lưu trữ tài khoản của chính mình.',
    })
  })

  test('a dealer with active staff says how many, in Vietnamese, when deactivated or archived', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin({ locale: 'vi' })
    const dealer = await DealerFactory.create()
    await UserFactory.merge({ dealerId: dealer.id }).createMany(2)
    const api = adminApi(client, token)
    const deactivate = await api.put(`/api/admin/dealers/${dealer.id}`, {
      name: dealer.name,
      phone: dealer.phone,
      status: 'inactive',
    })
    deactivate.assertStatus(422)
    assert.equal(
      deactivate.body().errors.status,
      'Đại lý này vẫn còn 2 nhân viên đang hoạt động. Hãy chuyển họ sang đại lý khác hoặc ngừng kích hoạt họ trước khi ngừng hoạt động đại lý.'
    )
    const archive = await api.delete(`/api/admin/dealers/${dealer.id}`)
    archive.assertStatus(409)
    assert.match(archive.body().message, /^Đại lý này vẫn còn 2 nhân viên đang hoạt động\./)
  })
})
