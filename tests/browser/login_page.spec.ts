import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, fieldError, newPage, PHONE, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'

test.group('Admin | login page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('field checks, then refusals as one focused alert above the fields, then throttling', async ({
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
    await expectAccessible(page, 'login refused')

    // Each refusal takes the focus again, even with the same text.
    await page.getByRole('button', { name: 'Sign in' }).focus()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert')

    for (let attempt = 3; attempt <= 6; attempt++) {
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/admin/auth/login')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ])
    }
    const throttled = page.getByRole('alert').filter({ hasText: /too many/i })
    await throttled.waitFor()
    assert.equal(new URL(page.url()).pathname, '/admin/login')
    await expectAccessible(page, 'login throttled')
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
