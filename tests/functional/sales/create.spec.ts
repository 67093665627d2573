import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Sale from '#models/sale'
import { ProductFactory } from '#database/factories/product_factory'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { adminApi } from '#tests/helpers/admin_api'
import { issueToken } from '#tests/helpers/auth'
import { SALES_URL, isoToday, saleBody, salesWorld } from '#tests/helpers/sales'
import { warrantyCodes } from '#services/sales_service'
import { generateWarrantyCode } from '#domain/warranty_code'
import type { MutationResult } from '#dtos/dealer'
import type { SaleDetailDto } from '#dtos/sale'

const tomorrow = () => DateTime.now().plus({ days: 1 }).toISODate()!

test.group('Sales API | create', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff register a sale: 201, the grouped code in the message, expiries per film', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const response = await adminApi(client, staff.token).post(SALES_URL, saleBody(films))
    response.assertStatus(201)
    const body = response.body() as MutationResult<SaleDetailDto>
    assert.match(body.data.warrantyCode, /^WF-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/)
    assert.equal(body.message, `Warranty ${body.data.warrantyCode} registered.`)

    const installed = DateTime.fromISO(isoToday())
    const tenYears = installed.plus({ years: 10 }).toISODate()
    assert.containsSubset(body.data, {
      status: 'active',
      customerName: 'Ahmad Faizal bin Ismail',
      customerPhone: '+60123456789',
      plateNumber: 'WXY 1234',
      vehicle: { make: 'Perodua', model: 'Myvi', year: 2022 },
      dealer: { id: staff.user.dealerId },
      createdBy: { id: staff.user.id, username: staff.user.username },
      installedAt: isoToday(),
      expiresAt: tenYears,
      itemsCount: 2,
      films: ['Crystal Clear 70', 'Onyx Ceramic 15'],
      certificateUrl: `/e-warranty/${body.data.warrantyCode}/certificate.pdf`,
    })
    assert.deepEqual(
      body.data.items.map((item) => [
        item.position,
        item.positionLabel,
        item.product.name,
        item.warrantyExpiresAt,
      ]),
      [
        ['windshield', 'Windshield', 'Crystal Clear 70', tenYears],
        ['front_sides', 'Front sides', 'Onyx Ceramic 15', installed.plus({ years: 5 }).toISODate()],
      ]
    )

    const stored = await Sale.findOrFail(body.data.id)
    assert.match(stored.warrantyCode, /^WF[2-9A-HJ-NP-Z]{8}$/)
    assert.equal(stored.plateNormalized, 'WXY1234')
  })

  test('staff cannot choose the dealer: a dealerId in the body is ignored', async ({
    client,
    assert,
  }) => {
    const { staff, otherStaff, films } = await salesWorld()
    const body = saleBody(films, { dealerId: otherStaff.user.dealerId })
    const response = await adminApi(client, staff.token).post(SALES_URL, body)
    response.assertStatus(201)
    assert.equal(
      (response.body() as MutationResult<SaleDetailDto>).data.dealer.id,
      staff.user.dealerId
    )
  })

  test('admins must choose an active dealer', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const api = adminApi(client, admin.token)
    const missing = await api.post(SALES_URL, saleBody(films))
    missing.assertStatus(422)
    assert.properties(missing.body().errors, ['dealerId'])

    const inactive = await DealerFactory.apply('inactive').create()
    const refused = await api.post(SALES_URL, saleBody(films, { dealerId: inactive.id }))
    refused.assertStatus(422)
    assert.equal(refused.body().errors.dealerId, 'Choose an active dealer.')

    const created = await api.post(SALES_URL, saleBody(films, { dealerId: staff.user.dealerId }))
    created.assertStatus(201)
    assert.equal(
      (created.body() as MutationResult<SaleDetailDto>).data.dealer.id,
      staff.user.dealerId
    )
  })

  test('a staff account without a dealer cannot register sales (403)', async ({ client }) => {
    const { films } = await salesWorld()
    const loner = await UserFactory.merge({ dealerId: null }).create()
    const response = await adminApi(client, await issueToken(loner)).post(
      SALES_URL,
      saleBody(films)
    )
    response.assertStatus(403)
  })

  test('{field} = {label} is refused on its field')
    .with([
      { field: 'customerName', value: '', label: 'empty' },
      { field: 'customerName', value: 'x'.repeat(121), label: 'too long' },
      { field: 'customerPhone', value: '', label: 'empty' },
      { field: 'customerPhone', value: '1234567', label: '7 digits' },
      { field: 'customerPhone', value: '+1234567890123456', label: '16 digits' },
      { field: 'customerPhone', value: '01x2345678', label: 'letters' },
      { field: 'customerEmail', value: 'not-an-email', label: 'not an email' },
      { field: 'plateNumber', value: '', label: 'empty' },
      { field: 'plateNumber', value: 'W'.repeat(21), label: 'too long' },
      { field: 'plateNumber', value: 'WXY#1234', label: 'a symbol' },
      { field: 'vehicleMake', value: '', label: 'empty' },
      { field: 'vehicleModel', value: '', label: 'empty' },
      { field: 'vehicleYear', value: 1949, label: '1949' },
      { field: 'vehicleYear', value: new Date().getFullYear() + 2, label: 'two years ahead' },
      { field: 'vehicleYear', value: 2020.5, label: 'a fraction' },
      { field: 'vin', value: 'JH4KA7561PC00862', label: '16 characters' },
      { field: 'vin', value: 'JH4KA7561PC0086IO', label: 'with I and O' },
      { field: 'installedAt', value: '', label: 'empty' },
      { field: 'installedAt', value: '05/13/2024', label: 'month first' },
      { field: 'installedAt', value: '2024-02-30', label: 'no such day' },
      { field: 'installedAt', value: 'tomorrow', label: 'in the future' },
      { field: 'items', value: [], label: 'no window' },
    ])
    .run(async ({ client, assert }, { field, value }) => {
      const { staff, films } = await salesWorld()
      const body = saleBody(films, { [field]: value === 'tomorrow' ? tomorrow() : value })
      const response = await adminApi(client, staff.token).post(SALES_URL, body)
      response.assertStatus(422)
      assert.properties(response.body().errors, [field])
      assert.equal(
        await Sale.query()
          .count('* as total')
          .first()
          .then((row) => Number(row?.$extras.total)),
        0
      )
    })

  test('optional fields may be left out; a valid VIN is stored in upper case', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const body = saleBody(films, {
      customerEmail: undefined,
      vehicleYear: null,
      vin: 'jh4ka7561pc008269',
    })
    const response = await adminApi(client, staff.token).post(SALES_URL, body)
    response.assertStatus(201)
    assert.containsSubset((response.body() as MutationResult<SaleDetailDto>).data, {
      customerEmail: null,
      vehicle: { year: null },
      vin: 'JH4KA7561PC008269',
    })
  })

  test('each window row is checked on its own field: {label}')
    .with([
      {
        label: 'unknown film',
        item: { position: 'rear_sides', productId: 999999 },
        field: 'items.1.productId',
      },
      {
        label: 'no film',
        item: { position: 'rear_sides', productId: null },
        field: 'items.1.productId',
      },
      {
        label: 'unknown window',
        item: { position: 'roof', productId: 0 },
        field: 'items.1.position',
      },
      {
        label: 'the same window twice',
        item: { position: 'windshield' },
        field: 'items.1.position',
      },
    ])
    .run(async ({ client, assert }, { item, field }) => {
      const { staff, films } = await salesWorld()
      const second = { productId: films.dark.id, ...item }
      const body = saleBody(films, {
        items: [{ position: 'windshield', productId: films.clear.id }, second],
      })
      const response = await adminApi(client, staff.token).post(SALES_URL, body)
      response.assertStatus(422)
      assert.properties(response.body().errors, [field])
    })

  test('the same window twice says so on the second row', async ({ client, assert }) => {
    const { staff, films } = await salesWorld()
    const items = [
      { position: 'rear_sides', productId: films.dark.id },
      { position: 'windshield', productId: films.clear.id },
      { position: 'rear_sides', productId: films.clear.id },
    ]
    const response = await adminApi(client, staff.token).post(SALES_URL, saleBody(films, { items }))
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, {
      'items.2.position': 'This window is already listed.',
    })
  })

  test('a discontinued or archived film cannot be sold', async ({ client, assert }) => {
    const { staff, films } = await salesWorld()
    const discontinued = await ProductFactory.apply('discontinued').create()
    const archived = await ProductFactory.merge({ deletedAt: DateTime.now() }).create()
    const items = [
      { position: 'windshield', productId: films.clear.id },
      { position: 'front_sides', productId: discontinued.id },
      { position: 'rear_sides', productId: archived.id },
    ]
    const response = await adminApi(client, staff.token).post(SALES_URL, saleBody(films, { items }))
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, {
      'items.1.productId': 'Choose an active film product.',
      'items.2.productId': 'Choose an active film product.',
    })
  })

  test('a clash with an existing code is retried with a fresh code', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { staff, films } = await salesWorld()
    const api = adminApi(client, staff.token)
    const firstResponse = await api.post(SALES_URL, saleBody(films))
    const first = firstResponse.body() as MutationResult<SaleDetailDto>
    const taken = first.data.warrantyCode.replaceAll('-', '')
    const fresh = generateWarrantyCode()
    const draws = [taken, taken, fresh]
    const original = warrantyCodes.next
    warrantyCodes.next = () => draws.shift() ?? generateWarrantyCode()
    cleanup(() => {
      warrantyCodes.next = original
    })

    const second = await api.post(SALES_URL, saleBody(films, { plateNumber: 'JQA 88' }))
    second.assertStatus(201)
    assert.equal(
      (second.body() as MutationResult<SaleDetailDto>).data.warrantyCode.replaceAll('-', ''),
      fresh
    )
    assert.lengthOf(draws, 0)
  })
})
