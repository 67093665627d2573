import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { errors as vineErrors } from '@vinejs/vine'
import UserService from '#services/user_service'
import { actorOf } from '#services/audit_service'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { createAdmin, issueToken } from '#tests/helpers/auth'
import { adminApi, sessionStatus } from '#tests/helpers/admin_api'
import type { AdminUserDto } from '#dtos/admin_user'

const URL = '/api/admin/users'

async function rejectionOf(action: () => Promise<unknown>) {
  try {
    await action()
  } catch (error) {
    return error
  }
  throw new Error('Expected the action to be refused')
}

test.group('Users API | admins cannot lock themselves out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin cannot remove their own admin role (422 on isAdmin)', async ({
    client,
    assert,
  }) => {
    const { token, user } = await createAdmin()
    await UserFactory.apply('admin').create()
    const dealer = await DealerFactory.create()
    const response = await adminApi(client, token).put(`${URL}/${user.id}`, {
      username: user.username,
      isAdmin: false,
      dealerId: dealer.id,
    })
    response.assertStatus(422)
    assert.equal(response.body().errors.isAdmin, 'You cannot remove your own admin role.')
    await user.refresh()
    assert.isTrue(user.isAdmin)
  })

  test('an admin cannot deactivate themself (422 on isActive)', async ({ client, assert }) => {
    const { token, user } = await createAdmin()
    const response = await adminApi(client, token).put(`${URL}/${user.id}`, {
      username: user.username,
      isActive: false,
    })
    response.assertStatus(422)
    assert.equal(response.body().errors.isActive, 'You cannot deactivate your own account.')
  })

  test('an admin cannot archive themself (409)', async ({ client, assert }) => {
    const { token, user } = await createAdmin()
    const response = await adminApi(client, token).delete(`${URL}/${user.id}`)
    response.assertStatus(409)
    assert.deepEqual(response.body(), { message: 'You cannot archive your own account.' })
  })

  test('an admin may edit their own name and password', async ({ client, assert }) => {
    const { token, user } = await createAdmin()
    const response = await adminApi(client, token).put(`${URL}/${user.id}`, {
      username: user.username,
      fullName: 'Chief Admin',
      isAdmin: true,
      isActive: true,
    })
    response.assertStatus(200)
    assert.equal(response.body().data.fullName, 'Chief Admin')
  })

  test('another admin can be demoted, deactivated and archived', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const other = await UserFactory.apply('admin').create()
    const dealer = await DealerFactory.create()
    const api = adminApi(client, token)
    const demoted = await api.put(`${URL}/${other.id}`, {
      username: other.username,
      isAdmin: false,
      dealerId: dealer.id,
    })
    demoted.assertStatus(200)
    assert.containsSubset(demoted.body().data, { role: 'staff', dealer: { id: dealer.id } })
    const archived = await api.delete(`${URL}/${other.id}`)
    archived.assertStatus(200)
    assert.equal(archived.body().message, 'User archived.')
  })

  test('the last active admin cannot be demoted, deactivated or archived', async ({ assert }) => {
    // The acting admin was just deactivated by someone else: the target is the last one left.
    const actor = await UserFactory.apply('admin').merge({ isActive: false }).create()
    const last = await UserFactory.apply('admin').create()
    const dealer = await DealerFactory.create()

    for (const change of [{ isAdmin: false, dealerId: dealer.id }, { isActive: false }]) {
      const error = await rejectionOf(() =>
        UserService.update(last, { username: last.username, ...change }, actorOf(actor))
      )
      assert.instanceOf(error, vineErrors.E_VALIDATION_ERROR)
      const [first] = (error as InstanceType<typeof vineErrors.E_VALIDATION_ERROR>).messages
      assert.equal(first.field, Object.keys(change)[0])
      assert.match(first.message, /last active admin/)
    }
    await assert.rejects(() => UserService.archive(last, actorOf(actor)), /last active admin/)
    await last.refresh()
    assert.isTrue(last.isAdmin && last.isActive)
    assert.isNull(last.deletedAt)
  })
})

test.group('Users API | archive and restore', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('archiving a user signs them out; restoring brings them back', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const staff = await UserFactory.with('dealer').create()
    const staffToken = await issueToken(staff)
    const api = adminApi(client, token)

    const archived = await api.delete(`${URL}/${staff.id}`)
    archived.assertStatus(200)
    assert.isString(archived.body().data.deletedAt)
    assert.equal(await sessionStatus(client, staffToken), 401)
    const listed = await api.rows<AdminUserDto>(URL)
    assert.notInclude(
      listed.map((user) => user.id),
      staff.id
    )

    const restored = await api.post(`${URL}/${staff.id}/restore`)
    restored.assertStatus(200)
    assert.equal(restored.body().message, 'User restored.')
    assert.isNull(restored.body().data.deletedAt)
    assert.equal(restored.body().data.dealer.id, staff.dealerId)
  })

  test('an active staff user of an archived dealer cannot be restored (409)', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const dealer = await DealerFactory.create()
    const staff = await UserFactory.merge({
      dealerId: dealer.id,
      deletedAt: DateTime.now(),
    }).create()
    dealer.deletedAt = DateTime.now()
    await dealer.save()
    const response = await adminApi(client, token).post(`${URL}/${staff.id}/restore`)
    response.assertStatus(409)
    assert.match(response.body().message, /dealer is archived or inactive/)
  })
})
