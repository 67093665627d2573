import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { createAdmin } from '#tests/helpers/auth'
import { SALES_URL, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'

const ME_URL = '/api/admin/auth/me'

test.group('I18n | API language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('before sign-in, messages follow Accept-Language', async ({ client, assert }) => {
    const vietnamese = await client
      .post('/api/admin/auth/login')
      .json({ username: '', password: '' })
      .withCsrfToken()
      .header('Accept-Language', 'vi,en;q=0.5')
    vietnamese.assertStatus(422)
    assert.equal(vietnamese.body().errors.username, 'Nhập tên đăng nhập.')
    const english = await client
      .post('/api/admin/auth/login')
      .json({ username: '', password: '' })
      .withCsrfToken()
    assert.equal(english.body().errors.username, 'Enter your username.')
  })

  test('validation messages follow Accept-Language until the user chooses a language', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const body = saleBody(films, { customerName: '', vehicleMake: 'x'.repeat(61), items: [] })
    const send = (language: string) =>
      client
        .post(SALES_URL)
        .json(body)
        .bearerToken(staff.token)
        .withCsrfToken()
        .header('Accept-Language', language)

    const vietnamese = await send('vi-VN,vi;q=0.9,en;q=0.5')
    vietnamese.assertStatus(422)
    assert.equal(vietnamese.body().errors.customerName, 'Nhập tên khách hàng.')
    assert.equal(vietnamese.body().errors.items, 'Thêm ít nhất một vị trí kính.')
    assert.equal(vietnamese.body().errors.vehicleMake, 'Trường này chỉ được có tối đa 60 ký tự.')
    assert.equal(vietnamese.body().message, 'Nhập tên khách hàng.')

    const english = await send('en-GB,en;q=0.9')
    english.assertStatus(422)
    assert.equal(english.body().errors.customerName, "Enter the customer's name.")
    assert.equal(english.body().errors.vehicleMake, 'This field must have at most 60 characters.')
    // A language the site does not have falls back to English.
    const french = await send('fr-FR')
    assert.equal(french.body().errors.customerName, "Enter the customer's name.")
  })

  test('a user chooses a language; the API answers in it whatever the browser says', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const chosen = await client
      .patch(ME_URL)
      .json({ locale: 'vi' })
      .bearerToken(admin.token)
      .withCsrfToken()
    chosen.assertStatus(200)
    assert.equal(chosen.body().locale, 'vi')
    const saved = await User.findOrFail(admin.user.id)
    assert.equal(saved.locale, 'vi')

    const me = await client.get(ME_URL).bearerToken(admin.token)
    assert.equal(me.body().locale, 'vi')

    const invalid = await client
      .post('/api/admin/dealers')
      .json({ name: '' })
      .bearerToken(admin.token)
      .withCsrfToken()
      .header('Accept-Language', 'en')
    invalid.assertStatus(422)
    assert.equal(invalid.body().errors.name, 'Nhập tên.')
    assert.equal(invalid.body().errors.phone, 'Nhập số điện thoại.')

    const notFound = await client.get('/api/admin/dealers/999999').bearerToken(admin.token)
    notFound.assertStatus(404)
    assert.equal(notFound.body().message, 'Không tìm thấy.')
  })

  test('success messages follow the user language: dealers, users, sales', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const send = (method: 'post' | 'delete', url: string, token: string, body?: object) =>
      client[method](url)
        .json(body ?? {})
        .bearerToken(token)
        .withCsrfToken()
        .header('Accept-Language', 'vi')

    const dealer = await send('post', '/api/admin/dealers', admin.token, {
      name: 'Đại lý Phim Cách Nhiệt Sài Gòn',
      phone: '+60 12-345 6789',
      status: 'active',
    })
    dealer.assertStatus(201)
    assert.equal(dealer.body().message, 'Đã tạo đại lý.')
    const archived = await send(
      'delete',
      `/api/admin/dealers/${dealer.body().data.id}`,
      admin.token
    )
    assert.equal(archived.body().message, 'Đã lưu trữ đại lý.')

    const user = await send('post', '/api/admin/users', admin.token, {
      username: 'huong.nguyen',
      isAdmin: true,
      isActive: true,
      password: 'quiet river lantern 42',
      passwordConfirmation: 'quiet river lantern 42',
    })
    user.assertStatus(201)
    assert.equal(user.body().message, 'Đã tạo người dùng.')

    const sale = await send('post', SALES_URL, staff.token, saleBody(films))
    sale.assertStatus(201)
    assert.match(sale.body().message, /^Đã đăng ký bảo hành WF-[0-9A-Z-]+\.$/)

    // In English, the words stay as they were.
    const english = await client
      .post('/api/admin/dealers')
      .json({ name: 'Coastal Tint', phone: '+60 12-345 6790', status: 'active' })
      .bearerToken(admin.token)
      .withCsrfToken()
    assert.equal(english.body().message, 'Dealer created.')
  })

  test('only a language the site has can be chosen (422 on the field)', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    for (const locale of ['fr', '', null, ['vi']]) {
      const response = await client
        .patch(ME_URL)
        .json({ locale })
        .bearerToken(admin.token)
        .withCsrfToken()
      response.assertStatus(422)
      assert.property(response.body().errors, 'locale')
    }
    const unchanged = await User.findOrFail(admin.user.id)
    assert.isNull(unchanged.locale)
  })

  test('the CSV export has its headers and words in the user language', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    await registerSale(staff.user, films.clear)
    const exportCsv = async (language: string) => {
      const response = await client
        .get(`${SALES_URL}/export.csv`)
        .bearerToken(admin.token)
        .header('Accept-Language', language)
      response.assertStatus(200)
      return response
        .text()
        .replace(/^\uFEFF/, '')
        .split('\r\n')
    }
    const [enHeader, enRow] = await exportCsv('en')
    assert.match(enHeader, /^Warranty code,Status,Installed,Expires,Dealer,Customer,/)
    assert.include(enRow, ',Active,')
    assert.include(enRow, 'Windshield: Crystal Clear 70 (until ')

    const [viHeader, viRow] = await exportCsv('vi')
    assert.match(viHeader, /^Mã bảo hành,Trạng thái,Ngày lắp đặt,Hết hạn,Đại lý,Khách hàng,/)
    assert.include(viRow, ',Còn hiệu lực,')
    assert.include(viRow, 'Kính lái: Crystal Clear 70 (đến ')
  })
})
