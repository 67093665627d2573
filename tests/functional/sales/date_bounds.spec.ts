import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { adminApi, type AdminApi } from '#tests/helpers/admin_api'
import { SALES_URL, isoToday, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import { isLeapYear } from '#domain/calendar_date'
import type { MutationResult } from '#dtos/dealer'
import type { SaleDetailDto } from '#dtos/sale'

const RANGE = {
  en: 'Enter a date between 1900 and 2200.',
  vi: 'Nhập một ngày trong khoảng từ năm 1900 đến năm 2200.',
}
/** Year 0 and year 9999, typed year-first and day-first. */
const OUT_OF_RANGE = ['0000-01-01', '01/01/0000', '9999-12-31', '31/12/9999']

/** The latest 29 February on or before today. */
function lastLeapDay() {
  let year = Number(isoToday().slice(0, 4))
  while (!isLeapYear(year) || `${year}-02-29` > isoToday()) year--
  return `${year}-02-29`
}

/**
 * Issue 31, item 5: `installedAt: "0000-01-01"` was read as year 0 and the
 * items' expiries then threw, a 500 on create and on update. Every date a
 * validator accepts is one the product can compute with (1900–2200); the
 * others are a 422 on their field, in the user's language, wherever a date
 * is typed: a sale, its edit, a transfer, the list and history filters.
 */
test.group('Sales API | the years a date may have', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function expectRange(
    api: AdminApi,
    send: (api: AdminApi, typed: string) => ReturnType<AdminApi['get']>,
    field: string,
    assert: { equal: (a: unknown, b: unknown, message?: string) => void },
    message: string = RANGE.en
  ) {
    for (const typed of OUT_OF_RANGE) {
      const response = await send(api, typed)
      assert.equal(response.status(), 422, `${field} ${typed}`)
      assert.equal(response.body().errors?.[field], message, `${field} ${typed}`)
    }
  }

  test('year 0 and year 9999 are refused on create, by staff and admins, and on update', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const body = (installedAt: string) =>
      saleBody(films, { dealerId: staff.user.dealerId, installedAt, confirmOldInstallation: true })
    const create = (api: AdminApi, typed: string) => api.post(SALES_URL, body(typed))
    const update = (api: AdminApi, typed: string) => api.put(`${SALES_URL}/${sale.id}`, body(typed))

    await expectRange(adminApi(client, staff.token), create, 'installedAt', assert)
    await expectRange(adminApi(client, admin.token), create, 'installedAt', assert)
    await expectRange(adminApi(client, admin.token), update, 'installedAt', assert)
    await expectRange(adminApi(client, staff.token), update, 'installedAt', assert)

    // In Vietnamese too.
    await admin.user.merge({ locale: 'vi' }).save()
    await expectRange(adminApi(client, admin.token), create, 'installedAt', assert, RANGE.vi)
  })

  test('29 February is installed, edited and transferred; its expiries fall on 28 February', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const api = adminApi(client, admin.token)
    const leapDay = lastLeapDay()
    const body = saleBody(films, {
      dealerId: staff.user.dealerId,
      installedAt: leapDay,
      confirmOldInstallation: true,
    })
    const created = await api.post(SALES_URL, body)
    created.assertStatus(201)
    const sale = (created.body() as MutationResult<SaleDetailDto>).data
    assert.equal(sale.installedAt, leapDay)
    // 10 years after a leap year is not one: the 28th (never a day that does not exist).
    const year = Number(leapDay.slice(0, 4))
    assert.equal(sale.expiresAt, `${year + 10}-02-28`)
    assert.deepEqual(sale.items.map((item) => item.warrantyExpiresAt).sort(), [
      `${year + 5}-02-28`,
      `${year + 10}-02-28`,
    ])

    const edited = await api.put(`${SALES_URL}/${sale.id}`, {
      ...body,
      customerName: 'Edited on a leap day',
    })
    edited.assertStatus(200)
    assert.equal((edited.body() as MutationResult<SaleDetailDto>).data.installedAt, leapDay)

    const transferred = await api.post(`${SALES_URL}/${sale.id}/transfer`, {
      customerName: 'Nurul Aina binti Hassan',
      customerPhone: '019-876 5432',
      transferredOn: leapDay,
      transferReason: 'Car sold',
    })
    transferred.assertStatus(200)
    const after = (transferred.body() as MutationResult<SaleDetailDto>).data
    assert.equal(after.transfers.at(-1)?.transferredOn, leapDay)
  })

  test('a transfer day of year 0 or 9999 is refused on its field', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const transfer = (api: AdminApi, typed: string) =>
      api.post(`${SALES_URL}/${sale.id}/transfer`, {
        customerName: 'Nurul Aina binti Hassan',
        customerPhone: '019-876 5432',
        transferredOn: typed,
        transferReason: 'Car sold',
      })
    await expectRange(adminApi(client, admin.token), transfer, 'transferredOn', assert)
  })

  test('the list and history filters refuse year 0 and 9999, and take 29 February', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const leapDay = lastLeapDay()
    const sale = await registerSale(staff.user, films.clear, { installedAt: leapDay })
    const api = adminApi(client, admin.token)
    const filters = [
      { url: SALES_URL, field: 'installedFrom' },
      { url: SALES_URL, field: 'installedTo' },
      { url: `${SALES_URL}/export.csv`, field: 'installedFrom' },
      { url: '/api/admin/audit', field: 'from' },
      { url: '/api/admin/audit', field: 'to' },
    ]
    for (const { url, field } of filters) {
      await expectRange(api, (caller, typed) => caller.get(url, { [field]: typed }), field, assert)
    }

    const onLeapDay = await api.rows<{ id: number }>(SALES_URL, {
      installedFrom: leapDay,
      installedTo: leapDay,
    })
    assert.deepEqual(
      onLeapDay.map((row) => row.id),
      [sale.id]
    )
    const history = await api.get('/api/admin/audit', { from: leapDay, to: isoToday() })
    history.assertStatus(200)
  })
})
