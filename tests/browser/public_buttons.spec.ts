import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { newPage } from '#tests/helpers/browser'
import { buttonContrast } from '#tests/helpers/contrast'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { formatWarrantyCode } from '#domain/warranty_code'
import { localizedPath } from '#dtos/locales'

const SCHEMES = ['light', 'dark'] as const
const LANGUAGES = ['en', 'vi'] as const
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 900 },
]

/**
 * Everything a visitor presses that is drawn as a button: Mantine's buttons
 * and icon buttons (links drawn as buttons included) and the folded lookup's
 * "Search again".
 */
const BUTTONS = ['.mantine-Button-root', '.mantine-ActionIcon-root', '.search-again__toggle'].join(
  ', '
)

type Finding = { where: string; name: string; label: number; outline: number }

/** Each visible button of the page as it is now, with its two contrasts. */
async function measure(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const button of await page.locator(BUTTONS).all()) {
    if (!(await button.isVisible())) continue
    const text = await button.innerText()
    const name = (await button.getAttribute('aria-label')) ?? text.trim()
    findings.push({ where, name, ...(await buttonContrast(button)) })
  }
  return findings
}

/** The pages of the public site, a found warranty and the not-found page included. */
function pages(code: string, locale: (typeof LANGUAGES)[number]) {
  const path = (page: string) => localizedPath(page, locale, 'en')
  return [
    path('/'),
    path('/about'),
    path('/e-warranty'),
    `${path('/e-warranty')}?code=${code}`,
    path('/contact'),
    // A page that is not there: its way home and to Contact.
    path('/no-such-page'),
  ]
}

test.group('Public pages | every button reads on every band', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const colorScheme of SCHEMES) {
    for (const locale of LANGUAGES) {
      test(`${locale}, ${colorScheme} scheme: outline 3:1 and label 4.5:1 at 390, 820 and 1280 px`, async ({
        assert,
        cleanup,
      }) => {
        const { staff, films } = await salesWorld()
        const sale = await registerSale(staff.user, films.clear)
        const code = formatWarrantyCode(sale.warrantyCode)
        const { context, page } = await newPage(WIDTHS[0], { colorScheme })
        cleanup(() => context.close())

        const findings: Finding[] = []
        let measured = 0
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport)
          for (const url of pages(code, locale)) {
            // Colours come with the server's HTML and CSS: nothing later changes them.
            await page.goto(url, { waitUntil: 'load' })
            const where = `${url} at ${viewport.width} px`
            const found = await measure(page, where)
            measured += found.length
            findings.push(...found)
            if (viewport.width < 768 && url === pages(code, locale)[0]) {
              // A phone's menu: its messaging button sits on the drawer's surface.
              await page.locator('[popovertarget="site-menu"]').first().click()
              await page.locator('#site-menu').waitFor()
              findings.push(...(await measure(page, `${where}, menu open`)))
              await page.keyboard.press('Escape')
              await page.locator('#site-menu').waitFor({ state: 'hidden' })
            }
            if (url.includes('?code=')) {
              // The result folds the form away; opened, its buttons are on the band too.
              await page.locator('.search-again__toggle').click()
              findings.push(...(await measure(page, `${where}, search again open`)))
            }
          }
        }
        // The pages have their buttons: hero, calls to action, result, contact, the chat button.
        assert.isAbove(measured, 30)
        const failing = findings.filter((found) => found.label < 4.5 || found.outline < 3)
        assert.deepEqual(
          failing.map(
            (found) =>
              `${found.where}: "${found.name}" label ${found.label.toFixed(2)}, outline ${found.outline.toFixed(2)}`
          ),
          []
        )
      })
    }
  }
})
