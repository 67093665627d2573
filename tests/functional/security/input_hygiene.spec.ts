import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Dealer from '#models/dealer'
import Sale from '#models/sale'
import Product from '#models/product'
import { DealerFactory } from '#database/factories/dealer_factory'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, saleBody, salesWorld } from '#tests/helpers/sales'
import { TEXT_MESSAGES } from '#validators/text'

/**
 * Issue 9, items 3, 4 and 12: input PostgreSQL refuses (NUL), ids past its
 * integer range and ill-formed Unicode used to answer 500; every one is a
 * 422 on its field now, on both databases, and nothing is written.
 */
const DEALER = {
  name: 'Kinta Tint Hub',
  contactName: 'Lim Wei Jie',
  phone: '+60 5-254 8890',
  email: 'hello@kintatint.my',
  address: '12 Jalan Sultan Idris Shah',
  city: 'Ipoh',
  status: 'active',
  notes: 'Open Sundays.',
}
const PRODUCT = {
  sku: 'NX-CERAMIC-30',
  name: 'Nexus Ceramic 30',
  series: 'Nexus',
  type: 'ceramic',
  vlt: 30,
  warrantyYears: 7,
  description: 'Nano-ceramic film.',
  status: 'active',
}
const PASSWORD = 'tinted-windows-2025'
const USER = {
  username: 'farah.tint',
  fullName: 'Farah Aziz',
  email: 'farah@example.my',
  isAdmin: true,
  isActive: true,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
}

const LONE_SURROGATE = 'a\ud800b@example.com'
const HUGE_IDS = [2_147_483_648, 1e21, '1e21', 99_999_999_999]

/** Each text field of each form with NUL inside; the answer must be a 422 on that field. */
const TEXT_FIELDS: { url: string; body: Record<string, unknown>; fields: string[] }[] = [
  {
    url: '/api/admin/dealers',
    body: DEALER,
    fields: ['code', 'name', 'contactName', 'email', 'address', 'city', 'notes'],
  },
  {
    url: '/api/admin/products',
    body: PRODUCT,
    fields: ['sku', 'name', 'series', 'description'],
  },
  { url: '/api/admin/users', body: USER, fields: ['username', 'fullName', 'email', 'password'] },
]

test.group('Security | text, ids and Unicode in every form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('NUL in any text field is a 422 on that field: {url}')
    .with(TEXT_FIELDS)
    .run(async ({ client, assert }, { url, body, fields }) => {
      const admin = await createAdmin()
      const api = adminApi(client, admin.token)
      for (const field of fields) {
        const response = await api.post(url, { ...body, [field]: 'Tint\u0000Hub' })
        assert.equal(response.status(), 422, field)
        assert.property(response.body().errors, field, field)
      }
    })

  test('NUL or a control character in a sale field is a 422 on it', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const api = adminApi(client, admin.token)
    const dealerId = staff.user.dealerId
    const fields = ['customerName', 'customerEmail', 'plateNumber', 'vehicleMake', 'vin', 'notes']
    for (const field of fields) {
      for (const bad of ['Ah\u0000mad', 'Ah\u0007mad', 'Ah\u009bmad']) {
        const response = await api.post(SALES_URL, saleBody(films, { dealerId, [field]: bad }))
        assert.equal(response.status(), 422, `${field} ${JSON.stringify(bad)}`)
        assert.property(response.body().errors, field, field)
      }
    }
  })

  test('line breaks and tabs: refused in one-line fields, kept in notes', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const oneLine = await api.post('/api/admin/dealers', { ...DEALER, name: 'Kinta\nTint' })
    oneLine.assertStatus(422)
    assert.equal(oneLine.body().errors.name, TEXT_MESSAGES.controlSingleLine)

    const notes = 'Open Sundays.\r\n\tClosed on public holidays.'
    const multi = await api.post('/api/admin/dealers', { ...DEALER, notes })
    multi.assertStatus(201)
    assert.equal(multi.body().data.notes, notes)
  })

  test('a lone UTF-16 surrogate is a 422, in an e-mail field or any other', async ({
    client,
    assert,
  }) => {
    const { admin, films } = await salesWorld()
    const api = adminApi(client, admin.token)
    const { id: dealerId } = await DealerFactory.create()
    const cases = [
      { url: '/api/admin/dealers', body: { ...DEALER, email: LONE_SURROGATE }, field: 'email' },
      { url: '/api/admin/users', body: { ...USER, email: LONE_SURROGATE }, field: 'email' },
      { url: '/api/admin/users', body: { ...USER, fullName: '\udc00' }, field: 'fullName' },
      {
        url: SALES_URL,
        body: saleBody(films, { dealerId, customerEmail: LONE_SURROGATE }),
        field: 'customerEmail',
      },
      {
        url: '/api/admin/auth/login',
        body: { username: 'admin\ud800', password: 'x' },
        field: 'username',
      },
    ]
    for (const { url, body, field } of cases) {
      const response = await api.post(url, body)
      assert.equal(response.status(), 422, `${url} ${field}`)
      assert.equal(response.body().errors[field], TEXT_MESSAGES.illFormed, `${url} ${field}`)
    }
  })

  test('ids past the integer range are a 422 on their field, not a database error', async ({
    client,
    assert,
  }) => {
    const { admin, films } = await salesWorld()
    const api = adminApi(client, admin.token)
    const dealer = await DealerFactory.create()
    for (const id of HUGE_IDS) {
      const asProduct = await api.post(
        SALES_URL,
        saleBody(films, { dealerId: dealer.id, items: [{ position: 'windshield', productId: id }] })
      )
      assert.equal(asProduct.status(), 422, `productId ${id}`)
      assert.isString(asProduct.body().errors['items.0.productId'])

      const asDealer = await api.post(SALES_URL, saleBody(films, { dealerId: id }))
      assert.equal(asDealer.status(), 422, `dealerId ${id}`)
      assert.property(asDealer.body().errors, 'dealerId')

      for (const filter of ['dealerId', 'productId']) {
        for (const url of [SALES_URL, `${SALES_URL}/export.csv`]) {
          const response = await api.get(url, { [filter]: String(id) })
          assert.equal(response.status(), 422, `${url} ${filter}=${id}`)
          assert.property(response.body().errors, filter)
        }
      }
      const users = await api.get('/api/admin/users', { dealerId: String(id) })
      assert.equal(users.status(), 422, `users dealerId=${id}`)
    }
  })

  test('a NUL in a search is a 422 on every list, and the CSV export never starts', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    for (const url of [
      '/api/admin/dealers',
      '/api/admin/products',
      '/api/admin/users',
      SALES_URL,
      `${SALES_URL}/export.csv`,
    ]) {
      const response = await api.get(url, { search: 'WXY\u00001234' })
      assert.equal(response.status(), 422, url)
      assert.match(response.header('content-type') ?? '', /^application\/json/, url)
      assert.equal(response.body().errors.search, TEXT_MESSAGES.controlSingleLine, url)
    }
  })

  test('Vietnamese typed with combining marks (NFD) is stored NFC and found either way', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const name = 'Phim cách nhiệt Hồng Đức'
    const created = await api.post('/api/admin/dealers', {
      ...DEALER,
      name: name.normalize('NFD'),
    })
    created.assertStatus(201)
    assert.equal(created.body().data.name, name.normalize('NFC'))
    const stored = await Dealer.findOrFail(created.body().data.id)
    assert.equal(stored.name, name.normalize('NFC'))

    for (const search of [name.normalize('NFC'), name.normalize('NFD')]) {
      const rows = await api.rows<{ name: string }>('/api/admin/dealers', {
        search: search.slice(0, 12),
      })
      assert.deepEqual(
        rows.map((row) => row.name),
        [name.normalize('NFC')],
        search
      )
    }
  })

  test('a sale and a film typed in NFC or in NFD are stored as the same strings', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const api = adminApi(client, admin.token)
    const staffApi = adminApi(client, staff.token)
    const texts = {
      customerName: 'Nguyễn Thị Hương',
      vehicleMake: 'Hyundai Đà Nẵng',
      vehicleModel: 'Accent Đặc Biệt',
      notes: 'Khách hẹn lắp kính lái trước.',
    }
    const stored = []
    for (const form of ['NFC', 'NFD'] as const) {
      const typed = Object.fromEntries(
        Object.entries(texts).map(([field, value]) => [field, value.normalize(form)])
      )
      const plateNumber = form === 'NFC' ? 'WXY 1234' : 'WXY 5678'
      const sale = await staffApi.post(SALES_URL, saleBody(films, { ...typed, plateNumber }))
      sale.assertStatus(201)
      const row = await Sale.findOrFail(sale.body().data.id)
      stored.push({
        customerName: row.customerName,
        vehicleMake: row.vehicleMake,
        vehicleModel: row.vehicleModel,
        notes: row.notes,
      })
      const product = await api.post('/api/admin/products', {
        ...PRODUCT,
        sku: `VN-${form}`,
        name: 'Phim Cách Nhiệt Kim Cương'.normalize(form),
      })
      product.assertStatus(201)
      const film = await Product.findOrFail(product.body().data.id)
      assert.equal(film.name, 'Phim Cách Nhiệt Kim Cương'.normalize('NFC'))
    }
    assert.deepEqual(stored[0], texts)
    assert.deepEqual(stored[1], texts)
  })

  test('perPage out of the list names the allowed values', async ({ client, assert }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    for (const url of ['/api/admin/dealers', SALES_URL]) {
      const response = await api.get(url, { perPage: '1000' })
      response.assertStatus(422)
      assert.equal(response.body().errors.perPage, 'Choose one of: 10, 25, 50, 100.')
    }
  })
  test('only a text _method spoofs the method; any other value leaves a POST a POST', async ({
    client,
    assert,
  }) => {
    for (const spoofed of [null, 42, ['PATCH'], { a: 1 }, true, '']) {
      const response = await client
        .post('/api/admin/auth/login')
        .json({ _method: spoofed, username: '', password: '' })
        .withCsrfToken()
      assert.equal(response.status(), 422, JSON.stringify(spoofed))
      assert.property(response.body().errors, 'username')
    }
    const inQuery = await client
      .post('/api/admin/auth/login?_method[]=PATCH&_method[]=PUT')
      .json({ username: '', password: '' })
      .withCsrfToken()
    inQuery.assertStatus(422)
  })
})
