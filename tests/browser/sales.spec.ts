import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import { ProductFactory } from '#database/factories/product_factory'
import { TEST_PASSWORD, UserFactory } from '#database/factories/user_factory'
import {
  DESKTOP,
  fieldError,
  lineCount,
  newPage,
  PHONE,
  signIn,
  signInAs,
  visit,
} from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { formatWarrantyCode } from '#domain/warranty_code'
import { expectAccessible } from '#tests/helpers/axe'

/** Picks an option of a Mantine Select by the select's accessible name. */
async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

test.group('Admin | sales pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff register a sale on a phone and the owner finds it on the e-warranty page', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    const [, onyx] = await ProductFactory.merge([
      { name: 'Crystal Clear 70', vlt: 70, warrantyYears: 10 },
      { name: 'Onyx Ceramic 15', vlt: 15, warrantyYears: 5 },
    ]).createMany(2)
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())

    await signIn(page, staff.username, TEST_PASSWORD)
    // The film options are fetched once the page is hydrated: from then on the form is live.
    const filmsLoaded = page.waitForResponse((response) =>
      response.url().includes('/api/admin/products/options')
    )
    await visit(page, '/admin/sales/create')
    await filmsLoaded
    assert.match(await page.title(), /^Sales create - /)
    await page.getByRole('heading', { name: 'Register a sale' }).waitFor()
    assert.isFalse(await hasHorizontalScroll(page), 'the create form scrolls sideways at 390 px')
    // Staff never choose a dealer: the server uses theirs.
    assert.equal(await page.getByRole('combobox', { name: 'Dealer' }).count(), 0)
    await expectAccessible(page, 'register a sale')

    // Client checks run before anything is sent, and the first field to fix gets the focus.
    await page.getByRole('button', { name: 'Register sale' }).click()
    const customerName = page.getByRole('textbox', { name: 'Customer name' })
    assert.equal(await customerName.getAttribute('aria-invalid'), 'true')
    assert.isTrue(await customerName.evaluate((element) => element === document.activeElement))
    assert.isTrue(await customerName.evaluate((input: HTMLInputElement) => input.required))
    // Whole numbers bring up the digit keypad on a phone.
    const year = page.getByRole('textbox', { name: 'Year' })
    assert.equal(await year.getAttribute('inputmode'), 'numeric')
    await expectAccessible(page, 'register a sale with errors')

    await customerName.fill('Nurul Aisyah binti Hassan')
    await page.getByRole('textbox', { name: 'Phone' }).fill('+60 12-555 0199')
    await page.getByRole('textbox', { name: 'Plate number' }).fill('wxy 1234')
    await page.getByRole('textbox', { name: 'Make' }).fill('Perodua')
    await page.getByRole('textbox', { name: 'Model' }).fill('Myvi')
    await page.getByRole('textbox', { name: 'Year' }).fill('2022')

    await choose(page, 'Window 1', 'Windshield')
    await choose(page, 'Film 1', /^Crystal Clear 70/)
    const tenYears = DateTime.now().plus({ years: 10 }).toFormat('d LLL yyyy')
    await page.getByText(`Warranty until ${tenYears} (10 years)`).waitFor()

    // A new row starts on the next free window; a window cannot be listed twice.
    await page.getByRole('button', { name: 'Add window' }).click()
    const window2 = page.getByRole('combobox', { name: 'Window 2', exact: true })
    assert.equal(await window2.inputValue(), 'Front sides')
    await window2.click()
    assert.equal(
      await page
        .getByRole('option', { name: 'Windshield', exact: true })
        .getAttribute('aria-disabled'),
      'true'
    )
    await page.keyboard.press('Escape')
    await choose(page, 'Film 2', /^Onyx Ceramic 15/)
    assert.isFalse(await hasHorizontalScroll(page), 'two film rows scroll sideways at 390 px')

    // A server error inside a film row lands on that row's select: the film was
    // discontinued while the form was open.
    await onyx.merge({ status: 'discontinued' }).save()
    await page.getByRole('button', { name: 'Register sale' }).click()
    const film2 = page.getByRole('combobox', { name: 'Film 2', exact: true })
    await page.locator('[data-path="items.1.productId"][aria-invalid="true"]').waitFor()
    const errorId = (await film2.getAttribute('aria-describedby'))!
      .split(' ')
      .find((id) => id.endsWith('-error'))!
    assert.equal(
      await page.locator(`[id="${errorId}"]`).textContent(),
      'Choose an active film product.'
    )
    await onyx.merge({ status: 'active' }).save()

    await page.getByRole('button', { name: 'Register sale' }).click()
    const toast = page.getByRole('alert').filter({ hasText: /Warranty WF-\S+ registered\./ })
    await toast.waitFor()
    const code = (await toast.textContent())!.match(/WF-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0]

    await page.getByRole('heading', { name: 'Warranty registered' }).waitFor()
    assert.equal(await page.getByTestId('warranty-code').textContent(), code)
    await expectAccessible(page, 'sale registered')
    assert.isFalse(await hasHorizontalScroll(page))
    const certificate = page.getByRole('link', { name: 'Open the verification copy' })
    assert.equal(await certificate.getAttribute('target'), '_blank')
    const pdf = await page.request.get((await certificate.getAttribute('href'))!)
    assert.equal(pdf.status(), 200)
    assert.match(pdf.headers()['content-type'], /^application\/pdf/)
    const pdfBody = await pdf.body()
    assert.equal(pdfBody.subarray(0, 5).toString('latin1'), '%PDF-')

    await page.goto('/e-warranty')
    await page.getByRole('textbox', { name: 'Warranty code' }).fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Search' }).click()
    const result = page.getByRole('article', { name: `Warranty ${code}` })
    await result.getByText('Active', { exact: true }).waitFor()
    assert.include(await result.textContent(), 'Windshield')
    assert.include(await result.textContent(), 'Front sides')
    assert.include(await result.textContent(), 'Crystal Clear 70')
    assert.include(await result.textContent(), 'Onyx Ceramic 15')
  })

  test('an admin finds a sale in the list, opens it and voids it with a reason', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const staff = await UserFactory.with('dealer').create()
    const film = await ProductFactory.merge({ name: 'Graphite Carbon 35' }).create()
    const sale = await registerSale(staff, film, {
      customerName: 'Lim Chee Keong',
      plateNumber: 'PKQ 8812',
    })
    await registerSale(staff, film, { customerName: 'Another Customer', plateNumber: 'ABC 1' })
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())

    await signInAs(context, admin)
    await visit(page, '/admin/sales')
    assert.match(await page.title(), /^Sales - /)
    const row = page.getByRole('row', { name: /Lim Chee Keong/ })
    const otherRow = page.getByRole('row', { name: /Another Customer/ })
    await otherRow.waitFor()
    // The plate is matched without its space and case.
    await page.getByRole('textbox', { name: 'Search sales' }).fill('pkq8812')
    await otherRow.waitFor({ state: 'detached' })
    assert.include(await row.textContent(), 'Active')
    assert.include(await row.textContent(), 'Graphite Carbon 35')

    // The export sends the bearer token and the list's current search.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    assert.match(download.suggestedFilename(), /^sales-\d{4}-\d{2}-\d{2}\.csv$/)
    const csvFile = await download.path()
    const csv = await readFile(csvFile, 'utf8')
    assert.include(csv, 'Lim Chee Keong')
    assert.notInclude(csv, 'Another Customer')

    await expectAccessible(page, 'sales list searched')
    await row.click()
    const drawer = page.getByRole('dialog').filter({ hasText: 'Open the verification copy' })
    await drawer.getByText('Lim Chee Keong').waitFor()
    await expectAccessible(page, 'sale detail')
    assert.match(page.url(), new RegExp(`[?&]sale=${sale.id}`))
    assert.equal(
      await drawer.getByRole('link', { name: 'Open the verification copy' }).getAttribute('target'),
      '_blank'
    )

    // One dialog over the drawer: the consequence, the reason, and a red button naming the action.
    await drawer.getByRole('button', { name: 'Void' }).click()
    const voidDialog = page.getByRole('dialog', { name: /^Void warranty WF-/ })
    await voidDialog.getByText('This cannot be undone').waitFor()
    const voidButton = voidDialog.getByRole('button', { name: 'Void warranty' })
    const background = await voidButton.evaluate(
      (button) => getComputedStyle(button).backgroundColor
    )
    const [red, green, blue] = background.match(/\d+/g)!.map(Number)
    assert.isTrue(red > green + 80 && red > blue + 80, 'the void button is filled red')
    await voidButton.click()
    const reason = voidDialog.getByRole('textbox', { name: 'Reason' })
    assert.equal(await reason.getAttribute('aria-invalid'), 'true')
    assert.include(await fieldError(reason), 'Enter why this warranty is void.')
    await reason.fill('Registered on the wrong car.')
    await voidButton.click()

    await page
      .getByRole('alert')
      .filter({ hasText: /Warranty WF-\S+ voided\./ })
      .waitFor()
    // Exactly: the history below repeats it as "Reason: …".
    await drawer.getByText('Registered on the wrong car.', { exact: true }).waitFor()
    // No second confirmation came up: the void was made from the one dialog, which is gone.
    await voidDialog.waitFor({ state: 'hidden' })
    assert.equal(await page.getByRole('dialog').count(), 1)
    assert.equal(await drawer.getByRole('button', { name: 'Void' }).count(), 0)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    await row.getByText('Void', { exact: true }).waitFor()
    assert.notMatch(page.url(), /[?&]sale=/)
  })

  test('a warranty code is one unbroken line in the list, its cards and the drawer at 390, 820 and 1280 px', async ({
    assert,
    cleanup,
  }) => {
    const { staff, films } = await salesWorld()
    // Vietnamese: the longest words beside the code (the status, the columns).
    await staff.user.merge({ locale: 'vi' }).save()
    const sale = await registerSale(staff.user, films.clear, { plateNumber: 'PKQ 8812' })
    const code = formatWarrantyCode(sale.warrantyCode)
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, staff.user)
    for (const viewport of [PHONE, { width: 820, height: 1180 }, DESKTOP]) {
      await page.setViewportSize(viewport)
      await visit(page, '/admin/sales')
      const where = `${viewport.width} px`
      const inList = page.getByRole('main').locator(`[data-warranty-code="${code}"]`)
      await inList.waitFor()
      assert.equal(await lineCount(inList), 1, `${where}: the list's code on one line`)
      // Where a person taps: on a card the tap lands on the card's own button, laid over it.
      await inList.click({ force: true })
      const drawer = page.getByRole('dialog').filter({ hasText: 'PKQ 8812' })
      const title = drawer.locator(`[data-warranty-code="${code}"]`)
      await title.waitFor()
      // Measured where the drawer comes to rest, not while it still slides in.
      // (A transition cut short by the next one ends its promise with an AbortError: wait again.)
      await drawer.evaluate(async (node) => {
        const moving = () =>
          node
            .getAnimations({ subtree: true })
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        while (moving().length > 0) {
          await Promise.allSettled(moving().map((animation) => animation.finished))
        }
      })
      assert.equal(await lineCount(title), 1, `${where}: the drawer's code on one line`)
      const box = (await title.boundingBox())!
      assert.isAtMost(box.x + box.width, viewport.width, `${where}: the drawer's code whole`)
      if (viewport === PHONE) {
        // A dialog's title names the code inside a sentence: there too it stays whole.
        await drawer.getByRole('button', { name: 'Chuyển cho chủ mới' }).click()
        const transfer = page.getByRole('dialog', { name: /^Chuyển bảo hành/ })
        const inTitle = transfer.locator(`[data-warranty-code="${code}"]`)
        await inTitle.waitFor()
        assert.equal(await lineCount(inTitle), 1, "the transfer dialog's code on one line")
        await page.keyboard.press('Escape')
        await transfer.waitFor({ state: 'hidden' })
      }
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'hidden' })
    }
  })
})
