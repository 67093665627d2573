import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, fieldError, newPage } from '#tests/helpers/browser'
import { clearRateLimits } from '#tests/helpers/rate_limits'

test.group('Admin | login page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('the login page shows field errors and the throttling message', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await page.goto('/admin/login')
    assert.match(await page.title(), /^Login - /)
    assert.isTrue(await page.getByRole('img', { name: /.+/ }).first().isVisible())

    const username = page.getByLabel('Username')
    await page.getByRole('button', { name: 'Sign in' }).click()
    assert.match(await fieldError(username), /username/i)

    await username.fill(admin.username)
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('These credentials do not match our records.').waitFor()
    assert.equal(await fieldError(username), 'These credentials do not match our records.')

    for (let attempt = 2; attempt <= 6; attempt++) {
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/admin/auth/login')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ])
    }
    const alert = page.getByRole('alert').filter({ hasText: /too many/i })
    await alert.waitFor()
    assert.equal(new URL(page.url()).pathname, '/admin/login')
  })
})
