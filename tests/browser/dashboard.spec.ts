import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { DESKTOP, newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'
import { registerSale, salesWorld } from '#tests/helpers/sales'

/** The charts' sections by their titles, once each has drawn its SVG. */
async function chartTitles(page: Page) {
  const charts = page.getByTestId('dashboard-chart')
  await page.getByTestId('chart-figure').first().locator('svg').first().waitFor()
  const titles = await charts.getByRole('heading', { level: 2 }).allTextContents()
  for (let index = 0; index < titles.length; index++) {
    await charts.nth(index).getByTestId('chart-figure').locator('svg').first().waitFor()
  }
  return titles
}

/** The key figures as "label: value". */
async function figures(page: Page) {
  const cards = page.getByRole('list', { name: 'Key figures' }).getByRole('listitem')
  await cards.getByTestId('stat-value').first().waitFor()
  const values: Record<string, string> = {}
  for (const card of await cards.all()) {
    const label = (await card.locator('p').first().textContent())!.trim()
    values[label] = (await card.getByTestId('stat-value').textContent())!.trim()
  }
  return values
}

/** Where the cards and the charts' boxes are, to the pixel. */
async function layout(page: Page) {
  const boxes = [
    page.getByRole('list', { name: 'Key figures' }),
    ...(await page.getByTestId('dashboard-chart').all()),
  ]
  return Promise.all(
    boxes.map(async (box) => {
      const { x, y, width, height } = (await box.boundingBox())!
      return [x, y, width, height].map(Math.round)
    })
  )
}

async function fitsTheScreen(page: Page, width: number) {
  return page.evaluate((max) => document.documentElement.scrollWidth <= max, width)
}

test.group('Admin | dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin reaches it from the logo: five figures and three charts with tables', async ({
    assert,
    cleanup,
  }) => {
    const { admin, staff, otherStaff, films } = await salesWorld()
    await registerSale(staff.user, films.clear, {
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'front_sides', product: films.dark },
      ],
    })
    await registerSale(staff.user, films.dark)
    await registerSale(otherStaff.user, films.clear)
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin.user)
    await visit(page, '/admin/sales')

    // The figures held back a moment: the page is laid out in their final sizes meanwhile.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/admin/dashboard', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('link', { name: 'ShieldPro Tint back office home' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.getByRole('banner').getByRole('heading', { name: 'Dashboard' }).waitFor()
    await page.getByTestId('dashboard-chart').nth(2).waitFor()
    const waiting = await layout(page)
    release()
    const shown = await figures(page)
    assert.equal(shown['Sales this month'], '3')
    assert.equal(shown['Active warranties'], '3')
    assert.equal(shown['Expiring in 30 days'], '0')
    assert.equal(shown['Voids this month'], '0')
    assert.equal(shown['Open claims'], '0')

    assert.deepEqual(await chartTitles(page), [
      'Sales by month',
      'Sales by dealer',
      'Windows filmed by film',
    ])
    assert.deepEqual(await layout(page), waiting, 'nothing moved when the figures came')
    // What a screen reader gets instead of the drawing: a table per chart.
    const filmTable = page.getByRole('table', { name: 'Windows filmed by film, as a table' })
    assert.deepEqual(await filmTable.getByRole('row').allTextContents(), [
      'FilmWindows',
      'Crystal Clear 70 (' + films.clear.sku + ')2',
      'Onyx Ceramic 15 (' + films.dark.sku + ')2',
    ])
    assert.equal(
      await page
        .getByRole('table', { name: 'Sales by month, as a table' })
        .getByRole('row')
        .count(),
      25
    )
    assert.isTrue(await fitsTheScreen(page, DESKTOP.width))
    await expectAccessible(page, 'dashboard')
  })

  test('staff see their dealer’s figures on a phone, in the dark, without a dealer chart', async ({
    assert,
    cleanup,
  }) => {
    const { staff, otherStaff, films } = await salesWorld()
    await registerSale(staff.user, films.clear)
    await registerSale(otherStaff.user, films.clear)
    await registerSale(otherStaff.user, films.dark)
    const { context, page } = await newPage(PHONE, { colorScheme: 'dark' })
    cleanup(() => context.close())
    await signInAs(context, staff.user)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/admin/dashboard', async (route) => {
      await held
      await route.continue()
    })
    // The server-rendered page, hydrated, still waiting for its figures.
    await visit(page, '/admin')
    await page.getByTestId('dashboard-chart').nth(1).waitFor()
    const waiting = await layout(page)
    release()

    await staff.user.load('dealer')
    await page.getByTestId('dashboard-scope').getByText(staff.user.dealer.name).waitFor()
    const shown = await figures(page)
    assert.equal(shown['Sales this month'], '1')
    assert.equal(shown['Active warranties'], '1')
    assert.deepEqual(await chartTitles(page), ['Sales by month', 'Windows filmed by film'])
    assert.deepEqual(await layout(page), waiting, 'nothing moved when the figures came')
    assert.isTrue(await fitsTheScreen(page, PHONE.width), 'nothing wider than the phone')
    await expectAccessible(page, 'dashboard on a phone')
  })
  test('an answer the server did not word (a proxy’s error page) is told in the user’s language', async ({
    assert,
    cleanup,
  }) => {
    const { staff } = await salesWorld()
    await staff.user.merge({ locale: 'vi' }).save()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff.user)
    await page.route('**/api/admin/dashboard', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'text/html',
        body: '<html><body><h1>403 Forbidden</h1><hr>nginx</body></html>',
      })
    )
    await visit(page, '/admin')
    const alert = page.getByRole('alert').filter({ hasText: 'Không tải được số liệu.' })
    await alert.waitFor()
    assert.include(
      await alert.textContent(),
      'Máy chủ chưa hoàn tất được yêu cầu (lỗi 403). Vui lòng thử lại sau giây lát.'
    )
  })
})
