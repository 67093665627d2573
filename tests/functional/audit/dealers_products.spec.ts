import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Dealer from '#models/dealer'
import { DealerFactory } from '#database/factories/dealer_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { auditCount, breakAuditWrites, historyOf, expectStatus } from '#tests/helpers/audit'

const DEALER = {
  name: 'Kinta Tint Hub',
  phone: '+60 5-254 8890',
  city: 'Ipoh',
  status: 'active',
}
const PRODUCT = {
  sku: 'CER-70',
  name: 'Crystal Clear 70',
  type: 'ceramic',
  vlt: 70,
  warrantyYears: 10,
  status: 'active',
}

test.group('History | dealers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create, update, archive and restore each leave an entry with who, where and what', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const created = await api.post('/api/admin/dealers', DEALER)
    created.assertStatus(201)
    const id = created.body().data.id
    await expectStatus(api.put(`/api/admin/dealers/${id}`, { ...DEALER, city: 'Kampar' }), 200)
    await expectStatus(api.delete(`/api/admin/dealers/${id}`), 200)
    await expectStatus(api.post(`/api/admin/dealers/${id}/restore`), 200)

    const rows = await historyOf('dealer', id)
    assert.deepEqual(
      rows.map((row) => row.action),
      ['create', 'update', 'archive', 'restore']
    )
    const [create, update, archive] = rows
    assert.containsSubset(create, {
      actorId: admin.user.id,
      actorUsername: admin.user.username,
      recordType: 'dealer',
      recordId: id,
    })
    assert.isString(create.ip)
    assert.deepEqual(create.changes.name, { old: null, new: 'Kinta Tint Hub' })
    assert.deepEqual(create.changes.code, { old: null, new: 'DL-0001' })
    assert.deepEqual(create.changes.phone, { old: null, new: '+6052548890' })
    // Only what changed, old → new.
    assert.deepEqual(update.changes, { city: { old: 'Ipoh', new: 'Kampar' } })
    assert.deepEqual(archive.changes, {})
  })

  test('a save that changes nothing, and a refused one, write nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const dealer = await DealerFactory.merge({ phone: '+6052548890', status: 'active' }).create()
    const same = { ...DEALER, code: dealer.code, name: dealer.name, city: dealer.city }
    const before = await auditCount()
    await expectStatus(api.put(`/api/admin/dealers/${dealer.id}`, same), 200)
    await expectStatus(api.put(`/api/admin/dealers/${dealer.id}`, { ...DEALER, name: '' }), 422)
    await expectStatus(api.post('/api/admin/dealers', { ...DEALER, phone: 'call me' }), 422)
    assert.equal(await auditCount(), before)
  })

  test('when the entry cannot be written, the change does not happen', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const dealer = await DealerFactory.merge({ city: 'Ipoh' }).create()
    const restore = breakAuditWrites()
    try {
      const response = await adminApi(client, admin.token).put(`/api/admin/dealers/${dealer.id}`, {
        ...DEALER,
        code: dealer.code,
        city: 'Kampar',
      })
      assert.equal(response.status(), 500)
    } finally {
      restore()
    }
    const stored = await Dealer.findOrFail(dealer.id)
    assert.equal(stored.city, 'Ipoh')
  })
})

test.group('History | products', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create, update (numbers compared as numbers), archive and restore', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const created = await api.post('/api/admin/products', PRODUCT)
    created.assertStatus(201)
    const id = created.body().data.id
    await expectStatus(
      api.put(`/api/admin/products/${id}`, { ...PRODUCT, vlt: 70, warrantyYears: 7 }),
      200
    )
    await expectStatus(api.delete(`/api/admin/products/${id}`), 200)
    await expectStatus(api.post(`/api/admin/products/${id}/restore`), 200)

    const rows = await historyOf('product', id)
    assert.deepEqual(
      rows.map((row) => row.action),
      ['create', 'update', 'archive', 'restore']
    )
    assert.deepEqual(rows[0].changes.sku, { old: null, new: 'CER-70' })
    assert.deepEqual(rows[1].changes, { warrantyYears: { old: 10, new: 7 } })
    assert.equal(rows[2].actorId, admin.user.id)
  })

  test('a refused product writes nothing', async ({ client, assert }) => {
    const admin = await createAdmin()
    const product = await ProductFactory.create()
    const before = await auditCount()
    const api = adminApi(client, admin.token)
    await expectStatus(api.post('/api/admin/products', { ...PRODUCT, vlt: 140 }), 422)
    await expectStatus(
      api.put(`/api/admin/products/${product.id}`, { ...PRODUCT, sku: product.sku, name: '' }),
      422
    )
    assert.equal(await auditCount(), before)
  })
})
