import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Dealer from '#models/dealer'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'

const URL = '/api/admin/dealers'
const VALID = {
  name: 'Kinta Tint Hub',
  contactName: 'Lim Wei Jie',
  phone: '+60 5-254 8890',
  email: 'Hello@KintaTint.my',
  address: '12 Jalan Sultan Idris Shah',
  city: 'Ipoh',
  status: 'active',
  notes: 'Open Sundays.',
}

test.group('Dealers API | create and update', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates a dealer with the next DL code and a normalised phone', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const response = await adminApi(client, token).post(URL, VALID)
    response.assertStatus(201)
    assert.equal(response.body().message, 'Dealer created.')
    assert.containsSubset(response.body().data, {
      code: 'DL-0001',
      name: 'Kinta Tint Hub',
      phone: '+6052548890',
      email: 'hello@kintatint.my',
      city: 'Ipoh',
      status: 'active',
      deletedAt: null,
    })
    assert.isNotNull(await Dealer.findBy('code', 'DL-0001'))
  })

  test('generated codes count on, skipping codes an admin typed, whatever their size', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const api = adminApi(client, token)
    await DealerFactory.merge([{ code: 'DL-0002' }, { code: 'DL-999999999' }]).createMany(2)
    const codes: string[] = []
    for (let index = 0; index < 3; index++) {
      const response = await api.post(URL, { ...VALID, name: `Kinta Tint Hub ${index}` })
      response.assertStatus(201)
      codes.push(response.body().data.code)
    }
    assert.deepEqual(codes, ['DL-0001', 'DL-0003', 'DL-0004'])
  })

  test('keeps a code given by the admin, upper-cased', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const response = await adminApi(client, token).post(URL, { ...VALID, code: 'dl-0500' })
    response.assertStatus(201)
    assert.equal(response.body().data.code, 'DL-0500')
  })

  test('answers 422 on {field} for {label}')
    .with([
      { label: 'an empty name', field: 'name', patch: { name: '' } },
      { label: 'a missing name', field: 'name', patch: { name: undefined } },
      { label: 'a name over 120 characters', field: 'name', patch: { name: 'x'.repeat(121) } },
      { label: 'a missing phone', field: 'phone', patch: { phone: undefined } },
      { label: 'a phone with 7 digits', field: 'phone', patch: { phone: '1234567' } },
      { label: 'a phone with 16 digits', field: 'phone', patch: { phone: '+6012345678901234' } },
      { label: 'a phone with letters', field: 'phone', patch: { phone: '+60 12 TINT 88' } },
      { label: 'an invalid email', field: 'email', patch: { email: 'not-an-email' } },
      { label: 'an unknown status', field: 'status', patch: { status: 'closed' } },
      { label: 'a code with spaces', field: 'code', patch: { code: 'DL 9' } },
      { label: 'a number as name', field: 'name', patch: { name: 42 } },
    ])
    .run(async ({ client, assert }, { field, patch }) => {
      const { token } = await createAdmin()
      const response = await adminApi(client, token).post(URL, { ...VALID, ...patch })
      response.assertStatus(422)
      assert.property(response.body().errors, field)
      assert.notProperty(response.body().errors, 'city')
    })

  test('refuses a code another dealer has, whatever its case or archive state', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    await DealerFactory.merge([
      { code: 'DL-0300' },
      { code: 'DL-0301', deletedAt: DateTime.now() },
    ]).createMany(2)
    const api = adminApi(client, token)
    for (const code of ['dl-0300', 'DL-0301']) {
      const response = await api.post(URL, { ...VALID, code })
      response.assertStatus(422)
      assert.equal(response.body().errors.code, 'This code is already in use.')
    }
  })

  test('updates a dealer; its own code is not a duplicate, another dealer’s is', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const dealer = await DealerFactory.merge({ code: 'DL-0010' }).create()
    await DealerFactory.merge({ code: 'DL-0011' }).create()
    const api = adminApi(client, token)

    const updated = await api.put(`${URL}/${dealer.id}`, {
      ...VALID,
      code: 'DL-0010',
      name: 'Renamed',
    })
    updated.assertStatus(200)
    assert.equal(updated.body().message, 'Dealer updated.')
    assert.containsSubset(updated.body().data, { id: dealer.id, code: 'DL-0010', name: 'Renamed' })

    const clash = await api.put(`${URL}/${dealer.id}`, { ...VALID, code: 'DL-0011' })
    clash.assertStatus(422)
    assert.property(clash.body().errors, 'code')
  })

  test('an update without a code keeps it; optional fields left out stay as they are', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const dealer = await DealerFactory.merge({ code: 'DL-0020', city: 'Shah Alam' }).create()
    const response = await adminApi(client, token).put(`${URL}/${dealer.id}`, {
      name: 'Shah Alam Film Centre',
      phone: '0355101234',
      code: null,
      email: null,
    })
    response.assertStatus(200)
    assert.containsSubset(response.body().data, {
      code: 'DL-0020',
      city: 'Shah Alam',
      email: null,
      // Typed the national way, stored in E.164.
      phone: '+60355101234',
    })
  })

  test('shows one dealer, archived or not, and 404 for an unknown id', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const dealer = await DealerFactory.merge({ deletedAt: DateTime.now() }).create()
    const api = adminApi(client, token)
    const shown = await api.get(`${URL}/${dealer.id}`)
    shown.assertStatus(200)
    assert.equal(shown.body().data.code, dealer.code)
    const missing = await api.get(`${URL}/999999`)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { message: 'Not found.' })
    const huge = await api.get(`${URL}/99999999999999`)
    huge.assertStatus(404)
    const updateMissing = await api.put(`${URL}/999999`, VALID)
    updateMissing.assertStatus(404)
  })
})

test.group('Dealers API | archive and staff', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('archives and restores a dealer', async ({ client, assert }) => {
    const { token } = await createAdmin()
    const dealer = await DealerFactory.create()
    const api = adminApi(client, token)

    const archived = await api.delete(`${URL}/${dealer.id}`)
    archived.assertStatus(200)
    assert.equal(archived.body().message, 'Dealer archived.')
    assert.isString(archived.body().data.deletedAt)
    assert.isEmpty(await api.rows(URL))
    assert.isEmpty(await api.rows(`${URL}/options`))

    const restored = await api.post(`${URL}/${dealer.id}/restore`)
    restored.assertStatus(200)
    assert.equal(restored.body().message, 'Dealer restored.')
    assert.isNull(restored.body().data.deletedAt)
    assert.lengthOf(await api.rows(URL), 1)
  })

  test('a dealer with active staff cannot be archived (409) until they are moved', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const dealer = await DealerFactory.create()
    const staff = await UserFactory.merge({ dealerId: dealer.id }).create()
    await UserFactory.apply('inactive').merge({ dealerId: dealer.id }).create()
    const api = adminApi(client, token)

    const refused = await api.delete(`${URL}/${dealer.id}`)
    refused.assertStatus(409)
    assert.match(refused.body().message, /still has 1 active staff user/)
    await dealer.refresh()
    assert.isNull(dealer.deletedAt)

    const other = await DealerFactory.create()
    staff.dealerId = other.id
    await staff.save()
    const archived = await api.delete(`${URL}/${dealer.id}`)
    archived.assertStatus(200)
  })

  test('a dealer with active staff cannot be made inactive (422 on status)', async ({
    client,
    assert,
  }) => {
    const { token } = await createAdmin()
    const dealer = await DealerFactory.create()
    await UserFactory.merge({ dealerId: dealer.id }).createMany(2)
    const response = await adminApi(client, token).put(`${URL}/${dealer.id}`, {
      ...VALID,
      status: 'inactive',
    })
    response.assertStatus(422)
    assert.match(response.body().errors.status, /still has 2 active staff users/)
  })
})
