import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { BASE_URL } from '#tests/helpers/browser'

/** A page request as the browser makes it, with the client-written `token` cookie. */
async function visit(path: string, cookies: string[] = []) {
  const response = await fetch(`${BASE_URL}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', cookie: cookies.join('; ') },
  })
  const setCookies = response.headers.getSetCookie().map((line) => line.split(';')[0])
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookies,
    html: await response.text(),
  }
}

/** The Inertia page object embedded in a server-rendered page. */
function pageObject(html: string) {
  const match =
    html.match(/data-page="([^"]*)"/) ?? html.match(/<script[^>]*data-page[^>]*>([^<]*)<\/script>/)
  if (!match) throw new Error('no Inertia page object in the HTML')
  const raw = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
  return JSON.parse(raw) as { component: string; props: Record<string, unknown> }
}

test.group('Admin pages | guard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const path of [
    '/admin',
    '/admin/dealers',
    '/admin/products',
    '/admin/users',
    '/admin/outbox',
    '/admin/sales',
    '/admin/sales/create',
  ]) {
    test(`${path} without a valid token cookie goes to /admin/login`, async ({ assert }) => {
      for (const cookies of [[], ['token=oat_bogus.value'], ['token=']]) {
        const response = await visit(path, cookies)
        assert.equal(response.status, 302, `${path} ${cookies}`)
        assert.equal(response.location, '/admin/login', `${path} ${cookies}`)
      }
    })
  }

  test('an admin opens every section; /admin is the dashboard', async ({ assert }) => {
    const { token } = await createAdmin()
    const cookie = [`token=${token}`]
    for (const [path, component] of [
      ['/admin', 'admin/dashboard'],
      ['/admin/dealers', 'admin/dealers/index'],
      ['/admin/products', 'admin/products/index'],
      ['/admin/users', 'admin/users/index'],
      ['/admin/outbox', 'admin/outbox/index'],
      ['/admin/sales', 'admin/sales/index'],
      ['/admin/sales/create', 'admin/sales/create'],
    ]) {
      const response = await visit(path, cookie)
      assert.equal(response.status, 200, path)
      const page = pageObject(response.html)
      assert.equal(page.component, component)
      assert.deepInclude(page.props.user as object, { isAdmin: true })
      // The screen itself is drawn by the browser: the server sends the props, not a render.
      assert.match(response.html, /<div id="app" data-page="[^"]*"><\/div>/, path)
      assert.include(response.html, '<title inertia>ShieldPro Tint</title>', path)
    }
  })

  test('staff opening an admin-only section land on Sales with an error flash', async ({
    assert,
  }) => {
    const { token } = await createStaff()
    const cookie = `token=${token}`
    for (const path of ['/admin/dealers', '/admin/products', '/admin/users', '/admin/outbox']) {
      const response = await visit(path, [cookie])
      assert.equal(response.status, 302, path)
      assert.equal(response.location, '/admin/sales', path)

      const landing = await visit('/admin/sales', [cookie, ...response.setCookies])
      assert.equal(landing.status, 200)
      const page = pageObject(landing.html)
      assert.equal(page.component, 'admin/sales/index')
      assert.deepEqual(page.props.flash, {
        type: 'error',
        message: 'That section is for administrators only.',
      })
    }

    // Their dealer's dashboard, from the logo; they still start on Sales.
    const home = await visit('/admin', [cookie])
    assert.equal(home.status, 200)
    assert.equal(pageObject(home.html).component, 'admin/dashboard')
    const sales = await visit('/admin/sales', [cookie])
    assert.equal(sales.status, 200)
    assert.isNull(pageObject(sales.html).props.flash)
  })

  test("the refusal of an admin-only section is in the staff member's language", async ({
    assert,
  }) => {
    const { token } = await createStaff({ locale: 'vi' })
    const cookie = `token=${token}`
    const response = await visit('/admin/users', [cookie])
    assert.equal(response.location, '/admin/sales')
    const landing = await visit('/admin/sales', [cookie, ...response.setCookies])
    assert.deepEqual(pageObject(landing.html).props.flash, {
      type: 'error',
      message: 'Mục đó chỉ dành cho quản trị viên.',
    })
  })

  test('the login page sends a signed-in user to their start and shows the form otherwise', async ({
    assert,
  }) => {
    const admin = await createAdmin()
    const staff = await createStaff()
    const adminVisit = await visit('/admin/login', [`token=${admin.token}`])
    const staffVisit = await visit('/admin/login', [`token=${staff.token}`])
    // Admins on Dealers (the spec's destination after login), staff on Sales.
    assert.equal(adminVisit.location, '/admin/dealers')
    assert.equal(staffVisit.location, '/admin/sales')

    for (const cookies of [[], ['token=oat_bogus.value']]) {
      const response = await visit('/admin/login', cookies)
      assert.equal(response.status, 200)
      assert.equal(pageObject(response.html).component, 'admin/login')
      // Unlike the screens behind it, the sign-in form is rendered on the server.
      assert.match(response.html, /<form[^>]*>/)
    }
  })

  test('a deactivated user is sent to the login page', async ({ assert }) => {
    const { user, token } = await createAdmin()
    user.isActive = false
    await user.save()
    const response = await visit('/admin/dealers', [`token=${token}`])
    assert.equal(response.location, '/admin/login')
  })
})
