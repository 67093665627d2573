import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { DESKTOP, PHONE, newPage, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'

/** The admin lists no other browser test opens, with their forms, wide and on a phone. */
const LISTS = [
  { path: '/admin/products', noun: 'product', title: 'Products', integerField: 'Warranty (years)' },
  { path: '/admin/users', noun: 'user', title: 'Users', integerField: null },
]

test.group('Accessibility | axe-core', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the axe helper fails a page with a serious violation and says which node and rule', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await page.goto('/about', { waitUntil: 'networkidle' })
    await expectAccessible(page, 'about')

    // Pale grey on white: the report names the scheme, the rule and the node.
    await page.evaluate(() => {
      const note = document.createElement('p')
      note.textContent = 'Barely readable'
      note.setAttribute('style', 'color: #bbbbbb; background: #ffffff')
      document.querySelector('main')?.append(note)
    })
    const failure = await expectAccessible(page, 'about with a faint note').then(
      () => null,
      (error: Error) => error.message
    )
    assert.match(failure ?? '', /light scheme:\n\s+\[serious\] color-contrast/)
    assert.include(failure ?? '', 'Barely readable')
  })

  // One test per list and width, so each stays well inside the test timeout on a busy machine.
  test('{title} and its form pass axe at {viewport.width} px')
    .with(LISTS.flatMap((list) => [DESKTOP, PHONE].map((viewport) => ({ ...list, viewport }))))
    .run(async ({ assert, cleanup }, list) => {
      const admin = await UserFactory.apply('admin').create()
      await ProductFactory.createMany(2)
      await UserFactory.with('dealer').createMany(2)
      const width = list.viewport.width
      const { context, page } = await newPage(list.viewport)
      cleanup(() => context.close())
      await signInAs(context, admin)
      await visit(page, list.path, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1, name: list.title }).waitFor()
      await expectAccessible(page, `${list.title} at ${width} px`)
      await page.getByRole('button', { name: `New ${list.noun}` }).click()
      const dialog = page.getByRole('dialog', { name: `New ${list.noun}` })
      await dialog.getByRole('button', { name: `Create ${list.noun}` }).click()
      await dialog.locator('[aria-invalid="true"]').first().waitFor()
      await expectAccessible(page, `new ${list.noun} with errors at ${width} px`)
      if (list.integerField) {
        // Whole numbers bring up the digit keypad, not the decimal one.
        const field = dialog.getByRole('textbox', { name: list.integerField })
        assert.equal(await field.getAttribute('inputmode'), 'numeric')
      }
    })

  test('a slow page visit shows the progress bar, and the page stays valid for axe meanwhile', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/products', { waitUntil: 'networkidle' })

    // The server takes a second to answer the next visit.
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/admin/users', async (route) => {
      await answered
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .click()
    const bar = page.locator('[data-state="running"][aria-hidden="true"]')
    await bar.waitFor()
    // nprogress's role="bar" was here once: a critical axe violation on every slow visit.
    assert.equal(await page.locator('[role="bar"]').count(), 0)
    await expectAccessible(page, 'products while the next page loads')

    release()
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    await bar.waitFor({ state: 'detached' })
  })
})
