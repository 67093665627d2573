import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import Sale from '#models/sale'
import { ProductFactory } from '#database/factories/product_factory'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, fieldError, newPage, signInAs, visit } from '#tests/helpers/browser'
import { withLegalTint } from '#tests/helpers/legal_tint'
import { expectAccessible } from '#tests/helpers/axe'

async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.group('Admin | legal-tint check in the sale form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => withLegalTint())

  test('a film below the minimum shows its warning and asks for a confirmation with a reason', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    await ProductFactory.merge([
      { name: 'Crystal Clear 70', vlt: 70, warrantyYears: 10 },
      { name: 'Onyx Ceramic 15', vlt: 15, warrantyYears: 5 },
    ]).createMany(2)
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff)
    const filmsLoaded = page.waitForResponse((response) =>
      response.url().includes('/api/admin/products/options')
    )
    await visit(page, '/admin/sales/create')
    await filmsLoaded

    await page.getByRole('textbox', { name: 'Customer name' }).fill('Nurul Aisyah binti Hassan')
    await page.getByRole('textbox', { name: 'Phone' }).fill('+60 12-555 0199')
    await page.getByRole('textbox', { name: 'Plate number' }).fill('wxy 1234')
    await page.getByRole('textbox', { name: 'Make' }).fill('Perodua')
    await page.getByRole('textbox', { name: 'Model' }).fill('Myvi')

    // A legal film: no warning, no question.
    await choose(page, 'Window 1', 'Windshield')
    await choose(page, 'Film 1', /^Crystal Clear 70/)
    const confirmation = page.getByRole('group', { name: 'Films below the local VLT minimum' })
    assert.equal(await confirmation.count(), 0)

    // The same window with a dark film: the row says why, the form asks.
    await choose(page, 'Film 1', /^Onyx Ceramic 15/)
    await page
      .getByRole('status')
      .filter({
        hasText:
          'Below the local VLT minimum for Windshield: this film lets 15 % of light through, the minimum is 70 %.',
      })
      .waitFor()
    await confirmation.waitFor()
    await expectAccessible(page, 'sale form with a film below the VLT minimum')

    // Saving without the tick is refused before anything is sent.
    let posted = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/sales')) posted++
    })
    await page.getByRole('button', { name: 'Register sale' }).click()
    const tick = page.getByRole('checkbox', {
      name: 'I confirm fitting this film below the local VLT minimum',
    })
    // The message is tied to the checkbox (aria-describedby), so it is read out with it.
    await page
      .getByText('Tick the confirmation to save a film below the local VLT minimum.')
      .waitFor()
    assert.equal(
      await fieldError(tick),
      'Tick the confirmation to save a film below the local VLT minimum.'
    )
    assert.equal(posted, 0)

    // Ticked but no reason: the reason is asked for, by keyboard alone.
    await tick.focus()
    await page.keyboard.press('Space')
    assert.isTrue(await tick.isChecked())
    await page.getByRole('button', { name: 'Register sale' }).click()
    const reason = page.getByRole('textbox', { name: 'Reason' })
    await page.locator('[data-path="belowMinimumReason"][aria-invalid="true"]').waitFor()
    assert.equal(await fieldError(reason), 'Say why a film below the local VLT minimum is fitted.')
    assert.equal(posted, 0)

    await reason.fill('Medical exemption letter 1234')
    await page.getByRole('button', { name: 'Register sale' }).click()
    await page.getByRole('heading', { name: 'Warranty registered' }).waitFor()
    const sale = await Sale.query().preload('items').firstOrFail()
    assert.equal(sale.belowMinimumReason, 'Medical exemption letter 1234')
    assert.equal(sale.items[0].belowVltMinimum, 70)
  })
})
