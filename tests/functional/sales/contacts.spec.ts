import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Sale from '#models/sale'
import Dealer from '#models/dealer'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import { normalizeStoredContacts } from '#services/stored_contacts'
import type { MutationResult } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'
import type { SaleDetailDto, SaleListItemDto } from '#dtos/sale'

test.group('Sales API | phones and plates as stored', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a national phone is stored in E.164 and a plate in its canonical form', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const response = await adminApi(client, staff.token).post(
      SALES_URL,
      saleBody(films, { customerPhone: '012-778 4455', plateNumber: 'vx0141' })
    )
    response.assertStatus(201)
    const body = response.body() as MutationResult<SaleDetailDto>
    assert.containsSubset(body.data, { customerPhone: '+60127784455', plateNumber: 'VX 0141' })
    const stored = await Sale.findOrFail(body.data.id)
    assert.equal(stored.plateNormalized, 'VX0141')
  })

  test('the phone field says what is wrong with the number', async ({ client, assert }) => {
    const { staff, films } = await salesWorld()
    const api = adminApi(client, staff.token)
    const short = await api.post(SALES_URL, saleBody(films, { customerPhone: '012-778' }))
    short.assertStatus(422)
    assert.equal(
      short.body().errors.customerPhone,
      'This phone number is too short: type all its digits, e.g. 012-345 6789.'
    )
    const empty = await api.post(SALES_URL, saleBody(films, { customerPhone: '' }))
    assert.equal(empty.body().errors.customerPhone, "Enter the customer's phone.")
  })

  test('the public lookup finds it by plate as typed and the last 4 phone digits', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const created = await adminApi(client, staff.token).post(
      SALES_URL,
      saleBody(films, { customerPhone: '0127784455', plateNumber: 'vx 0141' })
    )
    const code = (created.body() as MutationResult<SaleDetailDto>).data.warrantyCode
    for (const plate of ['VX 0141', 'vx-0141', 'VX0141']) {
      const response = await client.get('/e-warranty').qs({ plate, phone4: '4455' })
      response.assertStatus(200)
      assert.include(response.text(), code)
    }
  })

  test('the admin search finds the phone however it is typed: "{$self}"')
    .with(['012-778 4455', '0127784455', '7784455', '+60 12-778', '60127784455', '(012) 778'])
    .run(async ({ client, assert }, term) => {
      const { staff, films } = await salesWorld()
      const sale = await registerSale(staff.user, films.clear, { customerPhone: '+60127784455' })
      await registerSale(staff.user, films.clear, { customerPhone: '+60139998888' })
      const response = await adminApi(client, staff.token).get(SALES_URL, { search: term })
      assert.deepEqual(
        (response.body() as Paginated<SaleListItemDto>).data.map((row) => row.id),
        [sale.id]
      )
    })

  test('the admin search finds a plate by any fragment: "{$self}"')
    .with(['VX 01', 'vx-0141', 'x014', '0141'])
    .run(async ({ client, assert }, term) => {
      const { staff, films } = await salesWorld()
      const sale = await registerSale(staff.user, films.clear, { plateNumber: 'VX 0141' })
      await registerSale(staff.user, films.clear, { plateNumber: 'WXY 1234' })
      const response = await adminApi(client, staff.token).get(SALES_URL, { search: term })
      assert.deepEqual(
        (response.body() as Paginated<SaleListItemDto>).data.map((row) => row.id),
        [sale.id]
      )
    })

  test('dealers are found by their phone typed the national way', async ({ client, assert }) => {
    const { admin, staff } = await salesWorld()
    const dealer = await Dealer.findOrFail(staff.user.dealerId)
    dealer.phone = '+60378861234'
    await dealer.save()
    const rows = await adminApi(client, admin.token).rows<{ id: number }>('/api/admin/dealers', {
      search: '03-7886 1234',
    })
    assert.deepEqual(
      rows.map((row) => row.id),
      [dealer.id]
    )
  })
})

test.group('Stored phones and plates | migration of existing rows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('typed phones become E.164 and plates canonical; unreadable phones are reported, not guessed', async ({
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const legacy = await registerSale(staff.user, films.clear)
    const unreadable = await registerSale(staff.user, films.clear, { plateNumber: 'WXY 1234' })
    await db
      .from('sales')
      .where('id', legacy.id)
      .update({ customer_phone: '0127784455', plate_number: 'vx 0141', plate_normalized: 'VX0141' })
    await db.from('sales').where('id', unreadable.id).update({ customer_phone: 'ask at desk' })
    await db.from('dealers').where('id', staff.user.dealerId!).update({ phone: '03-7886 1234' })

    const report = await normalizeStoredContacts(db.connection(), 'MY')
    assert.deepEqual(report.unreadablePhones, [
      { table: 'sales', id: unreadable.id, phone: 'ask at desk' },
    ])
    const converted = await Sale.findOrFail(legacy.id)
    assert.equal(converted.customerPhone, '+60127784455')
    assert.equal(converted.plateNumber, 'VX 0141')
    assert.equal(converted.plateNormalized, 'VX0141')
    const untouched = await Sale.findOrFail(unreadable.id)
    assert.equal(untouched.customerPhone, 'ask at desk')
    const dealer = await Dealer.findOrFail(staff.user.dealerId)
    assert.equal(dealer.phone, '+60378861234')

    const again = await normalizeStoredContacts(db.connection(), 'MY')
    assert.deepEqual(again.updated, { sales: 0, dealers: 0 })
  })
})
