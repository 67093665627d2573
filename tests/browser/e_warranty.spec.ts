import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import testUtils from '@adonisjs/core/services/test_utils'
import { PHONE, hydrate, lineCount, newPage } from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { formatWarrantyCode } from '#domain/warranty_code'
import { expectAccessible } from '#tests/helpers/axe'
import limiter from '@adonisjs/limiter/services/main'
import { LIMITS } from '#http/rate_limits'

async function registered(plateNumber = 'VBK 2391') {
  const { staff, films } = await salesWorld()
  const sale = await registerSale(staff.user, films.clear, {
    plateNumber,
    customerPhone: '+60125556789',
    items: [
      { position: 'windshield', product: films.clear },
      { position: 'rear_sides', product: films.dark },
    ],
  })
  return formatWarrantyCode(sale.warrantyCode)
}

const hasFocus = (page: Page, name: string) =>
  page.getByRole('textbox', { name }).evaluate((el) => el === el.ownerDocument.activeElement)

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.group('EWarranty page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a car owner on a phone finds the warranty by plate, then by code, and opens the certificate', async ({
    assert,
    cleanup,
  }) => {
    const code = await registered()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())

    await page.goto('/e-warranty')
    await hydrate(page)
    assert.equal(await page.title(), 'EWarranty - ShieldPro Tint')
    await expectAccessible(page, 'e-warranty lookup')
    await page.getByRole('radio', { name: 'Plate number' }).check()
    await page.getByRole('textbox', { name: 'Plate number' }).fill('vbk-2391')
    await page.getByRole('textbox', { name: 'Last 4 digits of phone' }).fill('6789')
    await page.getByRole('button', { name: 'Search' }).click()
    const card = page.getByRole('article', { name: `Warranty ${code}` })
    await card.waitFor()
    assert.include(page.url(), 'plate=vbk-2391')
    assert.equal(await card.getByText('Active', { exact: true }).count(), 1)
    assert.equal(await card.getByText('Windshield').count(), 1)
    assert.equal(await card.getByText('Rear sides').count(), 1)
    assert.equal(await card.getByText('••••391').count(), 1)
    await expectAccessible(page, 'warranty found by plate')

    // A malformed code passes the form's own check; the server refuses it on its field.
    await page.getByText('Search again').click()
    await page.getByRole('radio', { name: 'Warranty code' }).check()
    const codeField = page.getByRole('textbox', { name: 'Warranty code' })
    await codeField.fill('WF-12')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText('Enter the warranty code as printed').waitFor()
    assert.equal(await codeField.getAttribute('aria-invalid'), 'true')
    await expectAccessible(page, 'lookup with a malformed code')
    assert.isTrue(await hasFocus(page, 'Warranty code'), 'the focus goes to the field to fix')

    await codeField.fill(code.replaceAll('-', '').toLowerCase())
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('heading', { name: 'Warranty found' }).waitFor()
    const link = page.getByRole('link', { name: 'Download certificate (PDF)' })
    const href = await link.getAttribute('href')
    assert.equal(href, `/e-warranty/${code}/certificate.pdf`)
    const pdf = await page.request.get(href!)
    assert.equal(pdf.headers()['content-type'], 'application/pdf')
    const bytes = await pdf.body()
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
    assert.isFalse(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    )
  })

  test('a scanned certificate shows the result first, the form folded, the statuses clear of the chat button', async ({
    assert,
    cleanup,
  }) => {
    const code = await registered()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await page.goto(`/e-warranty?code=${code}`)

    const card = page.getByRole('article', { name: `Warranty ${code}` })
    const status = card.getByText('Active', { exact: true })
    assert.isTrue(await status.isVisible())
    assert.isTrue(await status.evaluate((el) => el.getBoundingClientRect().bottom < innerHeight))
    const codeField = page.getByRole('textbox', { name: 'Warranty code' })
    assert.isFalse(await codeField.isVisible(), 'the form is folded')
    await page.getByText('Search again').click()
    assert.isTrue(await codeField.isVisible())

    const chat = await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).boundingBox()
    const badges = card.locator('.mantine-Badge-root')
    assert.isAbove(await badges.count(), 2)
    for (const badge of await badges.all()) {
      const box = await badge.boundingBox()
      if (box && chat) assert.isFalse(overlaps(box, chat), `${await badge.textContent()} uncovered`)
    }
  })

  test('the warranty code on the result card is one unbroken line at 390, 820 and 1280 px, in both languages', async ({
    assert,
    cleanup,
  }) => {
    const code = await registered()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    for (const viewport of [PHONE, { width: 820, height: 1180 }, { width: 1280, height: 900 }]) {
      await page.setViewportSize(viewport)
      for (const path of ['/e-warranty', '/vi/e-warranty']) {
        await page.goto(`${path}?code=${code}`)
        const card = page.getByRole('article')
        const shown = card.locator(`[data-warranty-code="${code}"]`)
        const where = `${path} at ${viewport.width} px`
        assert.equal(await shown.textContent(), code, where)
        assert.equal(await lineCount(shown), 1, `${where}: the code is on one line`)
        // Whole, and inside its card: the status gives way (below it) instead.
        const [box, cardBox] = [await shown.boundingBox(), await card.boundingBox()]
        assert.isAtMost(box!.x + box!.width, cardBox!.x + cardBox!.width, where)
        assert.isFalse(
          await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
          `${where}: no sideways scrolling`
        )
      }
    }
  })

  test('the lookup opens with the focus in its first field, with or without JavaScript; a found warranty keeps it on the page', async ({
    assert,
    cleanup,
  }) => {
    const code = await registered()
    for (const javaScript of [true, false]) {
      const { context, page } = await newPage(PHONE, { javaScript })
      cleanup(() => context.close())
      await page.goto('/e-warranty')
      assert.isTrue(await hasFocus(page, 'Warranty code'), `JavaScript ${javaScript}`)
      await page.goto('/vi/e-warranty')
      assert.isTrue(await hasFocus(page, 'Mã bảo hành'), `JavaScript ${javaScript}, vi`)
      // A found warranty folds the form: the result is what the page is about now.
      await page.goto(`/e-warranty?code=${code}`)
      assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), 'INPUT')
    }
  })

  test("the form uses the app's messages, not the browser's, and the focus goes to the field", async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await page.goto('/e-warranty')
    await hydrate(page)
    assert.isTrue(
      await page
        .locator('form[action="/e-warranty"]')
        .evaluate((f) => (f as HTMLFormElement).noValidate)
    )
    // Every field, shown or not (only the chosen way of searching shows), is marked required.
    for (const name of ['code', 'plate', 'phone4']) {
      const field = page.locator(`form[action="/e-warranty"] input[name="${name}"]`)
      assert.isTrue(await field.evaluate((el) => (el as HTMLInputElement).required), name)
    }

    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText('Enter your warranty code.').waitFor()
    assert.isTrue(await hasFocus(page, 'Warranty code'))
    assert.equal(new URL(page.url()).search, '', 'nothing was sent')

    await page.getByRole('radio', { name: 'Plate number' }).check()
    await page.getByRole('textbox', { name: 'Plate number' }).fill('VBK 2391')
    await page.getByRole('textbox', { name: 'Last 4 digits of phone' }).fill('67')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText('Enter exactly 4 digits.').waitFor()
    assert.isTrue(await hasFocus(page, 'Last 4 digits of phone'))
  })

  test('a search while the server cannot be reached says so', async ({ assert, cleanup }) => {
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await page.goto('/e-warranty')
    await hydrate(page)
    await page.route('**/e-warranty?*', (route) => route.abort('internetdisconnected'))
    await page.getByRole('textbox', { name: 'Warranty code' }).fill('WF-7K3M-9QX2')
    await page.getByRole('button', { name: 'Search' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'could not reach' })
    await alert.waitFor()
    assert.include(await alert.textContent(), 'No connection')
    assert.isFalse(await page.getByRole('button', { name: 'Search' }).isDisabled())
  })

  test("past a plate's misses the owner confirms they are a person and gets the answer", async ({
    assert,
    cleanup,
  }) => {
    const code = await registered()
    // Three wrong guesses at this plate, by someone else.
    await limiter.use(LIMITS.plateMisses).set('e-warranty:plate-misses:VBK2391', 3, '1 hour')
    const { context, page } = await newPage(PHONE, { colorScheme: 'dark' })
    cleanup(() => context.close())

    await page.goto('/e-warranty?plate=VBK+2391&phone4=6789')
    await hydrate(page)
    assert.equal(await page.getByRole('heading', { name: 'Confirm you are a person' }).count(), 1)
    // The widget in the form solves its challenge by itself, then the search goes through.
    await page.locator('altcha-widget [data-state="verified"]').waitFor()
    assert.isTrue(await page.getByRole('checkbox', { name: 'Confirmed' }).isChecked())
    await expectAccessible(page, 'e-warranty lookup asking for a challenge')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('article', { name: `Warranty ${code}` }).waitFor()
    assert.equal(await page.locator('altcha-widget').count(), 0)
  })
})
