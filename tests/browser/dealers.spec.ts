import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { expectFocused, fieldError, newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'

function row(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text })
}

async function rowAction(page: Page, label: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${label}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test.group('Admin | dealers page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates, finds, edits, archives and restores a dealer', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await DealerFactory.merge([
      { name: 'Northside Window Film' },
      { name: 'Coastal Auto Tint' },
    ]).createMany(2)
    await DealerFactory.merge({ code: 'DL-TAKEN' }).create()
    const { context, page } = await newPage()
    cleanup(() => context.close())
    await signInAs(context, admin)

    await visit(page, '/admin/dealers')
    assert.match(await page.title(), /^Dealers - /)
    await row(page, 'Northside Window Film').waitFor()
    await expectAccessible(page, 'dealers list')

    // Client checks: an empty name is refused before anything is sent.
    await page.getByRole('button', { name: 'New dealer' }).click()
    const dialog = page.getByRole('dialog', { name: 'New dealer' })
    await dialog.getByRole('button', { name: 'Create dealer' }).click()
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true })
    assert.equal(await name.getAttribute('aria-invalid'), 'true')
    assert.equal(await fieldError(name), "Enter the dealer's name.")
    assert.isTrue(await name.evaluate((input: HTMLInputElement) => input.required))
    await expectAccessible(page, 'new dealer with errors')

    // Server checks: a taken code comes back as an error on the Code field.
    await dialog.getByLabel('Code').fill('dl-taken')
    await name.fill('Boui Tint Studio')
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+60 12-345 6789')
    await dialog.getByLabel('City').fill('Ipoh')
    await dialog.getByRole('button', { name: 'Create dealer' }).click()
    const code = dialog.getByLabel('Code')
    await dialog.locator('[aria-invalid="true"]').waitFor()
    assert.equal(await fieldError(code), 'This code is already in use.')

    // Left empty, the code is generated.
    await code.fill('')
    await dialog.getByRole('button', { name: 'Create dealer' }).click()
    await page.getByRole('alert').filter({ hasText: 'Dealer created.' }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await row(page, 'Boui Tint Studio').waitFor()

    // Search narrows the list and lives in the URL, so a reload keeps it.
    await page.getByLabel('Search dealers').fill('boui')
    await page.waitForURL(/[?&]search=boui/)
    await row(page, 'Northside Window Film').waitFor({ state: 'detached' })
    await page.reload()
    assert.equal(await page.getByLabel('Search dealers').inputValue(), 'boui')
    await row(page, 'Boui Tint Studio').waitFor()
    assert.equal(await row(page, 'Coastal Auto Tint').count(), 0)
    const created = (await row(page, 'Boui Tint Studio').locator('td').first().textContent()) ?? ''
    assert.match(created, /^DL-\d{4}$/)

    await rowAction(page, `${created} Boui Tint Studio`, 'Edit')
    const editDialog = page.getByRole('dialog', { name: 'Edit dealer' })
    assert.equal(await editDialog.getByLabel('City').inputValue(), 'Ipoh')
    await expectAccessible(page, 'edit dealer')
    await editDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Boui Film Works')
    await editDialog.getByRole('button', { name: 'Save changes' }).click()
    await editDialog.waitFor({ state: 'hidden' })
    await row(page, 'Boui Film Works').waitFor()

    await rowAction(page, `${created} Boui Film Works`, 'Archive')
    const confirm = page.getByRole('dialog', { name: 'Archive dealer?' })
    await expectAccessible(page, 'archive confirmation')
    await confirm.getByRole('button', { name: 'Archive' }).click()
    await page.getByText('No dealers match these filters').waitFor()

    // The switch reflects the URL, which changes right after the click.
    await page.getByLabel('Show archived').click()
    await page.waitForURL(/archived=with/)
    await row(page, 'Boui Film Works').filter({ hasText: 'Archived' }).waitFor()
    await expectAccessible(page, 'dealers with archived')
    await rowAction(page, `${created} Boui Film Works`, 'Restore')
    await page
      .getByRole('dialog', { name: 'Restore dealer?' })
      .getByRole('button', { name: 'Restore' })
      .click()
    await page.getByRole('alert').filter({ hasText: 'Dealer restored.' }).waitFor()

    await page.getByLabel('Show archived').click()
    await page.waitForURL((url) => !url.searchParams.has('archived'))
    await row(page, 'Boui Film Works').waitFor()
    assert.equal(await row(page, 'Boui Film Works').filter({ hasText: 'Archived' }).count(), 0)
  })

  test('closing a form with unsaved changes asks first', async ({ assert, cleanup }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage()
    cleanup(() => context.close())
    await signInAs(context, admin)

    await visit(page, '/admin/dealers')
    // A click on the server-rendered button before React has taken over would do nothing.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: 'New dealer' }).click()
    const dialog = page.getByRole('dialog', { name: 'New dealer' })
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Half-typed')
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    const discard = page.getByRole('dialog', { name: 'Discard changes?' })
    await expectAccessible(page, 'discard changes confirmation')
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    assert.equal(
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue(),
      'Half-typed'
    )
    // Back in the form, on the control that asked.
    await expectFocused(dialog.getByRole('button', { name: 'Cancel' }))

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discard.getByRole('button', { name: 'Discard' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expectFocused(page.getByRole('button', { name: 'New dealer' }))
  })

  test('every way of closing a dialog gives the focus back to the control that opened it', async ({
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const dealer = await DealerFactory.merge({ code: 'DL-FOCUS', name: 'Focus Tint' }).create()
    const { context, page } = await newPage()
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/dealers')
    await row(page, 'Focus Tint').waitFor()

    const newDealer = page.getByRole('button', { name: 'New dealer' })
    const dialog = page.getByRole('dialog', { name: 'New dealer' })
    const closePaths = [
      () => page.keyboard.press('Escape'),
      () => dialog.getByRole('button', { name: 'Close' }).click(),
      () => dialog.getByRole('button', { name: 'Cancel' }).click(),
    ]
    for (const close of closePaths) {
      await newDealer.click()
      await dialog.waitFor()
      await close()
      await dialog.waitFor({ state: 'hidden' })
      await expectFocused(newDealer)
    }

    // Opened from a row's menu (which closes with the click): back to that row's menu button.
    const actions = page.getByRole('button', { name: `Actions for ${dealer.code} ${dealer.name}` })
    const editDialog = page.getByRole('dialog', { name: 'Edit dealer' })
    await rowAction(page, `${dealer.code} ${dealer.name}`, 'Edit')
    await editDialog.waitFor()
    await page.keyboard.press('Escape')
    await editDialog.waitFor({ state: 'hidden' })
    await expectFocused(actions)

    const confirm = page.getByRole('dialog', { name: 'Archive dealer?' })
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => confirm.getByRole('button', { name: 'Cancel' }).click(),
    ]) {
      await rowAction(page, `${dealer.code} ${dealer.name}`, 'Archive')
      await confirm.waitFor()
      await close()
      await confirm.waitFor({ state: 'hidden' })
      await expectFocused(actions)
    }
  })

  test('list state survives back and forward', async ({ cleanup }) => {
    const admin = await UserFactory.apply('admin').create()
    await DealerFactory.merge({ name: 'Dormant Film Co', status: 'inactive' }).create()
    await DealerFactory.merge({ name: 'Sunrise Tint' }).create()
    const { context, page } = await newPage()
    cleanup(() => context.close())
    await signInAs(context, admin)

    await visit(page, '/admin/dealers')
    await row(page, 'Sunrise Tint').waitFor()
    await page.getByRole('button', { name: 'Name' }).click()
    await page.waitForURL(/sort=name/)
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Inactive' }).click()
    await page.waitForURL(/status=inactive/)
    await row(page, 'Sunrise Tint').waitFor({ state: 'detached' })

    await page.goBack()
    await page.waitForURL(
      (url) => !url.searchParams.has('status') && url.searchParams.get('sort') === 'name'
    )
    await row(page, 'Sunrise Tint').waitFor()
    await page.goForward()
    await page.waitForURL(/status=inactive/)
    await row(page, 'Dormant Film Co').waitFor()
    await row(page, 'Sunrise Tint').waitFor({ state: 'detached' })
  })

  test('on a phone the list is cards, filters fold into one control, paging goes back to the top', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await DealerFactory.merge({ name: 'Zenith Inactive Tint', status: 'inactive' }).create()
    // Names that sort before Zenith (a random company name such as "Zulauf Inc" would not).
    const names = Array.from({ length: 29 }, (_, index) => ({ name: `Tint Works ${index + 10}` }))
    await DealerFactory.merge(names).createMany(29)
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/dealers')

    const cards = page.getByRole('list', { name: 'Dealers' }).getByRole('listitem')
    await cards.first().waitFor()
    assert.equal(await page.getByRole('table').count(), 0, 'no table on a phone')
    assert.equal(await cards.count(), 25)
    // Name and status lead each card; the fields that matter are labelled.
    const first = cards.first()
    assert.isTrue(await first.getByText(/^(Active|Inactive)$/).isVisible())
    assert.include(await first.locator('dt').allTextContents(), 'Phone')
    assert.isFalse(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      'nothing scrolls sideways'
    )
    await page.getByText('1–25 of 30 dealers').waitFor()
    await expectAccessible(page, 'dealer cards on a phone')

    // The filters are one control; opened, it shows them, with Sort by.
    const filters = page.getByRole('button', { name: /^Filters/ })
    assert.equal(await page.getByRole('combobox', { name: 'Status' }).count(), 0)
    assert.equal(await filters.getAttribute('aria-expanded'), 'false')
    await filters.click()
    assert.equal(await filters.getAttribute('aria-expanded'), 'true')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Inactive' }).click()
    await page.waitForURL(/status=inactive/)
    await page.getByRole('button', { name: 'Filters 1 active' }).waitFor()
    await cards.filter({ hasText: 'Zenith Inactive Tint' }).waitFor()
    await expectAccessible(page, 'dealer filters open on a phone')
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await page.waitForURL((url) => !url.searchParams.has('status'))
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor()
    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Name, descending' }).click()
    await page.waitForURL(/sort=name&direction=desc/)
    await cards.first().filter({ hasText: 'Zenith Inactive Tint' }).waitFor()

    // At the bottom, the footer ends the page below the last card instead of covering it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const lastCard = await cards.last().boundingBox()
    const footer = await page.getByRole('contentinfo').boundingBox()
    assert.isAtMost(lastCard!.y + lastCard!.height, footer!.y)

    // Page 2 starts at the top of the list, and says which rows it shows.
    await page.getByRole('button', { name: 'Page 2' }).click()
    await page.waitForURL(/page=2/)
    await page.getByText('26–30 of 30 dealers').waitFor()
    await page.waitForFunction(() => {
      const search = document.querySelector('input[aria-label="Search dealers"]')
      const top = search?.getBoundingClientRect().top ?? -1
      return top >= 0 && top < window.innerHeight / 2
    })
  })
})
