import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { formatWarrantyCode } from '#domain/warranty_code'
import { formatDate } from '#domain/calendar_date'
import { DESKTOP, newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { fileClaim } from '#tests/helpers/claims'

const TABLET = { width: 820, height: 1180 }
/** Down from a desktop to the smallest phone and back up: the list follows a resized window too. */
const WIDTHS = [1440, 1280, 1024, 820, 390, 320, 390, 820, 1024, 1280, 1440]
const LISTS = ['/admin/dealers', '/admin/products', '/admin/users', '/admin/sales', '/admin/claims']

/** Whether the page scrolls sideways. */
function overflows(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth
  )
}

/** Two frames: what a resize changes (the measured width, then the layout) is on screen. */
function settled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      )
  )
}

/** Waits until the list shows its first row, as a table row or a card. */
async function listShown(page: Page) {
  await page
    .locator('main tbody tr[tabindex], main tbody tr:has(button), main ul > li')
    .first()
    .waitFor()
}

/**
 * What the list looks like: a table (and whether it would scroll inside its
 * frame), or cards, and the toolbar's filters inline or folded.
 */
function listForm(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!
    const table = main.querySelector('table')
    const frame = table?.closest<HTMLElement>('.mantine-Table-scrollContainer')
    const right = (element: Element | null | undefined) =>
      element ? Math.round(element.getBoundingClientRect().right) : null
    return {
      view: table ? ('table' as const) : ('cards' as const),
      tableScrolls: frame ? frame.scrollWidth > frame.clientWidth : false,
      lastHeaderRight: right(table?.querySelector('thead th:last-child')),
      cardsRight: Math.max(0, ...[...main.querySelectorAll('ul > li')].map((card) => right(card)!)),
      folded: [...main.querySelectorAll('button')].some((button) =>
        /^(Filters|Bộ lọc)/.test(button.textContent ?? '')
      ),
      viewport: document.documentElement.clientWidth,
    }
  })
}

test.group('Admin lists | every width', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff Sales at {width} px: every column’s information on screen, nothing cut off')
    .with([PHONE, TABLET, DESKTOP])
    .run(async ({ assert, cleanup }, viewport) => {
      const { staff, films } = await salesWorld()
      const sale = await registerSale(staff.user, films.clear, {
        plateNumber: 'PKQ 8812',
        customerName: 'Lim Mei Ling',
      })
      const { context, page } = await newPage(viewport)
      cleanup(() => context.close())
      await signInAs(context, staff.user)
      await visit(page, '/admin/sales')
      await listShown(page)

      // A table only where all of it fits (beside the sidebar at 1280 px); cards below that.
      const form = await listForm(page)
      assert.equal(form.view, viewport.width >= DESKTOP.width ? 'table' : 'cards')
      assert.isFalse(form.tableScrolls, 'the table never scrolls sideways')
      assert.isFalse(await overflows(page), 'the page never scrolls sideways')

      const values = [
        formatWarrantyCode(sale.warrantyCode),
        formatDate(sale.installedAt.toISODate()!),
        'Lim Mei Ling',
        'PKQ 8812',
        'Honda City',
        'Crystal Clear 70',
        'Active',
      ]
      for (const value of values) {
        const shown = page.getByRole('main').getByText(value, { exact: true }).first()
        assert.isTrue(await shown.isVisible(), `${value} shown`)
        const box = (await shown.boundingBox())!
        assert.isAtLeast(box.x, 0, `${value} starts on screen`)
        assert.isAtMost(box.x + box.width, viewport.width, `${value} ends on screen`)
      }
      if (form.view === 'table') {
        const status = page.getByRole('columnheader', { name: 'Status' })
        const box = (await status.boundingBox())!
        assert.isAtMost(box.x + box.width, viewport.width, 'the Status column is on screen')
      }
      // Four filters would take rows of the screen here: they fold into "Filters".
      assert.isTrue(await page.getByRole('button', { name: 'Filters' }).isVisible())
      assert.isFalse(await page.getByRole('textbox', { name: 'Installed from' }).isVisible())
      await expectAccessible(page, `staff sales list at ${viewport.width} px`)
    })

  test('every admin list fits at every width from 320 to 1440 px, in {$self}')
    .with(['en', 'vi'] as const)
    .run(async ({ assert, cleanup }, locale) => {
      const { staff, films } = await salesWorld()
      const sale = await registerSale(staff.user, films.clear, {
        customerName: 'Nguyễn Thị Minh Khai',
      })
      await fileClaim(sale)
      const admin = await UserFactory.apply('admin').merge({ locale }).create()
      const { context, page } = await newPage({ width: WIDTHS[0], height: 900 })
      cleanup(() => context.close())
      await signInAs(context, admin)

      for (const path of LISTS) {
        await visit(page, path)
        await listShown(page)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          await settled(page)
          await listShown(page)
          const where = `${locale} ${path} at ${width} px`
          const form = await listForm(page)
          assert.isFalse(await overflows(page), `${where}: the page scrolls sideways`)
          if (form.view === 'table') {
            assert.isFalse(form.tableScrolls, `${where}: the table scrolls sideways`)
            assert.isAtMost(form.lastHeaderRight!, form.viewport, `${where}: last column cut off`)
          } else {
            assert.isAtMost(form.cardsRight, form.viewport, `${where}: a card is cut off`)
          }
          if (!form.folded) {
            // Filters in the toolbar only where the whole toolbar is one row: its parts,
            // aligned at the bottom, all end at the same height ("Show archived" 8 px up).
            const bottoms = await page.evaluate(() => {
              const row = document.querySelector('main input')!.closest('.mantine-Group-root')!
              return [...row.children]
                .map((part) => part.getBoundingClientRect())
                .filter((box) => box.height > 0)
                .map((box) => box.bottom)
            })
            assert.isAtMost(Math.max(...bottoms) - Math.min(...bottoms), 12, `${where}: wraps`)
          }
          // A tablet beside the sidebar: the cards and the folded toolbar, in both schemes.
          if (width === 820 && locale === 'en') await expectAccessible(page, where)
          // The extremes keep their forms: cards on the smallest phone, a table on a desktop.
          if (width === 320) assert.equal(form.view, 'cards', where)
          if (width === 1440 && path !== '/admin/sales') assert.equal(form.view, 'table', where)
        }
      }
    })
})
