import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { expectFocused, newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'
import { registerSale, salesWorld } from '#tests/helpers/sales'

test.group('Admin | sales list on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff see their sales as cards, plate and status first, and open one with a tap', async ({
    assert,
    cleanup,
  }) => {
    const { staff, films } = await salesWorld()
    await registerSale(staff.user, films.clear, { plateNumber: 'PKQ 8812', customerName: 'Lim' })
    await registerSale(staff.user, films.dark, { plateNumber: 'WXY 1234', customerName: 'Tan' })
    const { context, page } = await newPage(PHONE, { colorScheme: 'dark' })
    cleanup(() => context.close())
    await signInAs(context, staff.user)
    await visit(page, '/admin/sales')

    const cards = page.getByRole('list', { name: 'Sales' }).getByRole('listitem')
    const card = cards.filter({ hasText: 'PKQ 8812' })
    await card.waitFor()
    assert.equal(await cards.count(), 2)
    assert.equal(await page.getByRole('table').count(), 0)
    // Plate, status, films and customer are on screen, not off to the side of a table.
    for (const text of ['PKQ 8812', 'Active', 'Crystal Clear 70', 'Lim']) {
      const shown = card.getByText(text, { exact: true })
      assert.isTrue(await shown.isVisible(), `${text} visible`)
      const box = await shown.boundingBox()
      assert.isAtMost(box!.x + box!.width, PHONE.width, `${text} within the screen`)
    }
    await page.getByText('1–2 of 2 sales').waitFor()
    await expectAccessible(page, 'sale cards on a phone')

    const open = card.getByRole('button', { name: /PKQ|Lim/ })
    await open.click()
    const drawer = page.getByRole('dialog').filter({ hasText: 'Open the verification copy' })
    await drawer.getByText('Lim', { exact: true }).waitFor()
    await expectAccessible(page, 'sale detail on a phone')
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    await expectFocused(open)
  })
})
