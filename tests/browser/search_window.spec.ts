import { test } from '@japa/runner'
import { withSearchLimits } from '#tests/helpers/search'
import { newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { manySales } from '#tests/helpers/sales'
import { expectAccessible } from '#tests/helpers/axe'

test.group('Admin | a search lists its first matches', (group) => {
  // 30 matches; the list counts 10 of them, and a search's pages reach 20.
  group.each.setup(() => withSearchLimits(10, 20))

  test('on a phone in the dark, the last page of those says how to see the others', async ({
    assert,
    cleanup,
  }) => {
    const world = await manySales(30)
    const { context, page } = await newPage(PHONE, { colorScheme: 'dark' })
    cleanup(() => context.close())
    await signInAs(context, world.admin.user)

    await visit(page, '/admin/sales?search=tan+wei&perPage=10')
    await page.getByText('1–10 of more than 10 sales').waitFor()
    assert.equal(await page.getByText(/^Only the first/).count(), 0)
    await page.getByRole('button', { name: 'Next page' }).click()

    const hint = page.getByText(
      'Only the first 20 sales found are listed: narrow the search or add a filter to see the others.'
    )
    await hint.waitFor()
    assert.include(await page.getByText(/^11–20 of more than/).textContent(), '11–20')
    assert.isTrue(await page.getByRole('button', { name: 'Next page' }).isDisabled())
    await expectAccessible(page, 'sales, last page of a search')

    // A page past them, typed into the URL, says why it is not listed; asking again cannot
    // help, so the way out is the first page.
    await visit(page, '/admin/sales?search=tan+wei&perPage=10&page=3')
    await page
      .getByText(
        'A search lists its first 20 matches. Narrow it or add a filter to see the others.'
      )
      .waitFor()
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 0)
    await expectAccessible(page, 'sales, a page past a search')
    await page.getByRole('button', { name: 'First page' }).click()
    await page.getByText('1–10 of more than 10 sales').waitFor()
    assert.notInclude(page.url(), 'page=3')
  })
})
