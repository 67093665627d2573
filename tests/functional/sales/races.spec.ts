import { test } from '@japa/runner'
import { withCommittedWrites } from '#tests/helpers/database'
import Sale from '#models/sale'
import SalesService, { EDIT_VOID_CONFLICT, VOID_CONFLICT } from '#services/sales_service'
import type { SaleUpdatePayload } from '#validators/sale'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import type { SaleDetailDto } from '#dtos/sale'

/**
 * Issue 9, item 5: voids and edits of one sale sent at the same time, as
 * real parallel requests against the running server, committing for real
 * (no test transaction around them, so the tables are emptied after each).
 * Before, on PostgreSQL, 8–10 of 10 voids answered 200, each overwriting
 * the reason, and an edit could land on a sale already void.
 */
test.group('Sales | concurrent voids and edits', (group) => {
  group.each.setup(() => withCommittedWrites())

  test('of 10 voids sent at once exactly one wins; the others are 409', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const otherAdmin = await createAdmin()
    for (let round = 0; round < 3; round++) {
      const sale = await registerSale(staff.user, films.clear)
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          adminApi(client, index % 2 ? otherAdmin.token : admin.token).post(
            `${SALES_URL}/${sale.id}/void`,
            { reason: `Reason number ${index}` }
          )
        )
      )
      const statuses = responses.map((response) => response.status())
      assert.deepEqual(
        statuses.filter((status) => status === 200),
        [200],
        statuses.join(',')
      )
      assert.lengthOf(
        statuses.filter((status) => status === 409),
        9
      )
      for (const response of responses.filter((r) => r.status() === 409)) {
        assert.deepEqual(response.body(), { message: VOID_CONFLICT })
      }

      // What is stored is the winner's reason and voider, not a later writer's.
      const winner = responses.find((response) => response.status() === 200)!
      const won = winner.body().data as SaleDetailDto
      const stored = await Sale.findOrFail(sale.id)
      assert.equal(stored.status, 'void')
      assert.equal(stored.voidReason, won.voidReason)
      assert.equal(stored.voidedBy, won.voidedBy!.id)
    }
  })

  test('edits sent with a void either land before it or are refused (409)', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const api = adminApi(client, admin.token)
    for (let round = 0; round < 3; round++) {
      const sale = await registerSale(staff.user, films.clear)
      const edits = Array.from({ length: 6 }, (_, index) =>
        api.put(
          `${SALES_URL}/${sale.id}`,
          saleBody(films, {
            dealerId: staff.user.dealerId,
            customerName: `Edited in round ${round} by request ${index}`,
          })
        )
      )
      const voiding = api.post(`${SALES_URL}/${sale.id}/void`, { reason: 'Registered twice' })
      const [voided, ...edited] = await Promise.all([voiding, ...edits])

      voided.assertStatus(200)
      for (const response of edited) {
        assert.oneOf(response.status(), [200, 409])
        if (response.status() === 409) {
          assert.deepEqual(response.body(), { message: EDIT_VOID_CONFLICT })
        }
      }
      // Nothing changed the sale after its void: it is exactly as the void left it.
      const afterVoid = voided.body().data as SaleDetailDto
      const stored = await SalesService.find(admin.user, sale.id)
      assert.equal(stored.status, 'void')
      assert.equal(stored.customerName, afterVoid.customerName)
      assert.deepEqual(
        stored.items.map((item) => item.position).sort(),
        afterVoid.items.map((item) => item.position).sort()
      )
      const again = await api.put(
        `${SALES_URL}/${sale.id}`,
        saleBody(films, { dealerId: staff.user.dealerId })
      )
      again.assertStatus(409)
    }
  })

  test('the rule holds for any caller of the service, even one holding a stale copy', async ({
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    // Two editors opened the sale while it was active.
    const first = await SalesService.find(admin.user, sale.id)
    const second = await SalesService.find(admin.user, sale.id)
    await SalesService.void(admin.user, first, 'Customer cancelled')

    assert.equal(second.status, 'active')
    const payload = saleBody(films, { dealerId: staff.user.dealerId }) as SaleUpdatePayload
    await assert.rejects(() => SalesService.update(admin.user, second, payload), EDIT_VOID_CONFLICT)
    await assert.rejects(() => SalesService.void(admin.user, second, 'Again'), VOID_CONFLICT)
    const stored = await Sale.findOrFail(sale.id)
    assert.equal(stored.voidReason, 'Customer cancelled')
    assert.equal(stored.customerName, sale.customerName)
  })
})
