import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Sale from '#models/sale'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, isoToday, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import { auditCount, breakAuditWrites, historyOf, expectStatus } from '#tests/helpers/audit'
import type { AuditEntryDto } from '#dtos/audit'
import { withLegalTint } from '#tests/helpers/legal_tint'
import type { Paginated } from '#dtos/pagination'

test.group('History | sales', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a transfer keeps the previous owner and its reason; a film below the VLT minimum, its reason', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const undo = withLegalTint()
    try {
      const api = adminApi(client, staff.token)
      // saleBody fits the 15 % film on the front sides: below the default 50 % there.
      const created = await api.post(
        SALES_URL,
        saleBody(films, { confirmBelowMinimum: true, belowMinimumReason: 'Medical exemption' })
      )
      created.assertStatus(201)
      const id = created.body().data.id
      const transferred = await api.post(`${SALES_URL}/${id}/transfer`, {
        customerName: 'Nguyễn Thị Hương',
        customerPhone: '019-876 5432',
        transferredOn: isoToday(),
        transferReason: 'The car was sold.',
      })
      transferred.assertStatus(200)
      const [create, transfer] = await historyOf('sale', id)
      assert.equal(create.reason, 'Medical exemption')
      assert.containsSubset(transfer, {
        action: 'transfer',
        actorId: staff.user.id,
        reason: 'The car was sold.',
        changes: {
          customerName: { old: 'Ahmad Faizal bin Ismail', new: 'Nguyễn Thị Hương' },
          customerPhone: { old: '+60123456789', new: '+60198765432' },
          transferredOn: { old: null, new: isoToday() },
        },
      })
    } finally {
      undo()
    }
  })

  test('registering, correcting and voiding a sale: old → new per field and per window', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const api = adminApi(client, staff.token)
    const created = await api.post(SALES_URL, saleBody(films))
    created.assertStatus(201)
    const id = created.body().data.id
    const corrected = await api.put(
      `${SALES_URL}/${id}`,
      saleBody(films, {
        customerPhone: '+60 12-999 0000',
        items: [
          { position: 'windshield', productId: films.dark.id },
          { position: 'sunroof', productId: films.clear.id },
        ],
      })
    )
    corrected.assertStatus(200)
    const voided = await adminApi(client, admin.token).post(`${SALES_URL}/${id}/void`, {
      reason: 'Registered twice by mistake',
    })
    voided.assertStatus(200)

    const rows = await historyOf('sale', id)
    assert.deepEqual(
      rows.map((row) => row.action),
      ['create', 'update', 'void']
    )
    const [create, update, voidEntry] = rows
    assert.equal(create.actorId, staff.user.id)
    assert.deepEqual(create.changes.customerName, { old: null, new: 'Ahmad Faizal bin Ismail' })
    assert.deepEqual(create.changes.installedAt, { old: null, new: isoToday() })
    assert.deepEqual(create.changes['items.windshield'], { old: null, new: 'Crystal Clear 70' })
    assert.deepEqual(update.changes, {
      'customerPhone': { old: '+60123456789', new: '+60129990000' },
      'items.windshield': { old: 'Crystal Clear 70', new: 'Onyx Ceramic 15' },
      'items.front_sides': { old: 'Onyx Ceramic 15', new: null },
      'items.sunroof': { old: null, new: 'Crystal Clear 70' },
    })
    assert.containsSubset(voidEntry, {
      actorId: admin.user.id,
      actorUsername: admin.user.username,
      reason: 'Registered twice by mistake',
      changes: { status: { old: 'active', new: 'void' } },
    })
  })

  test('a refused registration, correction or void writes nothing', async ({ client, assert }) => {
    const { admin, staff, otherStaff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const before = await auditCount()
    const api = adminApi(client, admin.token)
    await expectStatus(api.post(SALES_URL, saleBody(films, { customerName: '' })), 422)
    await expectStatus(api.put(`${SALES_URL}/${sale.id}`, saleBody(films, { items: [] })), 422)
    await expectStatus(api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'no' }), 422)
    // Another dealer's staff cannot touch it.
    const other = adminApi(client, otherStaff.token)
    await expectStatus(other.put(`${SALES_URL}/${sale.id}`, saleBody(films)), 404)
    await expectStatus(api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'Duplicate' }), 200)
    await expectStatus(api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'Duplicate' }), 409)
    assert.equal(await auditCount(), before + 1)
  })

  test('a void whose entry cannot be written leaves the sale active', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const restore = breakAuditWrites()
    try {
      const response = await adminApi(client, admin.token).post(`${SALES_URL}/${sale.id}/void`, {
        reason: 'Customer cancelled',
      })
      assert.equal(response.status(), 500)
    } finally {
      restore()
    }
    const stored = await Sale.findOrFail(sale.id)
    assert.equal(stored.status, 'active')
  })

  test('staff who see a sale see its history, without addresses; other dealers get a 404', async ({
    client,
    assert,
  }) => {
    const { admin, staff, otherStaff, films } = await salesWorld()
    const created = await adminApi(client, staff.token).post(SALES_URL, saleBody(films))
    const id = created.body().data.id
    await adminApi(client, admin.token).post(`${SALES_URL}/${id}/void`, { reason: 'Duplicate' })

    const mine = await adminApi(client, staff.token).ok<Paginated<AuditEntryDto>>(
      `${SALES_URL}/${id}/history`
    )
    assert.deepEqual(
      mine.data.map((entry) => entry.action),
      ['void', 'create']
    )
    assert.deepEqual(mine.data[1].actor, { id: staff.user.id, username: staff.user.username })
    assert.isTrue(mine.data.every((entry) => entry.ip === null))
    assert.equal(mine.meta.total, 2)

    const asAdmin = await adminApi(client, admin.token).ok<Paginated<AuditEntryDto>>(
      `${SALES_URL}/${id}/history`
    )
    assert.isString(asAdmin.data[0].ip)

    const other = await adminApi(client, otherStaff.token).get(`${SALES_URL}/${id}/history`)
    other.assertStatus(404)
    const missing = await adminApi(client, admin.token).get(`${SALES_URL}/999999/history`)
    missing.assertStatus(404)
    const badPage = await adminApi(client, admin.token).get(`${SALES_URL}/${id}/history`, {
      page: 'x',
    })
    badPage.assertStatus(422)
  })
})
