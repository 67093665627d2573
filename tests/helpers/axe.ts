import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core'

/**
 * axe-core in the browser tests. `expectAccessible(page, 'sales list')` audits
 * the page as it is now, once in each colour scheme, and fails the test on any
 * critical or serious violation. Call it after each state a test opens (a
 * page, a dialog, a drawer, an error state), so every suite checks what it
 * shows for free.
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

/** What fails a test; moderate and minor findings are axe's advice, not a gate. */
const BLOCKING: ImpactValue[] = ['critical', 'serious']
const SCHEMES = ['light', 'dark'] as const
type Scheme = (typeof SCHEMES)[number]

/** axe-core as it sits in the page once injected. */
type AxeWindow = { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } }

async function injectAxe(page: Page) {
  const loaded = await page.evaluate(() => (window as AxeWindow).axe !== undefined)
  // Evaluated through the debugging protocol, so the page's CSP (no inline scripts) does not apply.
  if (!loaded) await page.evaluate(AXE_SOURCE)
}

/**
 * Shows the page in a colour scheme the way Mantine does (the attribute on
 * <html> selects every scheme-dependent CSS variable), then waits until
 * transitions (a dialog fading in, a colour easing) have ended, so axe
 * measures final colours.
 */
async function showScheme(page: Page, scheme: Scheme) {
  await page.evaluate(async (next) => {
    const root = document.documentElement
    root.setAttribute('data-mantine-color-scheme', next)
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .filter((animation) => animation.playState !== 'finished')
    // A transition may start a few frames after the state that asks for it (Mantine's
    // Transition steps a dialog in on timers): still only once nothing has run for 100 ms.
    const until = Date.now() + 3_000
    let quiet = 0
    while (quiet < 2 && Date.now() < until) {
      await frame()
      await frame()
      const now = running()
      if (now.length === 0) {
        quiet++
        await pause(50)
        continue
      }
      quiet = 0
      await Promise.race([
        Promise.all(now.map((animation) => animation.finished.catch(() => null))),
        pause(until - Date.now()),
      ])
    }
  }, scheme)
}

function describe(violation: Result) {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const target = node.target.map(String).join(' ')
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
    const html = node.html.length > 140 ? `${node.html.slice(0, 140)}…` : node.html
    return `      ${target}\n        ${html}\n        ${summary}`
  })
  const more = violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : ''
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${nodes.join('\n')}${more}`
}

/** The blocking violations of the page as shown now, in the scheme it shows. */
async function audit(page: Page) {
  const results = await page.evaluate(() =>
    (window as AxeWindow).axe!.run(document, { resultTypes: ['violations'] })
  )
  return results.violations.filter((violation) => BLOCKING.includes(violation.impact ?? null))
}

/**
 * Fails with a readable report when axe finds a critical or serious problem
 * on the page as it is now, in the light or the dark scheme: the page's own
 * scheme first, then the other, then the page's own again.
 */
export async function expectAccessible(page: Page, state: string) {
  await injectAxe(page)
  const own = await page.evaluate(() =>
    document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light'
  )
  const reports: Partial<Record<Scheme, string>> = {}
  try {
    for (const scheme of own === 'dark' ? (['dark', 'light'] as const) : SCHEMES) {
      await showScheme(page, scheme)
      const violations = await audit(page)
      if (violations.length > 0) {
        reports[scheme] = `${scheme} scheme:\n${violations.map(describe).join('\n')}`
      }
    }
  } finally {
    await showScheme(page, own)
  }
  const found = SCHEMES.flatMap((scheme) => reports[scheme] ?? [])
  if (found.length > 0) {
    throw new Error(`axe: "${state}" (${page.url()}) has blocking violations\n${found.join('\n')}`)
  }
}
