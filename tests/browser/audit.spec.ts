import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DealerFactory } from '#database/factories/dealer_factory'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import DealerService from '#services/dealer_service'
import { actorOf } from '#services/audit_service'

test.group('Admin | history of changes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the sale drawer shows who registered the sale, and an edit old → new, on a phone', async ({
    assert,
    cleanup,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, { customerName: 'Tan Wei Ming' })
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, admin.user)

    await visit(page, `/admin/sales?sale=${sale.id}`)
    const drawer = page.getByRole('dialog').filter({ hasText: 'Open the verification copy' })
    const history = drawer.getByRole('region', { name: 'History' })
    const entries = history.getByTestId('history-entry')
    await entries.first().waitFor()
    assert.equal(await entries.count(), 1)
    const created = await entries.first().textContent()
    assert.include(created, 'Created')
    assert.include(created, staff.user.username)
    // A creation lists no values: the later entries say what changed.
    assert.equal(await entries.first().getByRole('term').count(), 0)

    await drawer.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit sale' })
    await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Tan Wei Ming Jr')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // The newest entry first: the edit, by the admin, the one field old → new.
    await entries.nth(1).waitFor()
    const edit = entries.first()
    assert.include(await edit.textContent(), 'Changed')
    assert.include(await edit.textContent(), admin.user.username)
    const field = edit.getByRole('definition')
    assert.equal(await field.count(), 1)
    assert.equal(await edit.getByRole('term').textContent(), 'Customer name')
    assert.match(
      (await field.textContent()) ?? '',
      /Tan Wei Ming\s*→\s*changed to\s*Tan Wei Ming Jr/
    )
    assert.isFalse(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      'the drawer scrolls sideways at 390 px'
    )
    await expectAccessible(page, 'sale history')
  })

  test('a dealer edit form folds its history: who changed what, with the form labels', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const dealer = await DealerService.create(
      { name: 'Kinta Tint Hub', phone: '+6052548890', city: 'Ipoh', status: 'active' },
      actorOf(admin)
    )
    await DealerFactory.create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)

    await visit(page, '/admin/dealers')
    await page.getByRole('button', { name: `Actions for ${dealer.code} Kinta Tint Hub` }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    let dialog = page.getByRole('dialog', { name: 'Edit dealer' })
    await dialog.getByRole('textbox', { name: 'City' }).fill('Kampar')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: `Actions for ${dealer.code} Kinta Tint Hub` }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    dialog = page.getByRole('dialog', { name: 'Edit dealer' })
    const toggle = dialog.getByRole('button', { name: 'History' })
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    await toggle.click()
    const entries = dialog.getByTestId('history-entry')
    await entries.nth(1).waitFor()
    const [edit, create] = await entries.allTextContents()
    assert.include(edit, 'Changed')
    assert.include(edit, 'City')
    assert.match(edit, /Ipoh\s*→\s*changed to\s*Kampar/)
    assert.include(create, 'Created')
    assert.include(create, admin.username)
    await expectAccessible(page, 'dealer history')
  })
})
