import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import SaleTransferService from '#services/sale_transfer_service'
import { adminApi } from '#tests/helpers/admin_api'
import { CLAIMS_URL, claimsWorld, expectStatus, fileClaim, outboxOf } from '#tests/helpers/claims'
import { isoToday, registerSale, salesWorld } from '#tests/helpers/sales'
import type { ClaimPageDto } from '#dtos/claim_office'

test.group('Claims | a claim’s page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the warranty it is about: its films with the claimed window marked, its owners, the sale link', async ({
    client,
    assert,
  }) => {
    const world = await salesWorld()
    const sale = await registerSale(world.staff.user, world.films.clear, {
      customerName: 'Lim Chee Keong',
      plateNumber: 'PKQ 8812',
      items: [
        { position: 'windshield', product: world.films.clear },
        { position: 'rear_windshield', product: world.films.dark },
      ],
    })
    await SaleTransferService.transfer(world.staff.user, sale, {
      customerName: 'Nurul Aina binti Hassan',
      customerPhone: '+60198765432',
      transferredOn: isoToday(),
      transferReason: 'Car sold',
    })
    const claim = await fileClaim(sale)
    const api = adminApi(client, world.staff.token)
    const { data } = await api.ok<{ data: ClaimPageDto }>(`${CLAIMS_URL}/${claim.id}`)

    assert.equal(data.number, claim.number)
    assert.equal(data.dealer.id, world.staff.user.dealerId)
    assert.equal(data.warranty.customerName, 'Nurul Aina binti Hassan')
    assert.equal(data.warranty.plateNumber, 'PKQ 8812')
    assert.isTrue(data.warranty.saleVisible)
    assert.deepEqual(
      data.warranty.films.map((film) => [film.position, film.productName, film.claimed]),
      [
        ['windshield', 'Crystal Clear 70', true],
        ['rear_windshield', 'Onyx Ceramic 15', false],
      ]
    )
    assert.deepEqual(
      data.windows.map((window) => window.position),
      ['windshield']
    )
    assert.deepEqual(
      data.warranty.transfers.map((transfer) => [
        transfer.previousCustomerName,
        transfer.newCustomerName,
      ]),
      [['Lim Chee Keong', 'Nurul Aina binti Hassan']]
    )
    // Filed by the owner: no staff name on it.
    assert.deepEqual(
      data.events.map((event) => [event.kind, event.author]),
      [['filed', null]]
    )
    assert.deepEqual(data.permissions, {
      nextStatuses: ['in_review', 'approved', 'rejected'],
      reply: true,
      note: true,
      reassign: false,
    })

    // The owner told of a change is the warranty's owner now: the new phone on file.
    await expectStatus(api.post(`${CLAIMS_URL}/${claim.id}/status`, { status: 'in_review' }), 200)
    const [message] = await outboxOf(claim)
    assert.equal(message.recipient, '+60198765432')
  })

  test('an unknown claim, or an id out of range, is a 404', async ({ client }) => {
    const { admin } = await claimsWorld()
    const api = adminApi(client, admin.token)
    await expectStatus(api.get(`${CLAIMS_URL}/999999`), 404)
    await expectStatus(api.get(`${CLAIMS_URL}/99999999999`), 404)
    await expectStatus(api.post(`${CLAIMS_URL}/999999/status`, { status: 'in_review' }), 404)
  })
})
