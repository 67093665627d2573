import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import site, { servedOverHttps } from '#config/site'
import { BASE_URL } from '#tests/helpers/browser'

/** Issue 9, item 11: headers every response carries, pages, API, static files and errors alike. */
const EXPECTED = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
}

test.group('Security | response headers', () => {
  test('{$self} carries the referrer, permissions and opener policies')
    .with([
      '/',
      '/e-warranty?code=WF-2222-2222',
      '/admin/login',
      '/api/admin/auth/me',
      '/sanctum/csrf-cookie',
      '/favicon.svg',
      '/robots.txt',
      '/no-such-page',
      '/api/admin/no-such-route',
      '/e-warranty/WF-2222-2222/certificate.pdf',
    ])
    .run(async ({ assert }, path) => {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
      for (const [name, value] of Object.entries(EXPECTED)) {
        assert.equal(response.headers.get(name), value, `${path} ${name}`)
      }
      const permissions = response.headers.get('permissions-policy') ?? ''
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
        assert.include(permissions, feature, path)
      }
    })
})

/**
 * Issue 9, item 8: `Secure` cookies follow APP_URL's scheme. Over plain
 * http (a LAN address, and this test server) a browser drops a Secure
 * cookie, which made every sign-in a 419.
 */
test.group('Security | cookie flags follow APP_URL', () => {
  test('https addresses get Secure cookies; http ones do not', ({ assert }) => {
    assert.isTrue(servedOverHttps('https://warranty.shieldpro.my'))
    assert.isTrue(servedOverHttps('HTTPS://warranty.shieldpro.my'))
    assert.isFalse(servedOverHttps('http://shop-pc:3333'))
    assert.isFalse(servedOverHttps('http://192.168.1.20:3333'))
  })

  test('every cookie writer uses that one decision', async ({ assert }) => {
    const secure = servedOverHttps(site.appUrl)
    assert.equal(app.config.get('app.http.cookie.secure'), secure)
    const session = await configProvider.resolve<{ cookie: { secure: boolean } }>(
      app,
      app.config.get('session')
    )
    assert.equal(session?.cookie.secure, secure)
    assert.equal(app.config.get('shield.csrf.cookieOptions.secure'), secure)
    assert.equal(app.config.get('shield.hsts.enabled'), secure)
  })

  test('over http the session and XSRF cookies are not Secure, so a LAN sign-in works', async ({
    assert,
  }) => {
    assert.isFalse(servedOverHttps(site.appUrl), 'the test server is served over http')
    const response = await fetch(`${BASE_URL}/sanctum/csrf-cookie`)
    const cookies = response.headers.getSetCookie()
    assert.isNotEmpty(cookies)
    for (const cookie of cookies) {
      assert.notMatch(cookie, /;\s*secure/i, cookie.split('=')[0])
      assert.match(cookie, /;\s*samesite=lax/i, cookie.split('=')[0])
    }
  })
})

/**
 * Issue 30, item 3: the public site runs without a session, CSRF, auth or
 * bouncer. A visitor who only reads pages or a warranty gets no cookie at
 * all, and every answer still carries shield's headers.
 */
test.group('Security | the public site sets no cookie', () => {
  test('{$self} sets no cookie and carries CSP, X-Frame-Options and nosniff')
    .with([
      '/',
      '/vi/about',
      '/contact',
      '/e-warranty',
      '/e-warranty?code=WF-2222-2222',
      '/vi/e-warranty?plate=WXY%201234&phone4=6789',
      '/e-warranty?code=hello',
      '/e-warranty/WF-2222-2222/certificate.pdf',
      '/robots.txt',
      '/sitemap.xml',
      '/health',
      '/no-such-page',
    ])
    .run(async ({ assert }, path) => {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
      assert.isBelow(response.status, 500, path)
      assert.deepEqual(response.headers.getSetCookie(), [], path)
      assert.include(response.headers.get('content-security-policy'), "default-src 'self'", path)
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path)
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path)
    })

  test('the back office still opens a session with its XSRF-TOKEN: {$self}')
    .with(['/admin/login', '/sanctum/csrf-cookie', '/api/admin/auth/me'])
    .run(async ({ assert }, path) => {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
      const names = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])
      assert.includeMembers(names, ['app-session', 'XSRF-TOKEN'], path)
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path)
    })
})
