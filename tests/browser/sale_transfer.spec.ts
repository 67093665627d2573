import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { ProductFactory } from '#database/factories/product_factory'
import { UserFactory } from '#database/factories/user_factory'
import { formatWarrantyCode } from '#domain/warranty_code'
import { DESKTOP, fieldError, newPage, signInAs, visit } from '#tests/helpers/browser'
import { withLegalTint } from '#tests/helpers/legal_tint'
import { registerSale } from '#tests/helpers/sales'
import { expectAccessible } from '#tests/helpers/axe'

test.group('Admin | sale drawer: legal-tint note and transfer to a new owner', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => withLegalTint())

  test("staff transfer their dealer's warranty; the drawer lists the previous owner", async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    const dark = await ProductFactory.merge({ name: 'Onyx Ceramic 15', vlt: 15 }).create()
    const sale = await registerSale(staff, dark, {
      customerName: 'Lim Chee Keong',
      confirmBelowMinimum: true,
      belowMinimumReason: 'Medical exemption letter 1234',
    })
    const code = formatWarrantyCode(sale.warrantyCode)
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff)

    await visit(page, `/admin/sales?sale=${sale.id}`)
    const drawer = page.getByRole('dialog').filter({ hasText: 'Open the verification copy' })
    await drawer.getByText('Below the local VLT minimum for Windshield (70 %)').waitFor()
    // Exactly: the history below repeats it as "Reason: …" once it has loaded.
    await drawer.getByText('Medical exemption letter 1234', { exact: true }).waitFor()

    await drawer.getByRole('button', { name: 'Transfer to new owner' }).click()
    const dialog = page.getByRole('dialog', { name: `Transfer warranty ${code}` })
    await dialog.getByText('Current owner: Lim Chee Keong').waitFor()
    await expectAccessible(page, 'transfer dialog')

    // Checked before sending: the reason is required.
    await dialog.getByRole('textbox', { name: "New owner's name" }).fill('Nurul Aina binti Hassan')
    await dialog.getByRole('textbox', { name: "New owner's phone" }).fill('019-876 5432')
    await dialog.getByRole('button', { name: 'Transfer warranty' }).click()
    const reason = dialog.getByRole('textbox', { name: 'Reason' })
    await page.locator('[data-path="transferReason"][aria-invalid="true"]').waitFor()
    assert.equal(await fieldError(reason), 'Say why the warranty changes hands.')

    await reason.fill('Car sold')
    await dialog.getByRole('button', { name: 'Transfer warranty' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: `Warranty ${code} transferred to its new owner.` })
      .waitFor()
    await dialog.waitFor({ state: 'hidden' })

    await drawer.getByText('Previous owners').waitFor()
    await drawer.getByText(/Lim Chee Keong ·/).waitFor()
    await drawer.getByText(/transferred to Nurul Aina binti Hassan by /).waitFor()
    assert.include(await drawer.textContent(), 'Nurul Aina binti Hassan')
    await expectAccessible(page, 'sale detail with a previous owner')
  })
})
