import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { UserFactory, TEST_PASSWORD } from '#database/factories/user_factory'
import {
  authCookies,
  BASE_URL,
  DESKTOP,
  expectFocused,
  fieldError,
  newPage,
  signIn,
  signInAs,
  visit,
} from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'

const NEW_PASSWORD = 'fresh-password-2024'

/** Waits until <html> carries the given Mantine colour scheme. */
async function schemeIs(page: Page, scheme: 'light' | 'dark') {
  await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' })
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' })
}

/** The sidebar's "Navigation" group: the sections the role may open (Dashboard sits above it). */
function sections(page: Page) {
  return sidebar(page).getByRole('group', { name: 'Navigation' })
}

async function openUserMenu(page: Page, username: string) {
  await page.getByRole('button', { name: `${username} account menu` }).click()
}

test.group('Admin shell', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin signs in to Dealers and sees Dashboard above the four sections', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())

    await signIn(page, admin.username, TEST_PASSWORD)
    // The spec's destination after login.
    assert.equal(new URL(page.url()).pathname, '/admin/dealers')
    assert.equal(
      await page.getByRole('banner').getByRole('heading', { level: 1 }).textContent(),
      'Dealers'
    )

    assert.deepEqual(await sections(page).getByRole('link').allTextContents(), [
      'Dealers',
      'Products',
      'Sales',
      'Users',
      'Outbox',
    ])
    assert.deepEqual(await sidebar(page).getByRole('link').allTextContents(), [
      'Dashboard',
      'Dealers',
      'Products',
      'Sales',
      'Users',
      'Outbox',
    ])
    assert.equal(
      await sidebar(page).getByRole('link', { name: 'Dealers' }).getAttribute('aria-current'),
      'page'
    )
    assert.isNull(
      await sidebar(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')
    )
    assert.isTrue(await sidebar(page).getByText('Navigation', { exact: true }).isVisible())
    // On a wide screen the sidebar is always there, so no burger.
    assert.equal(await page.getByRole('button', { name: 'Open navigation' }).count(), 0)
    await page.getByRole('row').nth(1).waitFor()
    await expectAccessible(page, 'dealers list')

    const cookies = await context.cookies()
    const userCookie = cookies.find((cookie) => cookie.name === 'user')
    assert.exists(cookies.find((cookie) => cookie.name === 'token'))
    assert.equal(userCookie?.sameSite, 'Lax')
    assert.include(JSON.parse(decodeURIComponent(userCookie!.value)), {
      username: admin.username,
      isAdmin: true,
    })

    await sidebar(page).getByRole('link', { name: 'Products' }).click()
    await page.waitForURL('**/admin/products')
    await page.getByRole('banner').getByRole('heading', { name: 'Products' }).waitFor()
    assert.equal(
      await sidebar(page).getByRole('link', { name: 'Products' }).getAttribute('aria-current'),
      'page'
    )

    // The dashboard stays at /admin, one click away.
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.getByRole('banner').getByRole('heading', { name: 'Dashboard' }).waitFor()
    assert.equal(
      await sidebar(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
      'page'
    )
    assert.equal(await sections(page).locator('[aria-current]').count(), 0)

    await visit(page, '/admin/sales/create')
    assert.equal(
      await page.getByRole('banner').getByRole('heading', { level: 1 }).textContent(),
      'Sales'
    )
  })

  test('the user menu shows the username and its entries', async ({ assert, cleanup }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/dealers')

    assert.isTrue(
      await page.getByRole('banner').getByText(admin.username, { exact: true }).isVisible()
    )
    await openUserMenu(page, admin.username)
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitemcheckbox', { name: 'Dark Mode' }).waitFor()
    await menu.getByText('Settings', { exact: true }).waitFor()
    await menu.getByRole('menuitem', { name: 'Change Password' }).waitFor()
    await menu.getByRole('menuitem', { name: 'Logout' }).waitFor()
    assert.include(await menu.textContent(), admin.fullName!)
    await expectAccessible(page, 'user menu open')
  })

  test('staff sign in to Sales in the admin layout: Dashboard and Sales in the sidebar, New sale in the list, admin pages refused', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())

    await signIn(page, staff.username, TEST_PASSWORD)
    assert.equal(new URL(page.url()).pathname, '/admin/sales')
    // The same 210-wide sidebar as an admin's, with the one section staff may open.
    await sidebar(page).waitFor()
    assert.deepEqual(await sections(page).getByRole('link').allTextContents(), ['Sales'])
    assert.deepEqual(await sidebar(page).getByRole('link').allTextContents(), [
      'Dashboard',
      'Sales',
    ])
    assert.equal(
      await sidebar(page).getByRole('link', { name: 'Sales' }).getAttribute('aria-current'),
      'page'
    )
    const nav = await sidebar(page).boundingBox()
    assert.equal(nav!.width, 210)
    // The page sits beside it, not under it.
    const search = await page.getByRole('textbox', { name: 'Search' }).boundingBox()
    assert.isAbove(search!.x, 210)
    // "New sale" is the list's, as for admins; the header only has the title and the user menu.
    const newSale = page.getByRole('main').getByRole('link', { name: 'New sale' })
    await newSale.waitFor()
    assert.equal(await page.getByRole('link', { name: 'New sale' }).count(), 1)
    await page.getByRole('row').nth(1).waitFor()
    await expectAccessible(page, 'staff sales list')

    await newSale.click()
    await page.waitForURL('**/admin/sales/create')
    assert.equal(
      await sidebar(page).getByRole('link', { name: 'Sales' }).getAttribute('aria-current'),
      'page'
    )

    await visit(page, '/admin/dealers')
    assert.equal(new URL(page.url()).pathname, '/admin/sales')
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'That section is for administrators only.' })
    await toast.waitFor()
    assert.include(await toast.textContent(), 'Error')
    // The toast's close button says what it does.
    await toast.getByRole('button', { name: 'Close notification' }).click()
    await toast.waitFor({ state: 'detached' })

    // Their dealer's dashboard, from the sidebar and from the logo.
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.getByRole('banner').getByRole('heading', { name: 'Dashboard' }).waitFor()
    await sidebar(page).getByRole('link', { name: 'Sales' }).click()
    await page.waitForURL('**/admin/sales')
    await page.getByRole('link', { name: 'ShieldPro Tint back office home' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
  })

  test('Dark Mode switches the colour scheme and is remembered', async ({ assert, cleanup }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP, { colorScheme: 'light' })
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/dealers')

    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme')
    assert.equal(await scheme(), 'light')

    await openUserMenu(page, admin.username)
    const toggle = page.getByRole('menuitemcheckbox', { name: 'Dark Mode' })
    assert.equal(await toggle.getAttribute('aria-checked'), 'false')
    await toggle.click()
    await schemeIs(page, 'dark')
    assert.equal(await toggle.getAttribute('aria-checked'), 'true')

    await page.reload()
    assert.equal(await scheme(), 'dark')

    await openUserMenu(page, admin.username)
    await page.getByRole('menuitemcheckbox', { name: 'Dark Mode' }).click()
    await schemeIs(page, 'light')
  })

  test('changing the password checks the fields, confirms, signs out, and the new password works', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff)
    await visit(page, '/admin/sales')

    const menuButton = page.getByRole('button', { name: `${staff.username} account menu` })
    await openUserMenu(page, staff.username)
    await page.getByRole('menuitem', { name: 'Change Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    await dialog.waitFor()
    await expectAccessible(page, 'change password dialog')
    // Closing it, by Escape or Cancel, gives the focus back to the menu it came from.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expectFocused(menuButton)
    await openUserMenu(page, staff.username)
    await page.getByRole('menuitem', { name: 'Change Password' }).click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expectFocused(menuButton)

    await openUserMenu(page, staff.username)
    await page.getByRole('menuitem', { name: 'Change Password' }).click()
    const current = dialog.getByLabel('Current Password')
    const password = dialog.getByLabel(/^Password\b/)
    const confirmation = dialog.getByLabel('Confirm Password')

    // Client-side checks first: nothing is sent.
    await password.fill('short')
    await confirmation.fill('different')
    await dialog.getByRole('button', { name: 'Save' }).click()
    assert.match(await fieldError(current), /current password/i)
    assert.match(await fieldError(password), /at least 10/)
    assert.match(await fieldError(confirmation), /does not match/)
    // Said to screen readers too, not only drawn in red.
    for (const field of [current, password, confirmation]) {
      assert.equal(await field.getAttribute('aria-invalid'), 'true')
    }
    assert.isTrue(await current.evaluate((input: HTMLInputElement) => input.required))
    await expectAccessible(page, 'change password with errors')

    // A wrong current password comes back from the server onto its field.
    await current.fill('not-my-password')
    await password.fill(NEW_PASSWORD)
    await confirmation.fill(NEW_PASSWORD)
    await dialog.getByRole('button', { name: 'Save' }).click()
    const confirm = page.getByRole('dialog', { name: 'Update user password' })
    await confirm.getByText('You will be logged out after changing password').waitFor()
    await expectAccessible(page, 'password change confirmation')
    await confirm.getByRole('button', { name: 'Update' }).click()
    await dialog.waitFor()
    await dialog.getByText(/current password is incorrect/i).waitFor()
    assert.match(await fieldError(current), /current password is incorrect/i)
    assert.equal(await password.inputValue(), NEW_PASSWORD)

    // Cancelling the confirmation goes back to the form.
    await current.fill(TEST_PASSWORD)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor()
    assert.equal(await current.inputValue(), TEST_PASSWORD)

    await dialog.getByRole('button', { name: 'Save' }).click()
    await confirm.getByRole('button', { name: 'Update' }).click()
    await page.waitForURL('**/admin/login?notice=password-changed')
    assert.deepEqual(await authCookies(context), [])
    // The sign-in page says why the user is there.
    const notice = page.getByRole('status').filter({ hasText: 'Password changed' })
    await notice.getByText('Sign in with your new password').waitFor()
    await expectAccessible(page, 'login after a password change')

    await signIn(page, staff.username, NEW_PASSWORD)
    assert.equal(new URL(page.url()).pathname, '/admin/sales')
  })

  test('logout removes the cookies, revokes the token and shows the login page', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signIn(page, admin.username, TEST_PASSWORD)
    const cookies = await context.cookies()
    const token = cookies.find((cookie) => cookie.name === 'token')!.value

    await openUserMenu(page, admin.username)
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.waitForURL('**/admin/login')
    assert.deepEqual(await authCookies(context), [])

    const me = await page.request.get('/api/admin/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    })
    assert.equal(me.status(), 401)
    await visit(page, '/admin/dealers')
    assert.equal(new URL(page.url()).pathname, '/admin/login')
  })

  test('a corrupted token cookie sends the next API call to the login page', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)
    // A list with a search box.
    await visit(page, '/admin/dealers')
    await page.waitForLoadState('networkidle')

    await context.addCookies([{ name: 'token', value: 'oat_corrupted.value', url: BASE_URL }])
    // Searching asks the API again, and that call meets the bad token. Should a call the page
    // makes on its own get there first, the page is already leaving: the same outcome.
    await page
      .getByRole('textbox', { name: 'Search' })
      .fill('sunrise', { timeout: 5_000 })
      .catch(() => {})

    await page.waitForURL('**/admin/login')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    assert.deepEqual(await authCookies(context), [])
  })
})
