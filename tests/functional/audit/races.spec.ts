import { test } from '@japa/runner'
import Sale from '#models/sale'
import SaleTransfer from '#models/sale_transfer'
import User from '#models/user'
import { withCommittedWrites } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { historyOf } from '#tests/helpers/audit'
import { SALES_URL, isoToday, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import type { AuditChanges } from '#dtos/audit'

const PARALLEL = 10

/**
 * Issue 31, item 1: changes to one record sent at the same time, as real
 * parallel requests against the running server, committing for real.
 * Before, on PostgreSQL, ten transfers all answered 200 and every
 * `sale_transfers` row and history entry named the ORIGINAL owner as the
 * previous one; edits of one dealer all recorded the same "old" value.
 * Every change must name the value before it: a chain, whichever order the
 * database ran them in (a refused one, 409, simply leaves no link).
 */
test.group('History | parallel changes of one record form one chain', (group) => {
  group.each.setup(() => withCommittedWrites())

  /** Each entry's `old` is the previous entry's `new`, from `first` to `last`. */
  function assertChain(
    assert: { deepEqual: (actual: unknown, expected: unknown, message?: string) => void },
    changes: AuditChanges[],
    fields: string[],
    first: Record<string, unknown>,
    last: Record<string, unknown>
  ) {
    let current = first
    changes.forEach((change, index) => {
      const old = Object.fromEntries(fields.map((field) => [field, change[field]?.old]))
      assert.deepEqual(old, current, `entry ${index + 1} of ${changes.length}`)
      current = Object.fromEntries(fields.map((field) => [field, change[field]?.new]))
    })
    assert.deepEqual(current, last, 'the last entry names what is stored')
  }

  test('ten transfers of one warranty: each names the owner before it', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const api = adminApi(client, admin.token)
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        api.post(`${SALES_URL}/${sale.id}/transfer`, {
          customerName: `Owner number ${index}`,
          customerPhone: `+60 12-555 010${index}`,
          transferredOn: isoToday(),
          transferReason: 'Car sold',
        })
      )
    )
    const statuses = responses.map((response) => response.status())
    for (const status of statuses) assert.oneOf(status, [200, 409], statuses.join(','))
    const accepted = statuses.filter((status) => status === 200).length
    assert.isAtLeast(accepted, 1)

    const stored = await Sale.findOrFail(sale.id)
    const owner = (name: string, phone: string) => ({ name, phone })
    const transfers = await SaleTransfer.query().where('sale_id', sale.id).orderBy('id')
    assert.lengthOf(transfers, accepted)
    let previous = owner(sale.customerName, sale.customerPhone)
    for (const [index, row] of transfers.entries()) {
      const named = owner(row.previousCustomerName, row.previousCustomerPhone)
      assert.deepEqual(named, previous, `transfer ${index + 1}`)
      previous = owner(row.newCustomerName, row.newCustomerPhone)
    }
    assert.deepEqual(previous, owner(stored.customerName, stored.customerPhone))

    const history = await historyOf('sale', sale.id)
    const entries = history.filter((row) => row.action === 'transfer')
    assert.lengthOf(entries, accepted)
    assertChain(
      assert,
      entries.map((entry) => entry.changes),
      ['customerName', 'customerPhone'],
      { customerName: sale.customerName, customerPhone: sale.customerPhone },
      { customerName: stored.customerName, customerPhone: stored.customerPhone }
    )
  })

  test('ten edits of one sale: each entry names the value before it', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const api = adminApi(client, admin.token)
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        api.put(
          `${SALES_URL}/${sale.id}`,
          saleBody(films, { dealerId: staff.user.dealerId, customerName: `Edit number ${index}` })
        )
      )
    )
    for (const response of responses) response.assertStatus(200)

    const stored = await Sale.findOrFail(sale.id)
    const history = await historyOf('sale', sale.id)
    const entries = history.filter((row) => row.action === 'update')
    assert.lengthOf(entries, PARALLEL)
    assertChain(
      assert,
      entries.map((entry) => entry.changes),
      ['customerName'],
      { customerName: sale.customerName },
      { customerName: stored.customerName }
    )
  })

  test('ten edits of one {resource}: each entry names the value before it')
    .with([
      {
        resource: 'dealer',
        url: '/api/admin/dealers',
        body: { name: 'Kinta Tint Hub', phone: '+60 5-254 8890', city: 'Ipoh' },
        field: 'city',
      },
      {
        resource: 'product',
        url: '/api/admin/products',
        body: {
          sku: 'CER-70',
          name: 'Crystal Clear 70',
          type: 'ceramic',
          vlt: 70,
          warrantyYears: 10,
          description: 'First',
        },
        field: 'description',
      },
    ] as const)
    .run(async ({ client, assert }, { resource, url, body, field }) => {
      const admin = await createAdmin()
      const api = adminApi(client, admin.token)
      const created = await api.post(url, body)
      created.assertStatus(201)
      const id = created.body().data.id as number
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, index) =>
          api.put(`${url}/${id}`, { ...body, [field]: `Value number ${index}` })
        )
      )
      for (const response of responses) response.assertStatus(200)

      const stored = await api.ok<{ data: Record<string, unknown> }>(`${url}/${id}`)
      const history = await historyOf(resource, id)
      const entries = history.filter((row) => row.action === 'update')
      assert.lengthOf(entries, PARALLEL)
      assertChain(
        assert,
        entries.map((entry) => entry.changes),
        [field],
        { [field]: body[field as keyof typeof body] },
        { [field]: stored.data[field] }
      )
    })

  test('two admins removing each other at once: one admin always remains', async ({
    client,
    assert,
  }) => {
    for (let round = 0; round < 3; round++) {
      // Each round starts with exactly two active admins.
      await User.query().update({ isActive: false })
      const first = await createAdmin()
      const second = await createAdmin()
      const deactivate = (by: string, user: User) =>
        adminApi(client, by).put(`/api/admin/users/${user.id}`, {
          username: user.username,
          isActive: false,
        })
      const [one, two] = await Promise.all([
        deactivate(first.token, second.user),
        deactivate(second.token, first.user),
      ])
      // The other is refused: the last admin (422), or signed out already (401).
      const [won, lost] = [one.status(), two.status()].sort()
      assert.equal(won, 200)
      assert.oneOf(lost, [401, 422])
      const admins = await User.query().where('is_admin', true).where('is_active', true)
      assert.lengthOf(admins, 1)
    }
  })
})
