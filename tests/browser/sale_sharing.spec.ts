import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { ProductFactory } from '#database/factories/product_factory'
import { UserFactory } from '#database/factories/user_factory'
import site from '#config/site'
import {
  BASE_URL,
  DESKTOP,
  lineCount,
  newPage,
  PHONE,
  signInAs,
  visit,
} from '#tests/helpers/browser'
import { buttonContrast } from '#tests/helpers/contrast'
import { fillSaleForm, openSaleForm } from '#tests/helpers/sale_form'
import { expectAccessible } from '#tests/helpers/axe'
import { pdfText } from '#tests/helpers/pdf'

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** What the hand-over panel says, in each language. */
const PANEL = {
  en: {
    registered: 'Warranty registered',
    owner: "Print the customer's copy",
    ownerHint: 'Full name and plate, with room for your stamp',
    public: 'Open the verification copy',
    publicHint: 'Personal details masked',
  },
  vi: {
    registered: 'Đã đăng ký bảo hành',
    owner: 'In bản của khách hàng',
    ownerHint: 'Họ tên và biển số đầy đủ, có chỗ đóng dấu',
    public: 'Mở bản xác minh',
    publicHint: 'Thông tin cá nhân được che',
  },
}

/** The page in a colour scheme the way Mantine switches it, once the colours have settled. */
async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate(async (next) => {
    document.documentElement.setAttribute('data-mantine-color-scheme', next)
    await Promise.all(document.getAnimations().map((animation) => animation.finished))
  }, scheme)
}

async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The query parameter `name` of a link, decoded (links percent-encode their text). */
function param(href: string, name: string) {
  const query = href.slice(href.indexOf('?') + 1)
  const pair = query.split('&').find((part) => part.startsWith(`${name}=`))
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null
}

/** Where links point from this browser: APP_URL, or the host the page was opened on (development). */
const BASE = new URL(BASE_URL).host === new URL(site.appUrl).host ? site.appUrl : BASE_URL

test.group('Admin | handing a warranty over', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('after registering: a QR code on screen, share links with the code and link, the owner’s print', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    await ProductFactory.merge({ name: 'Crystal Clear 70', vlt: 70, warrantyYears: 10 }).create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff)

    const filmsLoaded = page.waitForResponse(
      (response) => response.url().includes('/api/admin/products/options'),
      { timeout: 60_000 }
    )
    // The first admin page of a run compiles the client: slow on a busy machine.
    await visit(page, '/admin/sales/create', { timeout: 60_000 })
    await filmsLoaded
    await page.getByRole('textbox', { name: 'Customer name' }).fill('Nguyễn Thị Hương')
    await page.getByRole('textbox', { name: 'Phone' }).fill('+60 12-555 0199')
    await page.getByRole('textbox', { name: 'Email' }).fill('huong@example.com')
    await page.getByRole('textbox', { name: 'Plate number' }).fill('wxy 1234')
    await page.getByRole('textbox', { name: 'Make' }).fill('Perodua')
    await page.getByRole('textbox', { name: 'Model' }).fill('Myvi')
    await choose(page, 'Window 1', 'Windshield')
    await choose(page, 'Film 1', /^Crystal Clear 70/)
    await page.getByRole('button', { name: 'Register sale' }).click()
    await page.getByRole('heading', { name: 'Warranty registered' }).waitFor()
    const code = (await page.getByTestId('warranty-code').textContent())!

    // The QR code, large enough to scan off the screen, holds the lookup link.
    const qr = page.getByRole('img', { name: `QR code opening warranty ${code}` })
    await qr.waitFor()
    const link = `${BASE}/e-warranty?code=${code}`
    assert.equal(await qr.getAttribute('data-link'), link)
    const box = (await qr.boundingBox())!
    assert.isAtLeast(box.width, 200)
    assert.isTrue(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth > 0))
    await page.getByText('The customer scans this code').waitFor()

    const text = `${site.brand}: your window-film warranty ${code} is registered. Check it or download your certificate any time: ${link}`
    const whatsapp = (await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!
    assert.isTrue(whatsapp.startsWith('https://wa.me/60125550199?text='), whatsapp)
    assert.equal(param(whatsapp, 'text'), text)
    assert.equal(
      await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('target'),
      '_blank'
    )
    const sms = (await page.getByRole('link', { name: 'SMS' }).getAttribute('href'))!
    assert.isTrue(sms.startsWith('sms:+60125550199?body='), sms)
    assert.equal(param(sms, 'body'), text)
    const email = (await page.getByRole('link', { name: 'E-mail' }).getAttribute('href'))!
    assert.isTrue(email.startsWith('mailto:huong@example.com?'), email)
    assert.equal(param(email, 'subject'), `Your ${site.brand} warranty ${code}`)
    assert.equal(param(email, 'body'), text)
    // Spaces are %20, never "+", which mail and SMS apps would print as a plus.
    assert.notInclude(email + sms, '+your')
    await expectAccessible(page, 'sale registered, hand-over')

    // The message in the customer's language: Vietnamese text, Vietnamese page.
    await page.getByText('Tiếng Việt', { exact: true }).click()
    const viLink = `${BASE}/vi/e-warranty?code=${code}`
    await page.locator(`[data-testid="handover-qr"][data-link="${viLink}"]`).waitFor()
    const viSms = (await page.getByRole('link', { name: 'SMS' }).getAttribute('href'))!
    assert.include(param(viSms, 'body'), `bảo hành phim cách nhiệt ${code}`)
    assert.include(param(viSms, 'body'), viLink)
    assert.notInclude(await page.locator('main').innerText(), '⟦missing:')

    // The owner's certificate opens in a new tab: full name, first print recorded.
    const print = page.getByRole('link', { name: "Print the customer's copy" })
    assert.equal(await print.getAttribute('target'), '_blank')
    const href = (await print.getAttribute('href'))!
    const pdf = await page.request.get(href)
    assert.equal(pdf.status(), 200)
    const printed = await pdfText(await pdf.body())
    assert.include(printed, 'Nguyễn Thị Hương')
    assert.include(printed, 'WXY 1234')

    // The drawer offers it again, and says a reprint is what comes next.
    await visit(page, '/admin/sales')
    await page.getByText(code).first().click()
    const drawer = page.getByRole('dialog').filter({ hasText: code })
    await drawer.getByRole('link', { name: "Print the customer's copy" }).waitFor()
    await drawer.getByText(/^First printed .*: printing again makes a reprint\.$/).waitFor()
  })

  for (const locale of ['en', 'vi'] as const) {
    test(`the hand-over panel (${locale}) at 390, 820 and 1280 px: the toast covers nothing to press, each copy says whose it is, SMS and E-mail read in both schemes`, async ({
      assert,
      cleanup,
    }) => {
      const staff = await UserFactory.with('dealer').merge({ locale }).create()
      await ProductFactory.merge({ name: 'Crystal Clear 70', vlt: 70, warrantyYears: 10 }).create()
      const words = PANEL[locale]
      for (const viewport of [PHONE, { width: 820, height: 1180 }, DESKTOP]) {
        const where = `${viewport.width} px`
        const { context, page } = await newPage(viewport)
        cleanup(() => context.close())
        await signInAs(context, staff)
        await openSaleForm(page)
        await fillSaleForm(page, /^Crystal Clear 70/)
        await page.locator('form button[type="submit"]').click()
        await page.getByRole('heading', { name: words.registered }).waitFor()

        // The success toast, where it settles while the page scrolls back to the top.
        const toast = page.locator('.mantine-Notifications-root [role="alert"]').first()
        await toast.waitFor()
        await page.waitForFunction(() => window.scrollY === 0)
        await toast.evaluate((node) =>
          Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished))
        )
        const toastBox = (await toast.boundingBox())!
        const next = [
          page.getByRole('link', { name: 'WhatsApp' }),
          page.getByRole('link', { name: 'SMS' }),
          page.getByRole('link', { name: 'E-mail' }),
          page.getByRole('link', { name: words.owner }),
          page.getByRole('link', { name: words.public }),
        ]
        if (viewport === DESKTOP) {
          // A desktop keeps the spec's bottom-right (a pointer pauses or closes it).
          assert.isAbove(toastBox.x + toastBox.width, DESKTOP.width - 40, where)
          assert.isAbove(toastBox.y + toastBox.height, DESKTOP.height - 40, where)
        } else {
          // A phone or a tablet at the counter: the toast is above, over the header.
          assert.isBelow(toastBox.y, 100, where)
          for (const control of next) {
            const box = (await control.boundingBox())!
            assert.isFalse(
              overlaps(toastBox, box),
              `${where}: the toast covers "${await control.innerText()}"`
            )
          }
        }

        // The code in one piece; each certificate says whose copy it is.
        assert.equal(await lineCount(page.getByTestId('warranty-code')), 1, where)
        for (const [name, hint] of [
          [words.owner, words.ownerHint],
          [words.public, words.publicHint],
        ]) {
          const link = page.getByRole('link', { name, exact: true })
          const described = (await link.getAttribute('aria-describedby'))!
          const text = await page.locator(`[id="${described}"]`).innerText()
          assert.include(text, hint, `${where}: "${name}" says whose copy it is`)
        }

        // SMS and E-mail read in both schemes: their label and their outline.
        for (const scheme of ['light', 'dark'] as const) {
          await showScheme(page, scheme)
          for (const control of next.slice(1, 3)) {
            const { label, outline } = await buttonContrast(control)
            assert.isAtLeast(
              label,
              4.5,
              `${where}, ${scheme}: "${await control.innerText()}" label`
            )
            assert.isAtLeast(
              outline,
              3,
              `${where}, ${scheme}: "${await control.innerText()}" outline`
            )
          }
        }
        if (viewport === PHONE) await expectAccessible(page, `hand-over panel (${locale}, phone)`)
        await context.close()
      }
    })
  }
})
