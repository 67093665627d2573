import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { adminApi, type AdminApi } from '#tests/helpers/admin_api'
import { CLAIMS_URL, expectStatus, fileClaim } from '#tests/helpers/claims'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import type { ClaimListItemDto } from '#dtos/claim'
import type { Paginated } from '#dtos/pagination'

/** The claim numbers of one page of the list, in its order. */
async function numbers(api: AdminApi, query: Record<string, string | number> = {}) {
  const page = await listed(api, query)
  return page.data.map((claim) => claim.number)
}

async function listed(api: AdminApi, query: Record<string, string | number> = {}) {
  const response = await expectStatus(api.get(CLAIMS_URL, query), 200)
  return response.body() as Paginated<ClaimListItemDto>
}

/** Three claims of the first dealer (filed 10, 5 and 1 days ago) and one of the second. */
async function claimsOfTwoDealers() {
  const world = await salesWorld()
  const nguyen = await registerSale(world.staff.user, world.films.clear, {
    customerName: 'Nguyễn Thị Hương',
    plateNumber: '51H-123.45',
  })
  const tan = await registerSale(world.staff.user, world.films.clear, {
    customerName: 'Tan Wei Ming',
    plateNumber: 'VBK 2391',
  })
  const foreignSale = await registerSale(world.otherStaff.user, world.films.dark, {
    customerName: 'Nguyen Van An',
    plateNumber: 'JQA 88',
  })
  const ago = (days: number) => DateTime.now().minus({ days })
  const old = await fileClaim(nguyen, { number: 'CL-2026-00011', createdAt: ago(10) })
  const middle = await fileClaim(tan, {
    number: 'CL-2026-00012',
    createdAt: ago(5),
    status: 'in_review',
  })
  const recent = await fileClaim(nguyen, {
    number: 'CL-2026-00013',
    createdAt: ago(1),
    status: 'resolved',
  })
  const foreign = await fileClaim(foreignSale, { number: 'CL-2026-00014', createdAt: ago(3) })
  return { ...world, nguyen, tan, old, middle, recent, foreign }
}

test.group('Claims | the list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("staff list their dealer's claims, newest filed first; admins everyone's", async ({
    client,
    assert,
  }) => {
    const { admin, staff, otherStaff } = await claimsOfTwoDealers()
    const mine = await listed(adminApi(client, staff.token))
    assert.deepEqual(
      mine.data.map((claim) => claim.number),
      ['CL-2026-00013', 'CL-2026-00012', 'CL-2026-00011']
    )
    assert.equal(mine.meta.total, 3)
    assert.deepEqual(await numbers(adminApi(client, otherStaff.token)), ['CL-2026-00014'])
    const all = await listed(adminApi(client, admin.token))
    assert.deepEqual(
      all.data.map((claim) => claim.number),
      ['CL-2026-00013', 'CL-2026-00014', 'CL-2026-00012', 'CL-2026-00011']
    )
    const row = all.data.find((claim) => claim.number === 'CL-2026-00012')!
    assert.equal(row.customerName, 'Tan Wei Ming')
    assert.equal(row.plateNumber, 'VBK 2391')
    assert.equal(row.status, 'in_review')
    assert.match(row.warrantyCode, /^WF-/)
  })

  test('the search finds a number, a warranty code, a plate, a name without its accents', async ({
    client,
    assert,
  }) => {
    const { admin, staff, tan } = await claimsOfTwoDealers()
    const api = adminApi(client, admin.token)
    assert.deepEqual(await numbers(api, { search: 'cl-2026-00012' }), ['CL-2026-00012'])
    assert.deepEqual(await numbers(api, { search: '00014' }), ['CL-2026-00014'])
    const code = tan.warrantyCode.slice(0, 6)
    assert.deepEqual(await numbers(api, { search: code.toLowerCase() }), ['CL-2026-00012'])
    assert.deepEqual(await numbers(api, { search: 'vbk2391' }), ['CL-2026-00012'])
    assert.deepEqual(await numbers(api, { search: '51h 123' }), ['CL-2026-00013', 'CL-2026-00011'])
    // Folded like the sales search: no case, no accents.
    assert.deepEqual(await numbers(api, { search: 'NGUYEN' }), [
      'CL-2026-00013',
      'CL-2026-00014',
      'CL-2026-00011',
    ])
    assert.deepEqual(await numbers(api, { search: 'hương' }), ['CL-2026-00013', 'CL-2026-00011'])
    // A LIKE wildcard is text.
    assert.deepEqual(await numbers(api, { search: '%' }), [])
    // Staff search only their own.
    assert.deepEqual(await numbers(adminApi(client, staff.token), { search: 'nguyen' }), [
      'CL-2026-00013',
      'CL-2026-00011',
    ])
  })

  test('filters: status, dealer (admins only), filed days', async ({ client, assert }) => {
    const { admin, staff, otherStaff } = await claimsOfTwoDealers()
    const api = adminApi(client, admin.token)
    assert.deepEqual(await numbers(api, { status: 'submitted' }), [
      'CL-2026-00014',
      'CL-2026-00011',
    ])
    const otherDealer = otherStaff.user.dealerId!
    assert.deepEqual(await numbers(api, { dealerId: otherDealer }), ['CL-2026-00014'])
    // A dealer filter from staff is ignored: they see their own whatever they ask.
    assert.deepEqual(await numbers(adminApi(client, staff.token), { dealerId: otherDealer }), [
      'CL-2026-00013',
      'CL-2026-00012',
      'CL-2026-00011',
    ])
    const day = (days: number) => DateTime.now().minus({ days }).toISODate()!
    assert.deepEqual(await numbers(api, { filedFrom: day(5), filedTo: day(3) }), [
      'CL-2026-00014',
      'CL-2026-00012',
    ])
    assert.deepEqual(await numbers(api, { filedTo: day(10) }), ['CL-2026-00011'])
    const wrong = await expectStatus(
      api.get(CLAIMS_URL, { status: 'lost', filedFrom: '31/02/2026' }),
      422
    )
    assert.properties(wrong.body().errors, ['status', 'filedFrom'])
  })

  test('sorts: filed, updated, status (in the workflow’s order), both ways', async ({
    client,
    assert,
  }) => {
    const { admin, old } = await claimsOfTwoDealers()
    const later = DateTime.now().plus({ hours: 1 }).toFormat('yyyy-MM-dd HH:mm:ss')
    await db.from('claims').where('id', old.id).update({ updated_at: later })
    const api = adminApi(client, admin.token)
    assert.deepEqual(await numbers(api, { sort: 'createdAt', direction: 'asc' }), [
      'CL-2026-00011',
      'CL-2026-00012',
      'CL-2026-00014',
      'CL-2026-00013',
    ])
    const updated = await numbers(api, { sort: 'updatedAt', direction: 'desc' })
    assert.equal(updated[0], 'CL-2026-00011')
    assert.deepEqual(await numbers(api, { sort: 'status', direction: 'asc' }), [
      'CL-2026-00011',
      'CL-2026-00014',
      'CL-2026-00012',
      'CL-2026-00013',
    ])
    assert.deepEqual(await numbers(api, { sort: 'status', direction: 'desc' }), [
      'CL-2026-00013',
      'CL-2026-00012',
      'CL-2026-00014',
      'CL-2026-00011',
    ])
    await expectStatus(api.get(CLAIMS_URL, { sort: 'description' }), 422)
  })

  test('pages of the list never overlap and the meta counts them', async ({ client, assert }) => {
    const world = await salesWorld()
    const sale = await registerSale(world.staff.user, world.films.clear)
    const filed = DateTime.now().minus({ days: 1 })
    // Filed the same second: the id breaks the tie.
    for (let index = 0; index < 23; index++) await fileClaim(sale, { createdAt: filed })
    const api = adminApi(client, world.staff.token)
    const first = await listed(api, { perPage: 10 })
    const second = await listed(api, { perPage: 10, page: 2 })
    const third = await listed(api, { perPage: 10, page: 3 })
    assert.deepEqual(first.meta, {
      total: 23,
      perPage: 10,
      currentPage: 1,
      lastPage: 3,
      totalIsEstimate: false,
    })
    assert.lengthOf(third.data, 3)
    const ids = [...first.data, ...second.data, ...third.data].map((claim) => claim.id)
    assert.lengthOf(new Set(ids), 23)
  })

  test('the open count: submitted, in review and approved claims, of the dealer for staff', async ({
    client,
    assert,
  }) => {
    const { admin, staff, otherStaff } = await claimsOfTwoDealers()
    const count = async (token: string) => {
      const body = await adminApi(client, token).ok<{ data: { open: number } }>(
        `${CLAIMS_URL}/open-count`
      )
      return body.data.open
    }
    assert.equal(await count(staff.token), 2)
    assert.equal(await count(otherStaff.token), 1)
    assert.equal(await count(admin.token), 3)
    // The dashboard says the same.
    type Dashboard = { data: { counts: { openClaims: number } } }
    const theirs = await adminApi(client, staff.token).ok<Dashboard>('/api/admin/dashboard')
    assert.equal(theirs.data.counts.openClaims, 2)
    const all = await adminApi(client, admin.token).ok<Dashboard>('/api/admin/dashboard')
    assert.equal(all.data.counts.openClaims, 3)
  })
})
