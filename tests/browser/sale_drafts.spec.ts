import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { DateTime } from 'luxon'
import { ProductFactory } from '#database/factories/product_factory'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { fillSaleForm, openSaleForm } from '#tests/helpers/sale_form'
import { registerSale } from '#tests/helpers/sales'

async function openCreatePage(page: Page) {
  const filmsLoaded = page.waitForResponse((response) =>
    response.url().includes('/api/admin/products/options')
  )
  await visit(page, '/admin/sales/create')
  await filmsLoaded
  await page.getByRole('heading', { name: 'Register a sale' }).waitFor()
}

/** What the create page says when leaving or failing, in each language. */
const WORDS = {
  en: {
    leaveTitle: 'Leave this sale unfinished?',
    stay: 'Stay',
    leave: 'Leave',
    registered: 'Warranty registered',
    connectionLost: 'The connection is lost',
  },
  vi: {
    leaveTitle: 'Rời đi khi đơn bán chưa xong?',
    stay: 'Ở lại',
    leave: 'Rời đi',
    registered: 'Đã đăng ký bảo hành',
    connectionLost: 'Mất kết nối',
  },
}

function sidebarLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name })
}

test.group('Admin | unsaved sales', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('leaving a half-filled sale asks first, and the draft survives a reload and Back', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await ProductFactory.create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await openCreatePage(page)

    const name = page.getByRole('textbox', { name: 'Customer name' })
    const plate = page.getByRole('textbox', { name: 'Plate number' })
    await name.pressSequentially('Nurul Aisyah')
    await plate.pressSequentially('WXY 1234')

    // An Inertia visit (a sidebar entry) waits for an answer; Stay keeps everything.
    await sidebarLink(page, 'Dealers').click()
    const warning = page.getByRole('dialog', { name: 'Leave this sale unfinished?' })
    await warning.waitFor()
    await warning.getByRole('button', { name: 'Stay' }).click()
    await warning.waitFor({ state: 'hidden' })
    assert.match(page.url(), /\/admin\/sales\/create$/)
    assert.equal(await name.inputValue(), 'Nurul Aisyah')

    // Logging out asks too, in the app's dialog, before the session ends.
    await page.getByRole('button', { name: new RegExp(admin.username) }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await warning.getByRole('button', { name: 'Stay' }).click()
    await warning.waitFor({ state: 'hidden' })
    const cookies = await context.cookies()
    const token = cookies.find((cookie) => cookie.name === 'token')!.value
    const me = await page.request.get('/api/admin/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    })
    assert.equal(me.status(), 200, 'Stay keeps the session')

    // A reload gets the browser's own "Leave site?" question.
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void dialog.accept()
    })
    // Let the draft be written (it is saved a moment after typing stops).
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) => key.startsWith('tint:sale-draft:'))
    )
    await page.reload()
    assert.deepEqual(dialogs, ['beforeunload'])

    // …and the form comes back with what was typed, saying it is a draft.
    await page.getByRole('status').filter({ hasText: 'Draft restored' }).waitFor()
    assert.equal(await name.inputValue(), 'Nurul Aisyah')
    assert.equal(await plate.inputValue(), 'WXY 1234')

    // Leaving is allowed once confirmed; Back to the form brings the draft again.
    await sidebarLink(page, 'Dealers').click()
    await warning.getByRole('button', { name: 'Leave' }).click()
    await page.waitForURL(/\/admin\/dealers/)
    await page.goBack()
    await page.waitForURL(/\/admin\/sales\/create$/)
    await page.getByRole('status').filter({ hasText: 'Draft restored' }).waitFor()
    assert.equal(await name.inputValue(), 'Nurul Aisyah')

    // Discarding the draft empties the form, for good.
    await page.getByRole('button', { name: 'Discard draft' }).click()
    assert.equal(await name.inputValue(), '')
    await sidebarLink(page, 'Dealers').click()
    await page.waitForURL(/\/admin\/dealers/)
    await openCreatePage(page)
    assert.equal(await name.inputValue(), '')
    assert.equal(await page.getByText('Draft restored').count(), 0)
    assert.deepEqual(dialogs, ['beforeunload'])
  })

  test('Cancel discards the sale after saying so; a registered sale leaves no draft', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    await ProductFactory.merge({ name: 'Crystal Clear 70' }).create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff)
    await openCreatePage(page)
    const name = page.getByRole('textbox', { name: 'Customer name' })
    await name.pressSequentially('Tan Wei Ming')

    await page.getByRole('button', { name: 'Cancel' }).click()
    const discard = page.getByRole('dialog', { name: 'Discard this sale?' })
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    assert.equal(await name.inputValue(), 'Tan Wei Ming')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await discard.getByRole('button', { name: 'Discard' }).click()
    await page.waitForURL(/\/admin\/sales$/)
    await openCreatePage(page)
    assert.equal(await name.inputValue(), '')

    // Register a sale: afterwards nothing is kept, and nothing asks before leaving.
    await name.fill('Tan Wei Ming')
    await page.getByRole('textbox', { name: 'Phone' }).fill('012-555 0199')
    await page.getByRole('textbox', { name: 'Plate number' }).fill('VBK 2391')
    await page.getByRole('textbox', { name: 'Make' }).fill('Honda')
    await page.getByRole('textbox', { name: 'Model' }).fill('City')
    await page.getByRole('combobox', { name: 'Window 1', exact: true }).click()
    await page.getByRole('option', { name: 'Windshield', exact: true }).click()
    await page.getByRole('combobox', { name: 'Film 1', exact: true }).click()
    await page.getByRole('option', { name: /^Crystal Clear 70/ }).click()
    await page.getByRole('button', { name: 'Register sale' }).click()
    await page.getByRole('heading', { name: 'Warranty registered' }).waitFor()
    await page.getByRole('link', { name: 'View sales' }).click()
    await page.waitForURL(/\/admin\/sales$/)
    assert.isFalse(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('tint:sale-draft:'))
      )
    )
  })

  test('staff correct their own sale within 24 hours; an older one is for an admin', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    const film = await ProductFactory.merge({
      name: 'Crystal Clear 70',
      warrantyYears: 10,
    }).create()
    const fresh = await registerSale(staff, film, {
      customerName: 'Fresh Sale',
      plateNumber: 'WXY 1234',
    })
    const old = await registerSale(staff, film, { customerName: 'Old Sale' })
    old.createdAt = DateTime.now().minus({ hours: 25 })
    await old.save()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff)

    await visit(page, `/admin/sales?sale=${fresh.id}`)
    const drawer = page.getByRole('dialog').filter({ hasText: 'Open the verification copy' })
    await drawer.getByText('Fresh Sale').waitFor()
    await drawer.getByText(/^You can correct this sale until /).waitFor()
    // A fresh 10-year warranty reads in years, not thousands of days.
    await drawer.getByText('10 years left').waitFor()
    assert.equal(await drawer.getByRole('button', { name: 'Void' }).count(), 0)
    await drawer.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit sale' })
    assert.equal(await dialog.getByRole('combobox', { name: 'Dealer' }).count(), 0)
    await dialog.getByRole('textbox', { name: 'Plate number' }).fill('wxy 1243')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /Warranty WF-\S+ updated\./ })
      .waitFor()
    await drawer.getByText('WXY 1243', { exact: true }).waitFor()
    await drawer
      .getByText(new RegExp(`^${staff.username}, `))
      .last()
      .waitFor()

    await visit(page, `/admin/sales?sale=${old.id}`)
    await drawer.getByText('Old Sale').waitFor()
    assert.equal(await drawer.getByRole('button', { name: 'Edit' }).count(), 0)
    assert.equal(await drawer.getByText(/You can correct this sale/).count(), 0)
  })

  for (const locale of ['en', 'vi'] as const) {
    test(`registering while offline says the connection is lost and keeps what was typed (${locale})`, async ({
      assert,
      cleanup,
    }) => {
      const staff = await UserFactory.with('dealer').merge({ locale }).create()
      await ProductFactory.merge({ name: 'Crystal Clear 70' }).create()
      const { context, page } = await newPage(PHONE)
      cleanup(() => context.close())
      await signInAs(context, staff)
      await openSaleForm(page)
      await fillSaleForm(page, /^Crystal Clear 70/)
      const submit = page.locator('form button[type="submit"]')

      await context.setOffline(true)
      await submit.click()
      // Said at once, in the user's language, as the one error toast; the button stops spinning.
      const toast = page
        .locator('.mantine-Notifications-root [role="alert"]')
        .filter({ hasText: WORDS[locale].connectionLost })
      await toast.waitFor({ timeout: 5_000 })
      await page.waitForFunction(
        () => !document.querySelector('form button[type="submit"]')?.hasAttribute('data-loading')
      )
      assert.equal(
        await page.locator('[data-path="customerName"]').inputValue(),
        'Nguyễn Thị Hương'
      )
      assert.equal(await page.locator('[data-path="plateNumber"]').inputValue(), 'WXY 1234')

      // Back online, the same values register the sale.
      await context.setOffline(false)
      await submit.click()
      await page.getByRole('heading', { name: WORDS[locale].registered }).waitFor()
    })

    test(`the browser's Back from a half-filled sale asks first: Stay keeps it, Leave goes back (${locale})`, async ({
      assert,
      cleanup,
    }) => {
      const staff = await UserFactory.with('dealer').merge({ locale }).create()
      await ProductFactory.create()
      const { context, page } = await newPage(DESKTOP)
      cleanup(() => context.close())
      await signInAs(context, staff)
      await visit(page, '/admin/sales')
      // Into the form through the list's own link (an Inertia visit: Back stays in the app).
      await page.locator('main a[href="/admin/sales/create"]').first().click()
      const name = page.locator('[data-path="customerName"]')
      await name.waitFor()
      await name.pressSequentially('Nurul Aisyah')

      const warning = page.getByRole('dialog', { name: WORDS[locale].leaveTitle })
      await page.evaluate(() => history.back())
      await warning.waitFor()
      await warning.getByRole('button', { name: WORDS[locale].stay }).click()
      await warning.waitFor({ state: 'hidden' })
      await page.waitForURL(/\/admin\/sales\/create$/)
      assert.equal(await name.inputValue(), 'Nurul Aisyah')
      assert.isTrue(await name.isVisible())

      // Asked again, Leave: the list the form was opened from.
      await page.evaluate(() => history.back())
      await warning.getByRole('button', { name: WORDS[locale].leave }).click()
      await page.waitForURL(/\/admin\/sales$/)
      await page.locator('main a[href="/admin/sales/create"]').first().waitFor()
      assert.equal(await name.count(), 0)
    })
  }
})
