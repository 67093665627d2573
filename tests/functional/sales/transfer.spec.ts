import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Sale from '#models/sale'
import SaleTransfer from '#models/sale_transfer'
import Product from '#models/product'
import SalePolicy from '#policies/sale_policy'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { UserFactory } from '#database/factories/user_factory'
import { formatWarrantyCode } from '#domain/warranty_code'
import { adminApi } from '#tests/helpers/admin_api'
import { issueToken } from '#tests/helpers/auth'
import { SALES_URL, isoToday, registerSale, salesWorld } from '#tests/helpers/sales'
import type { MutationResult } from '#dtos/dealer'
import type { SaleDetailDto } from '#dtos/sale'

type Problem = { message: string; errors?: Record<string, string> }

const INSTALLED = DateTime.now().minus({ months: 8 }).toISODate()!

/** A sale installed 8 months ago for Tan Wei Ming (phone ending 6789), by `staff`. */
async function soldCar() {
  const world = await salesWorld()
  const sale = await registerSale(world.staff.user, world.films.clear, {
    plateNumber: 'WXY 1234',
    customerPhone: '+60123456789',
    installedAt: INSTALLED,
  })
  return { ...world, sale }
}

const newOwner = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Nurul Aina binti Hassan',
  customerPhone: '019-876 5432',
  transferredOn: isoToday(),
  transferReason: 'Car sold',
  ...overrides,
})

test.group('Sales API | transfer to a new owner', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin transfers: new owner on the sale, code kept, previous owner listed', async ({
    client,
    assert,
  }) => {
    const { admin, sale } = await soldCar()
    const url = `${SALES_URL}/${sale.id}/transfer`
    const response = await adminApi(client, admin.token).post(url, newOwner())
    response.assertStatus(200)
    const { message, data } = response.body() as MutationResult<SaleDetailDto>
    assert.equal(
      message,
      `Warranty ${formatWarrantyCode(sale.warrantyCode)} transferred to its new owner.`
    )
    assert.containsSubset(data, {
      warrantyCode: formatWarrantyCode(sale.warrantyCode),
      customerName: 'Nurul Aina binti Hassan',
      customerPhone: '+60198765432',
      updatedBy: { id: admin.user.id },
    })
    assert.lengthOf(data.transfers, 1)
    assert.containsSubset(data.transfers[0], {
      previousCustomerName: 'Tan Wei Ming',
      previousCustomerPhone: '+60123456789',
      newCustomerName: 'Nurul Aina binti Hassan',
      newCustomerPhone: '+60198765432',
      transferredOn: isoToday(),
      reason: 'Car sold',
      createdBy: { id: admin.user.id, username: admin.user.username },
    })
  })

  test('the public lookup finds it by plate and the NEW phone, no longer by the old one', async ({
    client,
    assert,
  }) => {
    const { admin, sale } = await soldCar()
    const code = formatWarrantyCode(sale.warrantyCode)
    const before = await client.get('/e-warranty').qs({ plate: 'WXY 1234', phone4: '6789' })
    assert.include(before.text(), code)

    await adminApi(client, admin.token)
      .post(`${SALES_URL}/${sale.id}/transfer`, newOwner())
      .then((response) => response.assertStatus(200))

    const byNew = await client.get('/e-warranty').qs({ plate: 'wxy1234', phone4: '5432' })
    byNew.assertStatus(200)
    assert.include(byNew.text(), code)
    const byOld = await client.get('/e-warranty').qs({ plate: 'WXY 1234', phone4: '6789' })
    assert.notInclude(byOld.text(), code)
  })

  test("staff of the sale's dealer may transfer it, even one a colleague registered", async ({
    client,
    assert,
  }) => {
    const { sale, staff } = await soldCar()
    const colleague = await UserFactory.merge({ dealerId: staff.user.dealerId }).create()
    const api = adminApi(client, await issueToken(colleague))
    const shown = await api.get(`${SALES_URL}/${sale.id}`)
    assert.deepEqual((shown.body() as { data: SaleDetailDto }).data.transfer, {
      allowed: true,
      notTransferable: [],
    })
    const response = await api.post(`${SALES_URL}/${sale.id}/transfer`, newOwner())
    response.assertStatus(200)
  })

  test("staff of another dealer cannot (404, as for any of another dealer's sales)", async ({
    client,
    assert,
  }) => {
    const { sale, otherStaff } = await soldCar()
    const response = await adminApi(client, otherStaff.token).post(
      `${SALES_URL}/${sale.id}/transfer`,
      newOwner()
    )
    response.assertStatus(404)
    // Should the sale ever be reachable, the policy itself refuses (403).
    const verdict = new SalePolicy().transfer(otherStaff.user, sale)
    assert.isFalse(verdict === true || (verdict as AuthorizationResponse).authorized)
    await sale.refresh()
    assert.equal(sale.customerName, 'Tan Wei Ming')
    assert.lengthOf(await SaleTransfer.all(), 0)
  })

  test('a film that is not transferable refuses the transfer (422), nothing changes', async ({
    client,
    assert,
  }) => {
    const { admin, sale, films } = await soldCar()
    await Product.query().where('id', films.clear.id).update({ transferable: false })
    const api = adminApi(client, admin.token)
    const shown = await api.get(`${SALES_URL}/${sale.id}`)
    assert.deepEqual((shown.body() as { data: SaleDetailDto }).data.transfer.notTransferable, [
      'Crystal Clear 70',
    ])
    const response = await api.post(`${SALES_URL}/${sale.id}/transfer`, newOwner())
    response.assertStatus(422)
    const body = response.body() as Problem
    assert.include(body.message, 'Crystal Clear 70 does not pass to a new owner')
    assert.lengthOf(await SaleTransfer.all(), 0)
    await sale.refresh()
    assert.equal(sale.customerPhone, '+60123456789')
  })

  test('a void warranty is not transferred (409)', async ({ client, assert }) => {
    const { admin, sale } = await soldCar()
    await Sale.query().where('id', sale.id).update({ status: 'void', void_reason: 'Duplicate' })
    const response = await adminApi(client, admin.token).post(
      `${SALES_URL}/${sale.id}/transfer`,
      newOwner()
    )
    response.assertStatus(409)
    assert.equal((response.body() as Problem).message, 'A void warranty cannot be transferred.')
    assert.lengthOf(await SaleTransfer.all(), 0)
  })

  test('validation: each field, the date typed day-first, not before installation nor ahead', async ({
    client,
    assert,
  }) => {
    const { admin, sale } = await soldCar()
    const api = adminApi(client, admin.token)
    const url = `${SALES_URL}/${sale.id}/transfer`

    const empty = await api.post(url, {})
    empty.assertStatus(422)
    const errors = (empty.body() as Problem).errors!
    for (const field of ['customerName', 'customerPhone', 'transferredOn', 'transferReason']) {
      assert.isString(errors[field], field)
    }

    const cases: [Record<string, unknown>, string, string][] = [
      [{ customerPhone: '12' }, 'customerPhone', 'phone'],
      [{ customerName: 'A' }, 'customerName', 'full name'],
      [{ transferReason: 'x' }, 'transferReason', 'at least 3'],
      [{ transferredOn: '31/02/2026' }, 'transferredOn', ''],
      [
        { transferredOn: DateTime.now().plus({ days: 1 }).toISODate() },
        'transferredOn',
        'cannot be in the future',
      ],
      [
        { transferredOn: DateTime.fromISO(INSTALLED).minus({ days: 1 }).toISODate() },
        'transferredOn',
        'cannot be before the installation date',
      ],
    ]
    for (const [override, field, words] of cases) {
      const response = await api.post(url, newOwner(override))
      response.assertStatus(422)
      assert.include((response.body() as Problem).errors?.[field] ?? '', words, field)
    }
    assert.lengthOf(await SaleTransfer.all(), 0)

    const typed = DateTime.fromISO(INSTALLED).plus({ days: 3 })
    const dayFirst = await api.post(url, newOwner({ transferredOn: typed.toFormat('dd/MM/yyyy') }))
    dayFirst.assertStatus(200)
    const data = (dayFirst.body() as MutationResult<SaleDetailDto>).data
    assert.equal(data.transfers[0].transferredOn, typed.toISODate())
  })
})
