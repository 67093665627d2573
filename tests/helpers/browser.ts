import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import type User from '#models/user'
import { issueToken } from '#tests/helpers/auth'
import { currentHost, findBrowser, type FoundBrowser } from '#tests/helpers/browser_discovery'
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const BASE_URL = `http://127.0.0.1:${env.get('PORT', 3334)}`
export const DESKTOP = { width: 1280, height: 900 }
export const PHONE = { width: 390, height: 844 }

let browser: Browser | null = null
let found: Promise<FoundBrowser> | null = null

/** The browser the suite uses (see browser_discovery.ts); rejects with one sentence when there is none. */
export function locateBrowser() {
  found ??= findBrowser(currentHost(app.makePath()))
  return found
}

/** One Chromium for the whole run; each test gets its own context (cookies, storage). */
export async function getBrowser() {
  if (!browser) {
    const { executablePath, env: browserEnv } = await locateBrowser()
    browser = await chromium.launch({
      executablePath,
      args: FLAGS,
      headless: true,
      env: browserEnv ? { ...process.env, ...browserEnv } : undefined,
    })
  }
  return browser
}

export async function closeBrowser() {
  await browser?.close()
  browser = null
}

export async function newPage(
  viewport = DESKTOP,
  options: { colorScheme?: 'light' | 'dark'; javaScript?: boolean; touch?: boolean } = {}
): Promise<{ context: BrowserContext; page: Page }> {
  const instance = await getBrowser()
  const context = await instance.newContext({
    baseURL: BASE_URL,
    viewport,
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScript ?? true,
    hasTouch: options.touch ?? false,
    // The test server runs Vite's dev server: each page loads ~80 unbundled modules (MBs), which
    // the app's per-request compression would brotli afresh on every load. Production serves
    // assets compressed at build time; compression itself is proven by the functional suite.
    extraHTTPHeaders: { 'accept-encoding': 'identity' },
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return { context, page }
}

/**
 * Public pages are plain HTML until the visitor first interacts; this makes
 * that first interaction (a pointer moving over the page) and waits until
 * React has taken over.
 */
export async function hydrate(page: Page) {
  // Headless Chromium 15x takes a pointer's first move as where it appears, with no
  // `pointerover`; a person's pointer moves on, onto the logo here, which gives it.
  await page.mouse.move(1, 1)
  await page.locator('.site-header__logo').hover()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Opens a page the way a user does, and for admin pages (started at once,
 * unlike public ones) waits until React is live, so what the test types next
 * goes into the live form. Typing earlier is covered by its own test.
 */
export async function visit(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  await page.goto(url, options)
  if (url.startsWith('/admin')) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  }
}

/** Signs in through the real login form and waits for the landing page. */
export async function signIn(page: Page, username: string, password: string) {
  await visit(page, '/admin/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel(/^Password\b/).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // Admins land on Dealers, staff on Sales (homePathFor).
  await page.waitForURL((url) => ['/admin/dealers', '/admin/sales'].includes(url.pathname))
}

/** Signs the browser in the way the login page does, without the form: the `token` and `user` cookies. */
export async function signInAs(context: BrowserContext, user: User) {
  const token = await issueToken(user)
  const stored = {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    isAdmin: user.isAdmin,
    dealerId: user.dealerId ?? null,
  }
  await context.addCookies([
    { name: 'token', value: token, url: BASE_URL },
    { name: 'user', value: encodeURIComponent(JSON.stringify(stored)), url: BASE_URL },
  ])
}

/** Waits until the element has the focus (a dialog gives it back a moment after closing). */
export async function expectFocused(element: Locator) {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now()
        const check = () => {
          if (node === document.activeElement) return resolve()
          if (Date.now() - started > 3_000) {
            const active = document.activeElement
            return reject(new Error(`Focus is on ${active?.outerHTML.slice(0, 120) ?? 'nothing'}`))
          }
          requestAnimationFrame(check)
        }
        check()
      })
  )
}

/** The error text Mantine links to a field through aria-describedby. */
export async function fieldError(field: Locator) {
  const ids = (await field.getAttribute('aria-describedby')) ?? ''
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'))
  return errorId ? ((await field.page().locator(`[id="${errorId}"]`).textContent()) ?? '') : ''
}

/** Which of the sign-in cookies (`token`, `user`) the browser still holds. */
export async function authCookies(context: BrowserContext) {
  const cookies = await context.cookies()
  return cookies.map((cookie) => cookie.name).filter((name) => name === 'token' || name === 'user')
}

/** How many lines the element's text takes: its text boxes, counted by their top edge. */
export async function lineCount(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })
}
