import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import { DealerFactory } from '#database/factories/dealer_factory'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { expectStatus } from '#tests/helpers/audit'
import type { AuditEntryDto } from '#dtos/audit'
import type { Paginated } from '#dtos/pagination'

const URL = '/api/admin/audit'

type Seed = Partial<Pick<AuditLog, 'actorId' | 'actorUsername' | 'action' | 'recordType'>> & {
  recordId?: number
  daysAgo?: number
}

/** History rows written directly, at chosen days, to exercise the filters. */
async function seed(rows: Seed[]) {
  for (const { daysAgo = 0, ...row } of rows) {
    await AuditLog.create({
      actorId: null,
      actorUsername: null,
      ip: '203.0.113.7',
      action: 'update',
      recordType: 'dealer',
      recordId: 1,
      changes: { name: { old: 'A', new: 'B' } },
      reason: null,
      ...row,
      createdAt: DateTime.now().minus({ days: daysAgo }).set({ hour: 12 }),
    })
  }
}

test.group('History | GET /api/admin/audit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('admins only: staff get a 403, a guest a 401', async ({ client }) => {
    const staff = await createStaff()
    await expectStatus(adminApi(client, staff.token).get(URL), 403)
    await expectStatus(client.get(URL), 401)
  })

  test('newest first, paginated, with who, where and what', async ({ client, assert }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    // Two real changes through the API: the create, then the update.
    const created = await api.post('/api/admin/dealers', {
      name: 'Kinta Tint Hub',
      phone: '+60 5-254 8890',
      status: 'active',
    })
    const id = created.body().data.id
    await api.put(`/api/admin/dealers/${id}`, {
      name: 'Kinta Tint Hub 2',
      phone: '+60 5-254 8890',
      status: 'active',
    })
    const body = await api.ok<Paginated<AuditEntryDto>>(URL, { perPage: 10 })
    assert.deepEqual(
      body.data.map((entry) => entry.action),
      ['update', 'create']
    )
    assert.containsSubset(body.data[0], {
      recordType: 'dealer',
      recordId: id,
      actor: { id: admin.user.id, username: admin.user.username },
      changes: { name: { old: 'Kinta Tint Hub', new: 'Kinta Tint Hub 2' } },
      reason: null,
    })
    assert.isString(body.data[0].ip)
    assert.containsSubset(body.meta, { total: 2, perPage: 10, currentPage: 1, lastPage: 1 })

    const oldest = await api.ok<Paginated<AuditEntryDto>>(URL, { perPage: 10, page: 2 })
    assert.lengthOf(oldest.data, 0)
  })

  test('filters: record, user, action and a day range (inclusive)', async ({ client, assert }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const other = await createAdmin()
    const dealer = await DealerFactory.create()
    await seed([
      { recordType: 'dealer', recordId: dealer.id, daysAgo: 10 },
      { recordType: 'dealer', recordId: dealer.id, action: 'archive', daysAgo: 3 },
      { recordType: 'product', recordId: dealer.id, daysAgo: 1 },
      {
        recordType: 'user',
        recordId: 5,
        actorId: other.user.id,
        actorUsername: other.user.username,
        action: 'role_change',
      },
    ])
    const ids = async (query: Record<string, string | number>) => {
      const rows = await api.rows<AuditEntryDto>(URL, query)
      return rows.map((entry) => [entry.recordType, entry.action])
    }

    assert.deepEqual(await ids({ recordType: 'dealer', recordId: dealer.id }), [
      ['dealer', 'archive'],
      ['dealer', 'update'],
    ])
    assert.deepEqual(await ids({ actorId: other.user.id }), [['user', 'role_change']])
    assert.deepEqual(await ids({ action: 'archive' }), [['dealer', 'archive']])
    const day = (ago: number) => DateTime.now().minus({ days: ago }).toISODate()!
    assert.deepEqual(await ids({ from: day(3), to: day(1) }), [
      ['product', 'update'],
      ['dealer', 'archive'],
    ])
    assert.deepEqual(await ids({ to: day(10) }), [['dealer', 'update']])
    assert.deepEqual(await ids({ search: other.user.username.toUpperCase() }), [
      ['user', 'role_change'],
    ])
    assert.deepEqual(await ids({ direction: 'asc', recordType: 'dealer' }), [
      ['dealer', 'update'],
      ['dealer', 'archive'],
    ])
  })

  test('a malformed filter is a 422, never a 500: {label}')
    .with([
      { label: 'record type', query: { recordType: 'car' } },
      { label: 'record id', query: { recordId: 'abc' } },
      { label: 'huge id', query: { actorId: '99999999999999999999' } },
      { label: 'action', query: { action: 'delete' } },
      { label: 'date', query: { from: '31/02/2026' } },
      { label: 'page size', query: { perPage: 7 } },
    ])
    .run(async ({ client, assert }, { query }) => {
      const admin = await createAdmin()
      const response = await adminApi(client, admin.token).get(URL, query)
      response.assertStatus(422)
      assert.isString(response.body().message)
      assert.isObject(response.body().errors)
    })
})
