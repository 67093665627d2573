import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Sale from '#models/sale'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, isoToday, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import { addDays, addYears, formatDate, parseIsoDate } from '#domain/calendar_date'
import type { MutationResult } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'
import type { SaleDetailDto, SaleListItemDto } from '#dtos/sale'

/** `YYYY-MM-DD` → its day, month and year as people type them (`dd`, `mm`, `yyyy`). */
function typedParts(iso: string) {
  const { year, month, day } = parseIsoDate(iso)!
  return {
    dd: String(day).padStart(2, '0'),
    mm: String(month).padStart(2, '0'),
    yyyy: year,
    day,
    month,
  }
}

/** A recent day whose day-of-month is past 12, so day-first and month-first cannot agree. */
function recentDayPast12() {
  let day = addDays(isoToday(), -20)
  while (typedParts(day).day <= 12) day = addDays(day, -1)
  return day
}

/** A recent day that reads as another valid day month-first (day ≤ 12, day ≠ month). */
function recentSwappableDay() {
  let day = addDays(isoToday(), -20)
  while (typedParts(day).day > 12 || typedParts(day).day === typedParts(day).month) {
    day = addDays(day, -1)
  }
  return day
}

test.group('Sales API | typed dates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an installation date typed day-first as "{$self}" is saved as that day')
    .with(['dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy', 'dd/mm/yy', 'yyyy-mm-dd'])
    .run(async ({ client, assert }, pattern) => {
      const { staff, films } = await salesWorld()
      const day = recentDayPast12()
      const { dd, mm, yyyy } = typedParts(day)
      const typed = pattern
        .replace('dd', dd)
        .replace('mm', mm)
        .replace('yyyy', String(yyyy))
        .replace('yy', String(yyyy).slice(2))
      const response = await adminApi(client, staff.token).post(
        SALES_URL,
        saleBody(films, { installedAt: typed })
      )
      response.assertStatus(201)
      const sale = (response.body() as MutationResult<SaleDetailDto>).data
      assert.equal(sale.installedAt, day)
      assert.equal(sale.expiresAt, addYears(day, 10))
    })

  test('a day that could be a month is read day-first: 5/3 is 5 March, not 3 May', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const day = recentSwappableDay()
    const { day: d, month: m, yyyy } = typedParts(day)
    const response = await adminApi(client, staff.token).post(
      SALES_URL,
      saleBody(films, { installedAt: `${d}/${m}/${yyyy}` })
    )
    response.assertStatus(201)
    assert.equal((response.body() as MutationResult<SaleDetailDto>).data.installedAt, day)
  })

  test('a month-first date is refused on the field, not swapped', async ({ client, assert }) => {
    const { staff, films } = await salesWorld()
    const { dd, mm, yyyy } = typedParts(recentDayPast12())
    const response = await adminApi(client, staff.token).post(
      SALES_URL,
      saleBody(films, { installedAt: `${mm}/${dd}/${yyyy}` })
    )
    response.assertStatus(422)
    assert.match(
      response.body().errors.installedAt,
      new RegExp(`^There is no month ${dd}: type day/month/year, e\\.g\\. 31/12/\\d{4}\\.$`)
    )
    const stored = await Sale.query().count('* as total').firstOrFail()
    assert.equal(Number(stored.$extras.total), 0)
  })
})

test.group('Sales API | installation dates years back', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const threeYearsAgo = () => addYears(isoToday(), -3)

  test('staff cannot register an installation more than 2 years back', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const api = adminApi(client, staff.token)
    for (const body of [
      saleBody(films, { installedAt: threeYearsAgo() }),
      saleBody(films, { installedAt: threeYearsAgo(), confirmOldInstallation: true }),
    ]) {
      const response = await api.post(SALES_URL, body)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, {
        installedAt: `${formatDate(threeYearsAgo())} is more than 2 years ago. Check the date; only an admin can register an installation that old.`,
      })
    }
  })

  test('an admin registers one only after confirming the date', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const api = adminApi(client, admin.token)
    const body = saleBody(films, { installedAt: threeYearsAgo(), dealerId: staff.user.dealerId })
    const refused = await api.post(SALES_URL, body)
    refused.assertStatus(422)
    assert.equal(
      refused.body().errors.installedAt,
      `${formatDate(threeYearsAgo())} is more than 2 years ago. Check the date, or confirm below that it is right.`
    )
    const confirmed = await api.post(SALES_URL, { ...body, confirmOldInstallation: true })
    confirmed.assertStatus(201)
    assert.equal(
      (confirmed.body() as MutationResult<SaleDetailDto>).data.installedAt,
      threeYearsAgo()
    )
  })

  test('exactly 2 years back needs no confirmation; the future never passes', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const api = adminApi(client, staff.token)
    const limit = await api.post(
      SALES_URL,
      saleBody(films, { installedAt: addYears(isoToday(), -2) })
    )
    limit.assertStatus(201)
    const tomorrow = await api.post(
      SALES_URL,
      saleBody(films, { installedAt: addDays(isoToday(), 1) })
    )
    tomorrow.assertStatus(422)
    assert.equal(
      tomorrow.body().errors.installedAt,
      'The installation date cannot be in the future.'
    )
  })

  test('editing a sale that already has an old date needs no new confirmation', async ({
    client,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, { installedAt: '2021-03-10' })
    const body = saleBody(films, {
      installedAt: '10/03/2021',
      dealerId: staff.user.dealerId,
      customerName: 'Corrected Name',
    })
    const response = await adminApi(client, admin.token).put(`${SALES_URL}/${sale.id}`, body)
    response.assertStatus(200)
    response.assertBodyContains({
      data: { installedAt: '2021-03-10', customerName: 'Corrected Name' },
    })
  })
})

test.group('Sales API | date filters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the installed-from and -to filters take typed day-first dates too', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const inside = await registerSale(staff.user, films.clear, {
      installedAt: addDays(isoToday(), -30),
    })
    await registerSale(staff.user, films.clear, { installedAt: addDays(isoToday(), -60) })
    const from = typedParts(addDays(isoToday(), -40))
    const to = typedParts(addDays(isoToday(), -20))
    const response = await adminApi(client, staff.token).get(SALES_URL, {
      installedFrom: `${from.dd}.${from.mm}.${from.yyyy}`,
      installedTo: `${to.dd}/${to.mm}/${to.yyyy}`,
    })
    response.assertStatus(200)
    assert.deepEqual(
      (response.body() as Paginated<SaleListItemDto>).data.map((sale) => sale.id),
      [inside.id]
    )
  })

  test('a filter date that is not a day is a 422 on that filter', async ({ client, assert }) => {
    const { staff } = await salesWorld()
    const response = await adminApi(client, staff.token).get(SALES_URL, {
      installedFrom: '11/22/2026',
    })
    response.assertStatus(422)
    assert.match(response.body().errors.installedFrom, /^There is no month 22/)
  })
})
