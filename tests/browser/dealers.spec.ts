import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { BrowserContext, Page } from 'playwright-core'
import type User from '#models/user'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { issueToken } from '#tests/helpers/auth'
import { BASE_URL, PHONE, fieldError, newPage } from '#tests/helpers/browser'

/** Signs the browser in the way the login page does: the `token` and `user` cookies. */
async function signInAs(context: BrowserContext, user: User) {
  const token = await issueToken(user)
  const stored = {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    isAdmin: user.isAdmin,
    dealerId: null,
  }
  await context.addCookies([
    { name: 'token', value: token, url: BASE_URL },
    { name: 'user', value: encodeURIComponent(JSON.stringify(stored)), url: BASE_URL },
  ])
}

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

    await page.goto('/admin/dealers')
    assert.match(await page.title(), /^Dealers - /)
    await row(page, 'Northside Window Film').waitFor()

    // Client checks: an empty name is refused before anything is sent.
    await page.getByRole('button', { name: 'New dealer' }).click()
    const dialog = page.getByRole('dialog', { name: 'New dealer' })
    await dialog.getByRole('button', { name: 'Create dealer' }).click()
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true })
    assert.equal(await name.getAttribute('aria-invalid'), 'true')
    assert.equal(await fieldError(name), 'This field is required.')

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
    await editDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Boui Film Works')
    await editDialog.getByRole('button', { name: 'Save changes' }).click()
    await editDialog.waitFor({ state: 'hidden' })
    await row(page, 'Boui Film Works').waitFor()

    await rowAction(page, `${created} Boui Film Works`, 'Archive')
    const confirm = page.getByRole('dialog', { name: 'Archive dealer?' })
    await confirm.getByRole('button', { name: 'Archive' }).click()
    await page.getByText('No dealers match these filters').waitFor()

    // The switch reflects the URL, which changes right after the click.
    await page.getByLabel('Show archived').click()
    await page.waitForURL(/archived=with/)
    await row(page, 'Boui Film Works').filter({ hasText: 'Archived' }).waitFor()
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

    await page.goto('/admin/dealers')
    await page.getByRole('button', { name: 'New dealer' }).click()
    const dialog = page.getByRole('dialog', { name: 'New dealer' })
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Half-typed')
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    const discard = page.getByRole('dialog', { name: 'Discard changes?' })
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    assert.equal(
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue(),
      'Half-typed'
    )

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discard.getByRole('button', { name: 'Discard' }).click()
    await dialog.waitFor({ state: 'hidden' })
  })

  test('list state survives back and forward', async ({ cleanup }) => {
    const admin = await UserFactory.apply('admin').create()
    await DealerFactory.merge({ name: 'Dormant Film Co', status: 'inactive' }).create()
    await DealerFactory.merge({ name: 'Sunrise Tint' }).create()
    const { context, page } = await newPage()
    cleanup(() => context.close())
    await signInAs(context, admin)

    await page.goto('/admin/dealers')
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

  test('on a phone the table scrolls inside its box, not the page', async ({ assert, cleanup }) => {
    const admin = await UserFactory.apply('admin').create()
    await DealerFactory.createMany(3)
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, admin)

    await page.goto('/admin/dealers')
    await page.getByRole('row').nth(1).locator('td').nth(1).waitFor()
    // Evaluated in the page, where the DOM exists (this file is compiled without it).
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - window.innerWidth'
    )
    assert.isAtMost(overflow, 0)
  })
})
