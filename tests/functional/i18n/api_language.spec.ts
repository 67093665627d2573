import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { createAdmin } from '#tests/helpers/auth'
import { SALES_URL, registerSale, saleBody, salesWorld } from '#tests/helpers/sales'
import { browserLikeHeaders, rawRequest } from '#tests/helpers/http'

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
    // As specific as the English: the sign-in form's own words, not the user form's.
    assert.equal(vietnamese.body().errors.username, 'Nhập tên đăng nhập của bạn.')
    assert.equal(vietnamese.body().errors.password, 'Nhập mật khẩu của bạn.')
    const english = await client
      .post('/api/admin/auth/login')
      .json({ username: '', password: '' })
      .withCsrfToken()
    assert.equal(english.body().errors.username, 'Enter your username.')
  })

  test('before sign-in, the language picked on the sign-in page (lang cookie) beats the browser', async ({
    assert,
  }) => {
    const signIn = async (cookie: string, language: string) => {
      const headers = await browserLikeHeaders()
      const body = JSON.stringify({ username: 'nobody', password: 'not-the-password' })
      return rawRequest(
        'POST',
        '/api/admin/auth/login',
        { ...headers, 'cookie': `${headers.cookie}; ${cookie}`, 'accept-language': language },
        body
      )
    }
    const vietnamese = await signIn('lang=vi', 'en-GB,en;q=0.9')
    assert.equal(vietnamese.status, 422)
    assert.deepEqual(vietnamese.json, {
      message: 'Tên đăng nhập hoặc mật khẩu không đúng.',
      errors: { username: 'Tên đăng nhập hoặc mật khẩu không đúng.' },
    })
    const english = await signIn('lang=en', 'vi-VN,vi;q=0.9')
    assert.equal(
      (english.json as { message: string }).message,
      'These credentials do not match our records.'
    )
    // A value the site does not know is no choice: the browser's language counts.
    const unknown = await signIn('lang=fr', 'vi')
    assert.equal(
      (unknown.json as { message: string }).message,
      'Tên đăng nhập hoặc mật khẩu không đúng.'
    )
  })

  test("a signed-in user who never chose a language gets English, whatever the browser's", async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    assert.equal(admin.user.locale, 'en', 'English by default')
    const body = saleBody(films, { customerName: '' })
    for (const language of ['vi-VN,vi;q=0.9', 'vi', 'fr-FR']) {
      const response = await client
        .post(SALES_URL)
        .json(body)
        .bearerToken(staff.token)
        .withCsrfToken()
        .header('Accept-Language', language)
      response.assertStatus(422)
      assert.equal(response.body().errors.customerName, "Enter the customer's name.", language)
    }
    const me = await client.get(ME_URL).bearerToken(admin.token).header('Accept-Language', 'vi')
    assert.equal(me.body().locale, 'en')
  })

  test('validation messages follow the user language, field by field', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    await staff.user.merge({ locale: 'vi' }).save()
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
    // The browser does not count once the user has a language.
    const english = await send('en-GB,en;q=0.9')
    assert.equal(english.body().errors.customerName, 'Nhập tên khách hàng.')

    await staff.user.merge({ locale: 'en' }).save()
    const back = await send('vi')
    back.assertStatus(422)
    assert.equal(back.body().errors.customerName, "Enter the customer's name.")
    assert.equal(back.body().errors.vehicleMake, 'This field must have at most 60 characters.')
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
    // Two resources' `name` fields, each with its own words (as in English).
    assert.equal(invalid.body().errors.name, 'Nhập tên đại lý.')
    assert.equal(invalid.body().errors.phone, 'Nhập số điện thoại của đại lý.')
    const product = await client
      .post('/api/admin/products')
      .json({ name: '' })
      .bearerToken(admin.token)
      .withCsrfToken()
    assert.equal(product.body().errors.name, 'Nhập tên phim.')
    const user = (body: object) =>
      client.post('/api/admin/users').json(body).bearerToken(admin.token).withCsrfToken()
    const weak = await user({ username: 'huong.staff', isAdmin: false, password: 'short' })
    assert.equal(weak.body().errors.password, 'Mật khẩu phải có ít nhất 10 ký tự.')
    const password = 'quiet river lantern 42'
    const noDealer = await user({
      username: 'huong.staff',
      isAdmin: false,
      password,
      passwordConfirmation: password,
    })
    noDealer.assertStatus(422)
    assert.equal(noDealer.body().errors.dealerId, 'Chọn đại lý nơi nhân viên này làm việc.')

    const notFound = await client.get('/api/admin/dealers/999999').bearerToken(admin.token)
    notFound.assertStatus(404)
    assert.equal(notFound.body().message, 'Không tìm thấy.')
  })

  test('success messages follow the user language: dealers, users, sales', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    await admin.user.merge({ locale: 'vi' }).save()
    await staff.user.merge({ locale: 'vi' }).save()
    const send = (method: 'post' | 'delete', url: string, token: string, body?: object) =>
      client[method](url)
        .json(body ?? {})
        .bearerToken(token)
        .withCsrfToken()

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
    await admin.user.merge({ locale: 'en' }).save()
    const english = await client
      .post('/api/admin/dealers')
      .json({ name: 'Coastal Tint', phone: '+60 12-345 6790', status: 'active' })
      .bearerToken(admin.token)
      .withCsrfToken()
    assert.equal(english.body().message, 'Dealer created.')
  })

  test("an admin sets a user's language in their profile; English when not given", async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const password = 'quiet river lantern 42'
    const send = (method: 'post' | 'put', url: string, body: object) =>
      client[method](url).json(body).bearerToken(admin.token).withCsrfToken()
    const base = { isAdmin: true, isActive: true, password, passwordConfirmation: password }

    const plain = await send('post', '/api/admin/users', { ...base, username: 'plain.admin' })
    plain.assertStatus(201)
    assert.equal(plain.body().data.locale, 'en')

    const created = await send('post', '/api/admin/users', {
      ...base,
      username: 'huong.admin',
      locale: 'vi',
    })
    created.assertStatus(201)
    assert.equal(created.body().data.locale, 'vi')
    const id = created.body().data.id
    const saved = await User.findOrFail(id)
    assert.equal(saved.locale, 'vi')

    const withoutPassword = { isAdmin: true, isActive: true }
    const kept = await send('put', `/api/admin/users/${id}`, {
      ...withoutPassword,
      username: 'huong.admin',
    })
    kept.assertStatus(200)
    assert.equal(kept.body().data.locale, 'vi', 'left out: unchanged')
    const changed = await send('put', `/api/admin/users/${id}`, {
      ...withoutPassword,
      username: 'huong.admin',
      locale: 'en',
    })
    assert.equal(changed.body().data.locale, 'en')

    const refused = await send('put', `/api/admin/users/${id}`, {
      ...withoutPassword,
      username: 'huong.admin',
      locale: 'fr',
    })
    refused.assertStatus(422)
    assert.property(refused.body().errors, 'locale')
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
    assert.equal(unchanged.locale, 'en')
  })

  test('the CSV export has its headers and words in the user language', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    await registerSale(staff.user, films.clear)
    const exportCsv = async (language: 'en' | 'vi') => {
      await admin.user.merge({ locale: language }).save()
      const response = await client.get(`${SALES_URL}/export.csv`).bearerToken(admin.token)
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
