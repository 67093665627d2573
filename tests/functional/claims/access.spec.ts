import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Claim from '#models/claim'
import { DealerFactory } from '#database/factories/dealer_factory'
import { adminApi } from '#tests/helpers/admin_api'
import { historyOf } from '#tests/helpers/audit'
import { createStaff } from '#tests/helpers/auth'
import { CLAIMS_URL, claimsWorld, expectStatus, fileClaim, putPhoto } from '#tests/helpers/claims'
import type { ClaimPageDto } from '#dtos/claim_office'
import type { MutationResult } from '#dtos/dealer'

/** Every claim endpoint of one claim, as a user would call it. */
function claimRoutes(claimId: number, photoId = 1) {
  const at = `${CLAIMS_URL}/${claimId}`
  return [
    { method: 'get' as const, url: at },
    { method: 'get' as const, url: `${at}/photos/${photoId}` },
    { method: 'post' as const, url: `${at}/status`, body: { status: 'in_review' } },
    { method: 'post' as const, url: `${at}/replies`, body: { body: 'Hello' } },
    { method: 'post' as const, url: `${at}/notes`, body: { body: 'Note' } },
    { method: 'post' as const, url: `${at}/reassign`, body: { dealerId: 1 } },
  ]
}

test.group('Claims | who may do what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every claim endpoint needs a signed-in user (401)', async ({ client }) => {
    const { claim } = await claimsWorld()
    const requests = [
      client.get(CLAIMS_URL),
      client.get(`${CLAIMS_URL}/open-count`),
      ...claimRoutes(claim.id).map((route) =>
        route.method === 'get'
          ? client.get(route.url)
          : client.post(route.url).json(route.body).withCsrfToken()
      ),
    ]
    for (const request of requests) {
      const response = await request
      response.assertStatus(401)
      response.assertBodyContains({ message: 'Unauthenticated.' })
    }
  })

  test('staff of another dealer get 404 on everything of a claim, and change nothing', async ({
    client,
    assert,
  }) => {
    const { otherStaff, claim } = await claimsWorld()
    const { photo } = await putPhoto(claim)
    const api = adminApi(client, otherStaff.token)
    for (const route of claimRoutes(claim.id, photo.id)) {
      const response =
        route.method === 'get' ? await api.get(route.url) : await api.post(route.url, route.body)
      assert.equal(response.status(), 404, `${route.method} ${route.url}`)
    }
    const stored = await Claim.findOrFail(claim.id)
    assert.equal(stored.status, 'submitted')
    const history = await historyOf('claim', claim.id)
    assert.lengthOf(history, 0)
  })

  test('staff without a dealer see no claim at all', async ({ client, assert }) => {
    const { claim } = await claimsWorld()
    const loner = await createStaff()
    loner.user.dealerId = null
    await loner.user.save()
    const api = adminApi(client, loner.token)
    const list = await api.ok<{ data: unknown[] }>(CLAIMS_URL)
    assert.lengthOf(list.data, 0)
    await expectStatus(api.get(`${CLAIMS_URL}/${claim.id}`), 404)
    const count = await api.ok<{ data: { open: number } }>(`${CLAIMS_URL}/open-count`)
    assert.equal(count.data.open, 0)
  })

  test('staff of the claim’s dealer cannot reassign it (403); the page says so', async ({
    client,
    assert,
  }) => {
    const { staff, claim } = await claimsWorld()
    const other = await DealerFactory.create()
    const api = adminApi(client, staff.token)
    const page = await api.ok<{ data: ClaimPageDto }>(`${CLAIMS_URL}/${claim.id}`)
    assert.isFalse(page.data.permissions.reassign)
    const response = await api.post(`${CLAIMS_URL}/${claim.id}/reassign`, { dealerId: other.id })
    response.assertStatus(403)
    response.assertBodyContains({ message: 'Only an admin can hand a claim to another dealer.' })
    const stored = await Claim.findOrFail(claim.id)
    assert.equal(stored.dealerId, claim.dealerId)
  })
})

test.group('Claims | reassign', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin hands a claim to another dealer: its staff see and work it, the first dealer’s no longer do', async ({
    client,
    assert,
  }) => {
    const { admin, staff, otherStaff, claim } = await claimsWorld()
    const api = adminApi(client, admin.token)
    const page = await api.ok<{ data: ClaimPageDto }>(`${CLAIMS_URL}/${claim.id}`)
    assert.isTrue(page.data.permissions.reassign)

    const response = await api.post(`${CLAIMS_URL}/${claim.id}/reassign`, {
      dealerId: otherStaff.user.dealerId,
      reason: 'The installing shop has closed.',
    })
    response.assertStatus(200)
    const moved = response.body() as MutationResult<ClaimPageDto>
    assert.equal(moved.data.dealer.id, otherStaff.user.dealerId)
    // The warranty still names the shop that fitted the film.
    assert.equal(moved.data.warranty.installer.id, staff.user.dealerId)
    const last = moved.data.events.at(-1)!
    assert.equal(last.kind, 'reassigned')
    assert.isFalse(last.visibleToOwner)

    await expectStatus(adminApi(client, staff.token).get(`${CLAIMS_URL}/${claim.id}`), 404)
    const theirs = adminApi(client, otherStaff.token)
    const seen = await theirs.ok<{ data: ClaimPageDto }>(`${CLAIMS_URL}/${claim.id}`)
    // They work the claim but may not open the other dealer's sale.
    assert.isFalse(seen.data.warranty.saleVisible)
    assert.equal(seen.data.warranty.customerName, 'Tan Wei Ming')
    await expectStatus(
      theirs.post(`${CLAIMS_URL}/${claim.id}/status`, { status: 'in_review' }),
      200
    )

    const history = await historyOf('claim', claim.id)
    assert.equal(history[0].action, 'reassign')
    assert.equal(history[0].reason, 'The installing shop has closed.')
    assert.match(String(history[0].changes.dealer.new), / · /)
  })

  test('to the same dealer, an inactive or unknown one: 422 on the dealer', async ({
    client,
    assert,
  }) => {
    const { admin, claim } = await claimsWorld()
    const inactive = await DealerFactory.apply('inactive').create()
    const api = adminApi(client, admin.token)
    for (const dealerId of [claim.dealerId, inactive.id, 999_999]) {
      const response = await api.post(`${CLAIMS_URL}/${claim.id}/reassign`, { dealerId })
      response.assertStatus(422)
      assert.property(response.body().errors, 'dealerId')
    }
    const history = await historyOf('claim', claim.id)
    assert.lengthOf(history, 0)
  })
})

test.group('Claims | photos', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the claim’s staff get the bytes with their content type, privately cached', async ({
    client,
    assert,
  }) => {
    const { staff, admin, claim } = await claimsWorld()
    const { photo, bytes } = await putPhoto(claim)
    for (const token of [staff.token, admin.token]) {
      const response = await client
        .get(`${CLAIMS_URL}/${claim.id}/photos/${photo.id}`)
        .bearerToken(token)
      response.assertStatus(200)
      response.assertHeader('content-type', 'image/jpeg')
      assert.equal(response.header('cache-control'), 'private, max-age=3600')
      assert.equal(Number(response.header('content-length')), bytes.length)
      assert.isTrue(Buffer.from(response.body()).equals(bytes), 'the stored bytes, unchanged')
    }
    const page = await adminApi(client, staff.token).ok<{ data: ClaimPageDto }>(
      `${CLAIMS_URL}/${claim.id}`
    )
    assert.deepEqual(page.data.photos, [
      { id: photo.id, width: 64, height: 48, url: `${CLAIMS_URL}/${claim.id}/photos/${photo.id}` },
    ])
  })

  test('a photo of another claim, or one missing from the disk, is a 404', async ({ client }) => {
    const { staff, claim, sale } = await claimsWorld()
    const second = await fileClaim(sale)
    const { photo } = await putPhoto(second)
    const api = adminApi(client, staff.token)
    await expectStatus(api.get(`${CLAIMS_URL}/${claim.id}/photos/${photo.id}`), 404)
    await expectStatus(api.get(`${CLAIMS_URL}/${second.id}/photos/${photo.id}`), 200)
    const lost = await putPhoto(second)
    lost.photo.storageKey = 'claims/test/never-stored.jpg'
    await lost.photo.save()
    await expectStatus(api.get(`${CLAIMS_URL}/${second.id}/photos/${lost.photo.id}`), 404)
  })

  test('no photo is reachable as a static file', async ({ client }) => {
    const { claim } = await claimsWorld()
    const { photo } = await putPhoto(claim)
    for (const url of [`/${photo.storageKey}`, `/uploads/${photo.storageKey}`]) {
      const response = await client.get(url)
      response.assertStatus(404)
    }
  })
})
