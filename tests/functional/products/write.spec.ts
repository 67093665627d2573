import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { errors as vineErrors } from '@vinejs/vine'
import ProductService from '#services/product_service'
import { SYSTEM_ACTOR } from '#services/audit_service'
import Sale from '#models/sale'
import SaleItem from '#models/sale_item'
import { ProductFactory } from '#database/factories/product_factory'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'

const URL = '/api/admin/products'
const VALID = {
  sku: 'nx-ceramic-30',
  name: 'Nexus Ceramic 30',
  series: 'Nexus',
  type: 'ceramic',
  vlt: 30,
  irRejection: 92,
  uvRejection: 99,
  tser: 58,
  warrantyYears: 7,
  description: 'Nano-ceramic film that keeps the cabin cool without signal interference.',
  status: 'active',
}

test.group('Products API | create and update', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates a product', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const response = await adminApi(client, token).post(URL, VALID)
    response.assertStatus(201)
    assert.equal(response.body().message, 'Product created.')
    assert.containsSubset(response.body().data, {
      ...VALID,
      sku: 'NX-CERAMIC-30',
      deletedAt: null,
    })
  })

  test('optional figures may be left out or cleared', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const response = await adminApi(client, token).post(URL, {
      ...VALID,
      irRejection: null,
      uvRejection: '',
      tser: undefined,
      series: undefined,
      description: undefined,
      status: undefined,
    })
    response.assertStatus(201)
    assert.containsSubset(response.body().data, {
      irRejection: null,
      uvRejection: null,
      tser: null,
      series: null,
      status: 'active',
    })
  })

  test('answers 422 on {field} for {label}')
    .with([
      { label: 'a missing sku', field: 'sku', patch: { sku: undefined } },
      { label: 'a sku with spaces', field: 'sku', patch: { sku: 'NX 30' } },
      { label: 'an empty name', field: 'name', patch: { name: '' } },
      { label: 'a name over 120 characters', field: 'name', patch: { name: 'n'.repeat(121) } },
      { label: 'an unknown type', field: 'type', patch: { type: 'chrome' } },
      { label: 'a missing vlt', field: 'vlt', patch: { vlt: undefined } },
      { label: 'a vlt over 100', field: 'vlt', patch: { vlt: 101 } },
      { label: 'a negative vlt', field: 'vlt', patch: { vlt: -1 } },
      { label: 'a fractional IR rejection', field: 'irRejection', patch: { irRejection: 90.5 } },
      { label: 'a UV rejection over 100', field: 'uvRejection', patch: { uvRejection: 120 } },
      { label: 'a TSER in words', field: 'tser', patch: { tser: 'high' } },
      { label: 'no warranty', field: 'warrantyYears', patch: { warrantyYears: undefined } },
      { label: 'a 0-year warranty', field: 'warrantyYears', patch: { warrantyYears: 0 } },
      { label: 'a 21-year warranty', field: 'warrantyYears', patch: { warrantyYears: 21 } },
      { label: 'an unknown status', field: 'status', patch: { status: 'archived' } },
    ])
    .run(async ({ client, assert }, { field, patch }) => {
      const { token } = await createAdmin()
      const response = await adminApi(client, token).post(URL, { ...VALID, ...patch })
      response.assertStatus(422)
      assert.property(response.body().errors, field)
      assert.lengthOf(Object.keys(response.body().errors), 1)
    })

  test('refuses a duplicate sku, ignoring case; its own sku is fine on update', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const product = await ProductFactory.merge({ sku: 'NX-CERAMIC-30' }).create()
    const other = await ProductFactory.merge({ sku: 'NX-CERAMIC-50' }).create()
    const api = adminApi(client, token)

    const duplicate = await api.post(URL, VALID)
    duplicate.assertStatus(422)
    assert.equal(duplicate.body().errors.sku, 'This SKU is already in use.')

    const own = await api.put(`${URL}/${product.id}`, { ...VALID, name: 'Nexus Ceramic 30 Plus' })
    own.assertStatus(200)
    assert.equal(own.body().message, 'Product updated.')
    assert.equal(own.body().data.name, 'Nexus Ceramic 30 Plus')

    const clash = await api.put(`${URL}/${other.id}`, VALID)
    clash.assertStatus(422)
    assert.property(clash.body().errors, 'sku')
  })

  test('a duplicate that slips past the validator (a race) is still a 422 on sku', async ({
    assert,
  }) => {
    await ProductFactory.merge({ sku: 'NX-CERAMIC-30' }).create()
    const payload = {
      ...VALID,
      sku: 'NX-CERAMIC-30',
      type: 'ceramic' as const,
      status: 'active' as const,
    }
    try {
      await ProductService.create(payload, SYSTEM_ACTOR)
      assert.fail('The duplicate was saved')
    } catch (error) {
      assert.instanceOf(error, vineErrors.E_VALIDATION_ERROR)
      const [first] = (error as InstanceType<typeof vineErrors.E_VALIDATION_ERROR>).messages
      assert.equal(first.field, 'sku')
    }
  })

  test('updates the figures and the status', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const product = await ProductFactory.create()
    const response = await adminApi(client, token).put(`${URL}/${product.id}`, {
      ...VALID,
      vlt: 5,
      tser: null,
      status: 'discontinued',
    })
    response.assertStatus(200)
    await product.refresh()
    assert.equal(product.vlt, 5)
    assert.isNull(product.tser)
    assert.equal(product.status, 'discontinued')
  })
})

test.group('Products API | archive', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('archives and restores a product', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const product = await ProductFactory.create()
    const api = adminApi(client, token)

    const archived = await api.delete(`${URL}/${product.id}`)
    archived.assertStatus(200)
    assert.equal(archived.body().message, 'Product archived.')
    assert.isString(archived.body().data.deletedAt)
    assert.isEmpty(await api.rows(URL))
    assert.isEmpty(await api.rows(`${URL}/options`))

    const restored = await api.post(`${URL}/${product.id}/restore`)
    restored.assertStatus(200)
    assert.equal(restored.body().message, 'Product restored.')
    assert.isNull(restored.body().data.deletedAt)
    assert.lengthOf(await api.rows(`${URL}/options`), 1)
  })

  test('an archived product stays on the sales that used it', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const { user: staff } = await createStaff()
    const product = await ProductFactory.create()
    const sale = await Sale.create({
      warrantyCode: 'WF7K3M9QX2',
      dealerId: staff.dealerId!,
      createdBy: staff.id,
      customerName: 'Nur Aisyah',
      customerPhone: '+60123456789',
      plateNumber: 'WXY 1234',
      plateNormalized: 'WXY1234',
      vehicleMake: 'Perodua',
      vehicleModel: 'Myvi',
      installedAt: DateTime.fromISO('2025-01-10'),
      expiresAt: DateTime.fromISO('2030-01-10'),
      status: 'active',
    })
    await SaleItem.create({
      saleId: sale.id,
      position: 'windshield',
      productId: product.id,
      warrantyExpiresAt: DateTime.fromISO('2030-01-10'),
    })

    const archived = await adminApi(client, token).delete(`${URL}/${product.id}`)
    archived.assertStatus(200)

    const item = await SaleItem.query().where('sale_id', sale.id).preload('product').firstOrFail()
    assert.equal(item.product.id, product.id)
    assert.isNotNull(item.product.deletedAt)
  })
})
