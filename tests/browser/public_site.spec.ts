import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, hydrate, newPage } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'

/**
 * The browser globals the page.evaluate callbacks below read. Those callbacks
 * run in the page, but are type-checked with the server's (DOM-less) config.
 */
type BrowserGlobals = {
  sameDocumentMarker?: boolean
  document: { documentElement: { scrollWidth: number; clientWidth: number } }
  getComputedStyle(element: unknown): {
    position: string
    borderRadius: string
    backgroundColor: string
  }
}

const ENTRIES = ['Home', 'About', 'EWarranty', 'Contact']
const NARROWEST = { width: 320, height: 720 }

/** Loads a page and lets the client take over, so clicks are handled by Inertia. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await hydrate(page)
}

/**
 * A value set on window survives Inertia visits but not a full page load:
 * checking it after a click proves the navigation happened without a reload.
 */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(globalThis as unknown as BrowserGlobals).sameDocumentMarker = true
  })
}

async function isSameDocument(page: Page) {
  return page.evaluate(() => (globalThis as unknown as BrowserGlobals).sameDocumentMarker === true)
}

/** The header's links (the phone menu has the same ones). */
function headerNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })
}

async function currentEntry(page: Page) {
  return headerNav(page).locator('a[aria-current="page"]').textContent()
}

test.group('Public site | wide screen (1280 px)', () => {
  test('the four links are visible and About is reached without a reload', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await open(page, '/')

    const links = headerNav(page).getByRole('link')
    assert.deepEqual(await links.allTextContents(), ENTRIES)
    for (const entry of ENTRIES) {
      assert.isTrue(
        await headerNav(page).getByRole('link', { name: entry }).isVisible(),
        `${entry} link visible`
      )
    }
    assert.equal(await currentEntry(page), 'Home')
    assert.isFalse(await page.getByRole('button', { name: 'Open the navigation menu' }).isVisible())
    await expectAccessible(page, 'home')

    await markDocument(page)
    await headerNav(page).getByRole('link', { name: 'About' }).click()
    await page.waitForURL('**/about')
    await page.getByRole('heading', { level: 1, name: 'About ShieldPro Tint' }).waitFor()
    assert.isTrue(await isSameDocument(page), 'no full page reload')
    assert.equal(await currentEntry(page), 'About')
    assert.equal(await page.title(), 'About - ShieldPro Tint')
    await expectAccessible(page, 'about')

    await headerNav(page).getByRole('link', { name: 'Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    assert.isTrue(await isSameDocument(page))
    assert.equal(await currentEntry(page), 'Home')
  })

  test('the messaging button and the social links open new tabs safely', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await open(page, '/')

    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' })
    assert.isTrue(await chat.isVisible())
    assert.match((await chat.getAttribute('href')) ?? '', /^https:\/\/wa\.me\/\d+\?text=\S+$/)
    assert.equal(await chat.getAttribute('target'), '_blank')
    assert.include(await chat.getAttribute('rel'), 'noopener')
    const box = await chat.boundingBox()
    if (!box) throw new Error('The messaging button has no box')
    assert.isAbove(box.x + box.width, DESKTOP.width - 40, 'at the right edge')
    assert.isAbove(box.y + box.height, DESKTOP.height - 40, 'at the bottom edge')
    const position = await chat.evaluate(
      (el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).position
    )
    assert.equal(position, 'fixed')

    const social = page.getByRole('contentinfo').locator('a[target="_blank"]')
    assert.equal(await social.count(), 3)
    for (const link of await social.all()) {
      assert.include(await link.getAttribute('rel'), 'noopener')
      assert.match((await link.getAttribute('aria-label')) ?? '', /\S/)
      assert.match((await link.getAttribute('href')) ?? '', /^https:\/\//)
    }
  })

  test('the footer logo is 140 px wide and the footer stays dark in both schemes', async ({
    assert,
    cleanup,
  }) => {
    const backgrounds: string[] = []
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await newPage(DESKTOP, { colorScheme })
      cleanup(() => context.close())
      await open(page, '/contact')
      await expectAccessible(page, `contact (${colorScheme})`)
      const footer = page.getByRole('contentinfo')
      const logo = footer.getByRole('img', { name: 'ShieldPro Tint' })
      const box = await logo.boundingBox()
      assert.equal(box?.width, 140)
      const background = await footer.evaluate(
        (el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).backgroundColor
      )
      backgrounds.push(background)
    }
    assert.equal(backgrounds[0], backgrounds[1])
    assert.equal(backgrounds[0], 'rgb(12, 14, 17)')
  })
})

test.group('Public site | keyboard', () => {
  test('Tab reaches every header link in order; the current one is marked as the page', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await page.goto('/about')
    const reached: string[] = []
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      reached.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement
          return `${element.getAttribute('aria-label') ?? element.textContent?.trim()}${
            element.getAttribute('aria-current') === 'page' ? ' (current)' : ''
          }`
        })
      )
    }
    assert.deepEqual(reached, [
      'Skip to content',
      'ShieldPro Tint home',
      'Home',
      'About (current)',
      'EWarranty',
      'Contact',
    ])
  })

  test('the phone menu gives the focus back to its button however it is closed', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await open(page, '/contact')
    const burger = page.getByRole('button', { name: 'Open the navigation menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const burgerHasFocus = () =>
      burger.evaluate((element) => element === element.ownerDocument.activeElement)

    const ways: Record<string, () => Promise<void>> = {
      'Escape': () => page.keyboard.press('Escape'),
      'the close button': () => menu.getByRole('button', { name: 'Close the menu' }).click(),
      // On the page's text beside the drawer, not on another control (that one takes the focus).
      'a tap outside': () => page.mouse.click(20, 110),
    }
    for (const [way, close] of Object.entries(ways)) {
      await burger.focus()
      await page.keyboard.press('Enter')
      await menu.waitFor()
      await menu.getByRole('link', { name: 'About' }).focus()
      await close()
      await menu.waitFor({ state: 'hidden' })
      assert.isTrue(await burgerHasFocus(), `focus back on the burger after ${way}`)
    }
  })
})

test.group('Public site | phone (390 px)', () => {
  test('no header links; the burger opens a "Menu" drawer whose entries navigate', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await open(page, '/')

    assert.isFalse(await headerNav(page).isVisible(), 'no header links')

    await markDocument(page)
    const burger = page.getByRole('button', { name: 'Open the navigation menu' })
    await burger.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.waitFor()
    // The language switch ends the drawer, named in the language it leads to.
    assert.deepEqual(await menu.getByRole('link').allTextContents(), [
      ...ENTRIES,
      'Message us on WhatsApp',
      'Tiếng Việt',
    ])
    assert.equal(
      await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
      'page'
    )
    await expectAccessible(page, 'public menu drawer')

    await menu.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL('**/contact')
    await page.getByRole('heading', { level: 1, name: 'Get in touch' }).waitFor()
    await menu.waitFor({ state: 'hidden' })
    assert.isTrue(await isSameDocument(page), 'no full page reload')

    await burger.click()
    await menu.getByRole('link', { name: 'EWarranty' }).click()
    await page.waitForURL('**/e-warranty')
    assert.isTrue(await isSameDocument(page))
  })

  test('the messaging button is still there, round and green', async ({ assert, cleanup }) => {
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await open(page, '/about')
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' })
    assert.isTrue(await chat.isVisible())
    const box = await chat.boundingBox()
    const style = await chat.evaluate((el) => {
      const computed = (globalThis as unknown as BrowserGlobals).getComputedStyle(el)
      return {
        radius: Number.parseFloat(computed.borderRadius),
        background: computed.backgroundColor,
      }
    })
    assert.equal(style.background, 'rgb(30, 123, 52)')
    if (!box) throw new Error('The messaging button has no box')
    assert.equal(box.width, box.height)
    assert.isAtLeast(style.radius, box.width / 2, 'round')
  })
})

test.group('Public site | narrowest screen (320 px)', () => {
  test('no page scrolls sideways', async ({ assert, cleanup }) => {
    const { context, page } = await newPage(NARROWEST)
    cleanup(() => context.close())
    for (const path of ['/', '/about', '/e-warranty', '/contact', '/no-such-page']) {
      await open(page, path)
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = (globalThis as unknown as BrowserGlobals).document.documentElement
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
      })
      assert.isAtMost(scrollWidth, clientWidth, `${path} fits in 320 px`)
      await expectAccessible(page, `${path} at 320 px`)
    }
  })
})
