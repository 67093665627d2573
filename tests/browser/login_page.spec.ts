import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { UserFactory, TEST_PASSWORD } from '#database/factories/user_factory'
import { LIMITS } from '#http/rate_limits'
import { LANGUAGE_COOKIE } from '#dtos/locales'
import {
  BASE_URL,
  DESKTOP,
  expectFocused,
  fieldError,
  newPage,
  PHONE,
  visit,
} from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'

test.group('Admin | login page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('field checks, then refusals as one focused alert above the fields, then a challenge a person passes', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await visit(page, '/admin/login')
    assert.match(await page.title(), /^Login - /)
    assert.isTrue(await page.getByRole('img', { name: /.+/ }).first().isVisible())
    const username = page.getByLabel('Username')
    const password = page.getByLabel(/^Password\b/)
    // The page is there to sign in: typing starts in Username.
    await expectFocused(username)
    // Required, for screen readers too; the form shows its own messages, not the browser's.
    assert.isTrue(await username.evaluate((input: HTMLInputElement) => input.required))
    assert.isTrue(await password.evaluate((input: HTMLInputElement) => input.required))
    await expectAccessible(page, 'login')

    await page.getByRole('button', { name: 'Sign in' }).click()
    assert.match(await fieldError(username), /username/i)
    await expectAccessible(page, 'login with empty fields')

    await username.fill(admin.username)
    await password.fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'These credentials do not match' })
    await alert.waitFor()
    // Above the fields, focused, and not pinned on Username.
    assert.isTrue(await alert.evaluate((node) => node === document.activeElement))
    const alertBox = await alert.boundingBox()
    const usernameBox = await username.boundingBox()
    assert.isBelow(alertBox!.y, usernameBox!.y)
    assert.equal(await fieldError(username), '')
    assert.notEqual(await username.getAttribute('aria-invalid'), 'true')
    // The wrong password is gone, to be typed again; the username stays.
    assert.equal(await password.inputValue(), '')
    assert.equal(await username.inputValue(), admin.username)
    await expectAccessible(page, 'login refused')

    // Each refusal takes the focus again, even with the same text.
    await password.fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).focus()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert')

    for (let attempt = 3; attempt <= 6; attempt++) {
      await password.fill('wrong-password')
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/admin/auth/login')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ])
    }
    // Past 5 misses the username needs a proof-of-work: the widget appears and solves it.
    const challenged = page.getByRole('alert').filter({ hasText: /too many/i })
    await challenged.waitFor()
    assert.equal(new URL(page.url()).pathname, '/admin/login')
    // It ticks itself once solved (about a second of the browser's work), and says so.
    await page.locator('altcha-widget [data-state="verified"]').waitFor()
    assert.isTrue(await page.getByRole('checkbox', { name: 'Confirmed' }).isChecked())
    await expectAccessible(page, 'login challenged')

    // The right password, with the solved challenge, signs in.
    await password.fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname !== '/admin/login')
    assert.match(new URL(page.url()).pathname, /^\/admin/)
  })

  test('in Vietnamese on a phone: typing starts in the username, a wrong password is cleared', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'vi', url: BASE_URL }])
    await visit(page, '/admin/login')
    const username = page.getByLabel('Tên đăng nhập')
    const password = page.getByLabel(/^Mật khẩu/)
    await expectFocused(username)
    await page.keyboard.type(admin.username)
    await password.fill('sai-mat-khau')
    await page.getByRole('button', { name: 'Đăng nhập' }).click()
    await page.getByRole('alert').filter({ hasText: /\S/ }).waitFor()
    assert.equal(await password.inputValue(), '')
    assert.equal(await username.inputValue(), admin.username)
  })

  test('in Vietnamese the challenge speaks Vietnamese, on a phone in the dark scheme', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await limiter
      .use(LIMITS.signInMissesGlobal)
      .set('login:misses:all', LIMITS.signInMissesGlobal.requests, '1 min')
    const { context, page } = await newPage(PHONE, { colorScheme: 'dark' })
    cleanup(() => context.close())
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'vi', url: BASE_URL }])
    await visit(page, '/admin/login')
    await page.getByLabel('Tên đăng nhập').fill(admin.username)
    await page.getByLabel(/^Mật khẩu/).fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Đăng nhập' }).click()
    await page.getByRole('alert').filter({ hasText: 'xác nhận bạn là người thật' }).waitFor()
    await page.locator('altcha-widget [data-state="verified"]').waitFor()
    assert.isTrue(await page.getByRole('checkbox', { name: 'Đã xác nhận' }).isChecked())
    assert.isFalse(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    )
    await expectAccessible(page, 'login challenged, in Vietnamese, on a phone')

    // Keyboard only: the button, then in.
    await page.getByRole('button', { name: 'Đăng nhập' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname !== '/admin/login')
  })

  test('on a phone the login page fits and passes axe', async ({ assert, cleanup }) => {
    const { context, page } = await newPage(PHONE, { colorScheme: 'dark' })
    cleanup(() => context.close())
    await visit(page, '/admin/login')
    assert.isFalse(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    )
    await expectAccessible(page, 'login on a phone')
  })
})
