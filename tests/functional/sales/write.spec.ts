import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Sale from '#models/sale'
import SaleItem from '#models/sale_item'
import { ProductFactory } from '#database/factories/product_factory'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import type { MutationResult } from '#dtos/dealer'
import type { SaleDetailDto } from '#dtos/sale'

test.group('Sales API | update and void', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin voids a sale with a reason', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const response = await adminApi(client, admin.token).post(`${SALES_URL}/${sale.id}/void`, {
      reason: '  Entered twice by mistake  ',
    })
    response.assertStatus(200)
    const body = response.body() as MutationResult<SaleDetailDto>
    assert.match(body.message, /^Warranty WF-.{4}-.{4} voided\.$/)
    assert.containsSubset(body.data, {
      status: 'void',
      voidReason: 'Entered twice by mistake',
      voidedBy: { id: admin.user.id, username: admin.user.username },
    })
    assert.isString(body.data.voidedAt)
  })

  test('voiding needs a reason of 3 to 500 characters: {label}')
    .with([
      { label: 'missing', body: {} },
      { label: 'blank', body: { reason: '   ' } },
      {
        label: 'too short',
        body: { reason: 'no' },
        message: 'Give a reason of at least 3 characters.',
      },
      { label: 'too long', body: { reason: 'x'.repeat(501) } },
    ])
    .run(async ({ client, assert }, { body, message }) => {
      const { admin, staff, films } = await salesWorld()
      const sale = await registerSale(staff.user, films.clear)
      const response = await adminApi(client, admin.token).post(
        `${SALES_URL}/${sale.id}/void`,
        body
      )
      response.assertStatus(422)
      assert.properties(response.body().errors, ['reason'])
      // The bound is said as a number, never as a placeholder.
      if (message) assert.equal(response.body().errors.reason, message)
      assert.notInclude(JSON.stringify(response.body()), '{{')
      await sale.refresh()
      assert.equal(sale.status, 'active')
    })

  test('a void sale cannot be voided again or edited (409)', async ({ client }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const api = adminApi(client, admin.token)
    await api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'Customer cancelled' })
    const again = await api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'Customer cancelled' })
    again.assertStatus(409)
    again.assertBody({ message: 'This warranty is already void.' })
    const body = saleBody(
      { clear: films.clear, dark: films.dark },
      { dealerId: staff.user.dealerId }
    )
    const edit = await api.put(`${SALES_URL}/${sale.id}`, body)
    edit.assertStatus(409)
  })

  test('an admin edit recomputes every expiry and keeps unchanged windows', async ({
    client,
    assert,
  }) => {
    const { admin, staff, otherStaff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, {
      installedAt: '2021-03-10',
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'rear_sides', product: films.dark },
      ],
    })
    const windshield = await SaleItem.findByOrFail({ saleId: sale.id, position: 'windshield' })
    const body = saleBody(films, {
      dealerId: otherStaff.user.dealerId,
      plateNumber: 'bnh-7781',
      installedAt: '2020-01-15',
      confirmOldInstallation: true,
      items: [
        { position: 'windshield', productId: films.dark.id },
        { position: 'sunroof', productId: films.clear.id },
      ],
    })
    const response = await adminApi(client, admin.token).put(`${SALES_URL}/${sale.id}`, body)
    response.assertStatus(200)
    const data = (response.body() as MutationResult<SaleDetailDto>).data
    assert.equal(data.warrantyCode.replaceAll('-', ''), sale.warrantyCode)
    assert.containsSubset(data, {
      dealer: { id: otherStaff.user.dealerId },
      plateNumber: 'BNH 7781',
      installedAt: '2020-01-15',
      expiresAt: '2030-01-15',
      status: 'active',
    })
    assert.deepEqual(
      data.items.map((item) => [item.id === windshield.id, item.position, item.warrantyExpiresAt]),
      [
        [true, 'windshield', '2025-01-15'],
        [false, 'sunroof', '2030-01-15'],
      ]
    )
    const stored = await Sale.findOrFail(sale.id)
    assert.equal(stored.plateNormalized, 'BNH7781')
    assert.equal(
      await SaleItem.query()
        .where('sale_id', sale.id)
        .count('* as n')
        .first()
        .then((r) => Number(r?.$extras.n)),
      2
    )
  })

  test('an edit may keep a film discontinued since; another sale cannot take it', async ({
    client,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const old = await ProductFactory.create()
    const sale = await registerSale(staff.user, old)
    old.merge({ status: 'discontinued', deletedAt: DateTime.now() })
    await old.save()
    const keep = saleBody(films, {
      dealerId: staff.user.dealerId,
      items: [{ position: 'windshield', productId: old.id }],
    })
    const api = adminApi(client, admin.token)
    const kept = await api.put(`${SALES_URL}/${sale.id}`, keep)
    kept.assertStatus(200)

    const swap = saleBody(films, {
      dealerId: staff.user.dealerId,
      items: [{ position: 'front_sides', productId: old.id }],
    })
    const moved = await api.put(`${SALES_URL}/${sale.id}`, swap)
    moved.assertStatus(200)

    const other = await registerSale(staff.user, films.clear)
    const stranger = await api.put(`${SALES_URL}/${other.id}`, keep)
    stranger.assertStatus(422)
    stranger.assertBodyContains({
      errors: { 'items.0.productId': 'Choose an active film product.' },
    })
  })
})
