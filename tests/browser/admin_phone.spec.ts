import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, expectFocused, newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'

const TABLET = { width: 820, height: 1180 }

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' })
}

test.group('Admin shell | phones and tablets', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('at 390 px the sidebar opens over the page, takes the focus and every close returns it to the burger', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/dealers')

    const burger = page.getByRole('button', { name: 'Open navigation' })
    const salesLink = sidebar(page).getByRole('link', { name: 'Sales' })
    await burger.waitFor()
    await salesLink.waitFor({ state: 'hidden' })

    const open = async () => {
      await burger.click()
      // The focus moves in, onto the current section.
      await expectFocused(sidebar(page).getByRole('link', { name: 'Dealers' }))
    }

    await open()
    // While it is open the burger is gone (it only shows when the sidebar is closed).
    assert.equal(await burger.count(), 0)
    const overlay = page.locator('.mantine-Overlay-root')
    assert.isTrue(await overlay.isVisible())
    // Tab stays inside the open sidebar.
    for (let press = 0; press < 6; press++) await page.keyboard.press('Tab')
    assert.isTrue(
      await sidebar(page).evaluate((nav) => nav.contains(document.activeElement)),
      'focus stays in the sidebar'
    )
    await expectAccessible(page, 'phone sidebar open')

    await page.keyboard.press('Escape')
    await salesLink.waitFor({ state: 'hidden' })
    await expectFocused(burger)

    await open()
    // Once it has slid in, the sidebar leaves the dimmed page showing beside it...
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="Main navigation"]')?.getBoundingClientRect()
          .left === 0
    )
    const shade = await overlay.boundingBox()
    const nav = await sidebar(page).boundingBox()
    assert.isBelow(nav!.width, shade!.width - 100, 'the sidebar does not cover the whole screen')
    // ...and a tap there closes it (retried until the fading overlay takes clicks).
    await overlay.click({ position: { x: shade!.width - 20, y: shade!.height / 2 } })
    await salesLink.waitFor({ state: 'hidden' })
    await expectFocused(burger)

    await open()
    await sidebar(page).getByRole('button', { name: 'Close navigation' }).click()
    await salesLink.waitFor({ state: 'hidden' })
    await expectFocused(burger)

    await open()
    await salesLink.click()
    await page.waitForURL('**/admin/sales')
    await salesLink.waitFor({ state: 'hidden' })
    await expectFocused(burger)
    assert.equal(
      await page.getByRole('banner').getByRole('heading', { level: 1 }).textContent(),
      'Sales'
    )
  })

  test('on a phone the header keeps the username, cut short when it is long', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin')
      .merge({ username: 'workshop.supervisor.kuala.lumpur' })
      .create()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/dealers')

    const name = page.getByRole('banner').getByText(admin.username, { exact: true })
    assert.isTrue(await name.isVisible())
    const clipped = await name.evaluate((node) => ({
      truncated: node.scrollWidth > node.clientWidth,
      ellipsis: getComputedStyle(node).textOverflow,
    }))
    assert.deepEqual(clipped, { truncated: true, ellipsis: 'ellipsis' })
    // The button's name still carries the whole username.
    await page.getByRole('button', { name: `${admin.username} account menu` }).waitFor()
    assert.isFalse(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    )
  })

  test('staff on a phone: the sidebar waits behind the toggle and opens and closes by keyboard', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, staff)
    await visit(page, '/admin/sales')
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor()

    // Closed on a small screen, the toggle showing; the page has the whole width.
    const burger = page.getByRole('button', { name: 'Open navigation' })
    const salesLink = sidebar(page).getByRole('link', { name: 'Sales' })
    const dashboardLink = sidebar(page).getByRole('link', { name: 'Dashboard' })
    await burger.waitFor()
    assert.isFalse(await salesLink.isVisible())
    assert.equal(await burger.getAttribute('aria-expanded'), 'false')

    // The toggle is the first stop of the keyboard; Enter opens the sidebar, focus on Sales.
    await page.keyboard.press('Tab')
    await expectFocused(burger)
    await page.keyboard.press('Enter')
    await expectFocused(salesLink)
    assert.equal(await burger.count(), 0, 'the toggle only shows while the sidebar is closed')
    assert.deepEqual(await sidebar(page).getByRole('link').allTextContents(), [
      'Dashboard',
      'Sales',
      'Claims',
    ])
    await expectAccessible(page, 'staff phone sidebar open')
    // Escape closes it and gives the focus back to the toggle.
    await page.keyboard.press('Escape')
    await salesLink.waitFor({ state: 'hidden' })
    await expectFocused(burger)

    // The close button, reached with Shift+Tab from Sales (past Dashboard), by keyboard too.
    await page.keyboard.press('Enter')
    await expectFocused(salesLink)
    await page.keyboard.press('Shift+Tab')
    await expectFocused(sidebar(page).getByRole('button', { name: 'Close navigation' }))
    await page.keyboard.press('Enter')
    await salesLink.waitFor({ state: 'hidden' })
    await expectFocused(burger)

    // Dashboard, chosen by keyboard: the dashboard opens and the sidebar closes behind it.
    await page.keyboard.press('Enter')
    await expectFocused(salesLink)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expectFocused(dashboardLink)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await dashboardLink.waitFor({ state: 'hidden' })
    await expectFocused(burger)
  })

  test('staff on a tablet have the sidebar beside the page and New sale in the list', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    for (const viewport of [TABLET, PHONE]) {
      const { context, page } = await newPage(viewport)
      cleanup(() => context.close())
      await signInAs(context, staff)
      await visit(page, '/admin/sales')
      await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor()

      const beside = viewport.width > 750
      assert.equal(
        await sidebar(page).getByRole('link', { name: 'Sales' }).isVisible(),
        beside,
        `${viewport.width} px: sidebar shown`
      )
      assert.equal(
        await page.getByRole('button', { name: 'Open navigation' }).count(),
        beside ? 0 : 1,
        `${viewport.width} px: toggle`
      )
      const newSale = page.getByRole('main').getByRole('link', { name: 'New sale' })
      assert.isTrue(await newSale.isVisible(), `${viewport.width} px: New sale in the list`)
      await newSale.click()
      await page.waitForURL('**/admin/sales/create')
    }
  })

  test('a sidebar visit that cannot reach the server says so and stays on the page', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/dealers', { waitUntil: 'networkidle' })

    await page.route('**/admin/products', (route) => route.abort('connectionrefused'))
    await sidebar(page).getByRole('link', { name: 'Products' }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'could not be reached' })
    await toast.waitFor()
    assert.include(await toast.textContent(), 'Error')
    assert.equal(new URL(page.url()).pathname, '/admin/dealers')
    await expectAccessible(page, 'navigation outage toast')

    await page.unroute('**/admin/products')
    await sidebar(page).getByRole('link', { name: 'Products' }).click()
    await page.waitForURL('**/admin/products')
  })
})
