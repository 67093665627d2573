import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { DealerFactory } from '#database/factories/dealer_factory'
import { TEST_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { auditCount, historyOf, rawAuditText, expectStatus } from '#tests/helpers/audit'

const URL = '/api/admin/users'
const NEW_PASSWORD = 'a-brand-new-secret'

test.group('History | users', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create, edit, role change and password change are separate entries', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const dealer = await DealerFactory.merge({ code: 'DL-0042', name: 'Kinta Tint' }).create()
    const created = await api.post(URL, {
      username: 'siti.staff',
      fullName: 'Siti Nurhaliza',
      isAdmin: false,
      dealerId: dealer.id,
      isActive: true,
      password: 'tinted-windows-2026',
      passwordConfirmation: 'tinted-windows-2026',
    })
    created.assertStatus(201)
    const id = created.body().data.id
    const updated = await api.put(`${URL}/${id}`, {
      username: 'siti.staff',
      fullName: 'Siti Aminah',
      isAdmin: true,
      isActive: true,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    updated.assertStatus(200)

    const rows = await historyOf('user', id)
    assert.deepEqual(
      rows.map((row) => row.action),
      ['create', 'update', 'role_change', 'password_change']
    )
    const [create, update, role, password] = rows
    assert.deepEqual(create.changes.username, { old: null, new: 'siti.staff' })
    assert.deepEqual(create.changes.dealer, { old: null, new: 'DL-0042 · Kinta Tint' })
    assert.deepEqual(create.changes.role, { old: null, new: 'staff' })
    assert.deepEqual(update.changes, {
      fullName: { old: 'Siti Nurhaliza', new: 'Siti Aminah' },
      // An admin belongs to no dealer.
      dealer: { old: 'DL-0042 · Kinta Tint', new: null },
    })
    assert.deepEqual(role.changes, { role: { old: 'staff', new: 'admin' } })
    assert.deepEqual(password.changes, {})
    assert.equal(password.actorId, admin.user.id)
  })

  test('no password, hash or token is ever written to the history', async ({ client, assert }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const staff = await createStaff()
    await expectStatus(
      api.put(`${URL}/${staff.user.id}`, {
        username: staff.user.username,
        isAdmin: false,
        dealerId: staff.user.dealerId,
        isActive: true,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      }),
      200
    )
    const own = await adminApi(client, admin.token).post('/api/admin/auth/password/my', {
      currentPassword: TEST_PASSWORD,
      password: 'another-fresh-secret',
      passwordConfirmation: 'another-fresh-secret',
      _method: 'PATCH',
    })
    own.assertStatus(200)

    const text = await rawAuditText()
    const users = await User.query().whereIn('id', [staff.user.id, admin.user.id])
    const hashes = users.map((user) => user.password)
    for (const secret of [NEW_PASSWORD, 'another-fresh-secret', TEST_PASSWORD, ...hashes]) {
      assert.notInclude(text, secret)
    }
    assert.notMatch(text, /password"\s*:\s*\{/)
    assert.notInclude(text, admin.token)

    const [mine] = await historyOf('user', admin.user.id)
    assert.containsSubset(mine, {
      action: 'password_change',
      actorId: admin.user.id,
      changes: {},
    })
  })

  test('deactivation, archive and restore; a refused change writes nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const staff = await UserFactory.with('dealer').create()
    const body = { username: staff.username, isAdmin: false, dealerId: staff.dealerId }
    await expectStatus(api.put(`${URL}/${staff.id}`, { ...body, isActive: false }), 200)
    await expectStatus(api.delete(`${URL}/${staff.id}`), 200)
    await expectStatus(api.post(`${URL}/${staff.id}/restore`), 200)

    const before = await auditCount()
    // Self-demotion is refused: nothing happens, nothing is written.
    await expectStatus(
      api.put(`${URL}/${admin.user.id}`, { username: admin.user.username, isAdmin: false }),
      422
    )
    await expectStatus(api.put(`${URL}/${staff.id}`, { ...body, username: 'x' }), 422)
    assert.equal(await auditCount(), before)

    const rows = await historyOf('user', staff.id)
    assert.deepEqual(
      rows.map((row) => [row.action, row.changes]),
      [
        ['update', { isActive: { old: true, new: false } }],
        ['archive', {}],
        ['restore', {}],
      ]
    )
  })
})
