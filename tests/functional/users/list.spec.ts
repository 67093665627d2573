import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import type { AdminUserDto } from '#dtos/admin_user'
import type { Paginated } from '#dtos/pagination'

const URL = '/api/admin/users'

/** The signed-in admin is "boss"; four more users around two dealers. */
async function seedUsers() {
  const { token } = await createAdmin({
    username: 'boss',
    fullName: 'Siti Rahman',
    email: 'siti@example.my',
  })
  const [ipoh, penang] = await DealerFactory.merge([
    { code: 'DL-0201', name: 'Ipoh Tint' },
    { code: 'DL-0202', name: 'Penang Film' },
  ]).createMany(2)
  await UserFactory.merge([
    {
      username: 'ahmad.ipoh',
      fullName: 'Ahmad Faiz',
      dealerId: ipoh.id,
      email: 'ahmad@ipohtint.my',
    },
    { username: 'mei.penang', fullName: 'Tan Mei Ling', dealerId: penang.id, isActive: false },
    { username: 'kumar', fullName: 'Kumar Raj', isAdmin: true, lastLoginAt: DateTime.now() },
    { username: 'old.staff', fullName: 'Gone Away', dealerId: ipoh.id, deletedAt: DateTime.now() },
  ]).createMany(4)
  return { token, ipoh, penang }
}

function usernames(body: Paginated<AdminUserDto>) {
  return body.data.map((user) => user.username)
}

test.group('Users API | list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists live users by username with role and dealer, never a password', async ({
    client,
    assert,
  }) => {
    const { token, ipoh } = await seedUsers()
    const response = await adminApi(client, token).get(URL)
    response.assertStatus(200)
    const body = response.body() as Paginated<AdminUserDto>
    assert.deepEqual(usernames(body), ['ahmad.ipoh', 'boss', 'kumar', 'mei.penang'])
    assert.equal(body.meta.total, 4)
    assert.containsSubset(body.data[0], {
      fullName: 'Ahmad Faiz',
      role: 'staff',
      isAdmin: false,
      isActive: true,
      dealerId: ipoh.id,
      dealer: { id: ipoh.id, code: 'DL-0201', name: 'Ipoh Tint' },
      deletedAt: null,
    })
    assert.containsSubset(body.data[2], { role: 'admin', dealer: null, dealerId: null })
    assert.isString(body.data[2].lastLoginAt)
    assert.notInclude(response.text(), 'password')
  })

  test('searches username, full name and email: "{search}"')
    .with([
      { search: 'MEI', expected: ['mei.penang'] },
      { search: 'faiz', expected: ['ahmad.ipoh'] },
      { search: 'siti@example', expected: ['boss'] },
      { search: 'nobody', expected: [] },
    ])
    .run(async ({ client, assert }, { search, expected }) => {
      const { token } = await seedUsers()
      const response = await adminApi(client, token).get(URL, { search })
      assert.deepEqual(usernames(response.body()), expected)
    })

  test('filters by role, status, dealer and archive state', async ({ client, assert }) => {
    const { token, ipoh, penang } = await seedUsers()
    const api = adminApi(client, token)
    assert.deepEqual(usernames(await api.ok(URL, { role: 'admin' })), ['boss', 'kumar'])
    assert.deepEqual(usernames(await api.ok(URL, { role: 'staff' })), ['ahmad.ipoh', 'mei.penang'])
    assert.deepEqual(usernames(await api.ok(URL, { status: 'inactive' })), ['mei.penang'])
    assert.deepEqual(usernames(await api.ok(URL, { dealerId: penang.id })), ['mei.penang'])
    assert.deepEqual(usernames(await api.ok(URL, { dealerId: ipoh.id, archived: 'only' })), [
      'old.staff',
    ])
    assert.lengthOf(usernames(await api.ok(URL, { archived: 'with' })), 5)
  })

  test('sorts by full name both ways', async ({ client, assert }) => {
    const { token } = await seedUsers()
    const api = adminApi(client, token)
    const asc = ['ahmad.ipoh', 'kumar', 'boss', 'mei.penang']
    assert.deepEqual(usernames(await api.ok(URL, { sort: 'fullName', direction: 'asc' })), asc)
    assert.deepEqual(
      usernames(await api.ok(URL, { sort: 'fullName', direction: 'desc' })),
      [...asc].reverse()
    )
  })

  test('pages and answers an empty page past the end', async ({ client, assert }) => {
    const { token } = await createAdmin()
    await UserFactory.apply('admin').createMany(10)
    const api = adminApi(client, token)
    const second = await api.ok<Paginated<AdminUserDto>>(URL, { perPage: 10, page: 2 })
    assert.lengthOf(second.data, 1)
    assert.deepEqual(second.meta, {
      total: 11,
      perPage: 10,
      currentPage: 2,
      lastPage: 2,
      totalIsEstimate: false,
    })
    const beyond = await api.ok<Paginated<AdminUserDto>>(URL, { perPage: 10, page: 9 })
    assert.deepEqual(beyond, {
      data: [],
      meta: { total: 11, perPage: 10, currentPage: 9, lastPage: 2, totalIsEstimate: false },
    })
  })

  test('answers 422 on {field} for a bad list query ({label})')
    .with([
      { label: 'perPage 7', query: { perPage: 7 }, field: 'perPage' },
      { label: 'page 0', query: { page: 0 }, field: 'page' },
      { label: 'unknown sort', query: { sort: 'password' }, field: 'sort' },
      { label: 'unknown role', query: { role: 'owner' }, field: 'role' },
      { label: 'dealer id in words', query: { dealerId: 'ipoh' }, field: 'dealerId' },
      { label: 'huge dealer id', query: { dealerId: '99999999999999' }, field: 'dealerId' },
    ])
    .run(async ({ client, assert }, { query, field }) => {
      const { token } = await createAdmin()
      const response = await adminApi(client, token).get(URL, query)
      response.assertStatus(422)
      assert.property(response.body().errors, field)
    })
})
