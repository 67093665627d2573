import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Assert } from '@japa/assert'
import type { Locator, Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, newPage, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'
import {
  contrast,
  contrastWithSurface,
  focusRingOf,
  paintOf,
  parseColour,
} from '#tests/helpers/contrast'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { formatWarrantyCode } from '#domain/warranty_code'

const SCHEMES = ['light', 'dark'] as const
const PALETTES = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
].concat(['green', 'lime', 'yellow', 'orange', 'gold'])
const SURFACES = {
  light: ['--mantine-color-white', '--mantine-color-gray-0', '--mantine-color-gray-1'],
  dark: ['--mantine-color-dark-5', '--mantine-color-dark-6', '--mantine-color-dark-7'],
}

/** CSS variables resolved to rgb() by the page, as it paints them. */
async function resolveColours(page: Page, variables: string[]) {
  return page.evaluate((names) => {
    const probe = document.createElement('span')
    document.body.append(probe)
    const resolved = Object.fromEntries(
      names.map((name) => {
        probe.style.color = `var(${name})`
        return [name, getComputedStyle(probe).color]
      })
    )
    probe.remove()
    return resolved
  }, variables)
}

const luminanceOf = (colour: string) => {
  const { r, g, b } = parseColour(colour)
  return (r + g + b) / 3
}

/**
 * A filled primary control must stand out from its surface (3 : 1) and carry
 * a readable label (4.5 : 1); `secondary` (a default button beside it) must
 * not look more like the main action than it does.
 */
async function expectPrimary(assert: Assert, button: Locator, secondary?: Locator) {
  const { background, color } = await paintOf(button)
  const name = await button.innerText()
  assert.isAtLeast(contrast(color, background), 4.5, `label of "${name}"`)
  const standsOut = await contrastWithSurface(button, background)
  assert.isAtLeast(standsOut, 3, `"${name}" against its surface`)
  if (secondary) {
    const other = await paintOf(secondary)
    assert.isAbove(standsOut, await contrastWithSurface(secondary, other.background))
  }
  return background
}

/** Gives the element keyboard focus (as after Tab), then reads its ring. */
async function expectFocusRing(assert: Assert, page: Page, element: Locator, ringOn?: Locator) {
  // A key press first: focus moved by script after keyboard use shows the ring (:focus-visible).
  await page.keyboard.press('Tab')
  await element.focus()
  const ring = await focusRingOf(ringOn ?? element)
  const label = (await element.getAttribute('aria-label')) ?? (await element.textContent())
  assert.notEqual(ring.style, 'none', `"${label}" shows a focus ring`)
  assert.isAtLeast(ring.width, 2, `"${label}" ring width`)
  assert.isAtLeast(
    await contrastWithSurface(ringOn ?? element, ring.colour),
    3,
    `"${label}" ring against its surface`
  )
}

test.group('Theme | dark mode, focus and contrast', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('filled primary buttons stand out in both schemes, the spec dark in light mode', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const fills: Record<string, string> = {}
    for (const colorScheme of SCHEMES) {
      const { context, page } = await newPage(DESKTOP, { colorScheme })
      cleanup(() => context.close())

      await visit(page, '/admin/login')
      fills[colorScheme] = await expectPrimary(
        assert,
        page.getByRole('button', { name: 'Sign in' })
      )

      await page.goto('/e-warranty')
      await expectPrimary(assert, page.getByRole('button', { name: 'Search', exact: true }))

      await signInAs(context, admin)
      await visit(page, '/admin/sales')
      await expectPrimary(
        assert,
        page.getByRole('link', { name: 'New sale' }),
        page.getByRole('button', { name: 'Export CSV' })
      )
      await visit(page, '/admin/dealers')
      await page.getByRole('button', { name: 'New dealer' }).click()
      const dialog = page.getByRole('dialog', { name: 'New dealer' })
      await expectPrimary(
        assert,
        dialog.getByRole('button', { name: 'Create dealer' }),
        dialog.getByRole('button', { name: 'Cancel' })
      )
    }
    // Light mode keeps the spec's near-black primary; dark mode uses a light variant of it.
    assert.isBelow(luminanceOf(fills.light), 60)
    assert.isAbove(luminanceOf(fills.dark), 150)
  })

  test('focus rings keep 3:1 on every surface, the dark bands included, in both schemes', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    for (const colorScheme of SCHEMES) {
      const { context, page } = await newPage(DESKTOP, { colorScheme })
      cleanup(() => context.close())

      await page.goto('/', { waitUntil: 'networkidle' })
      const hero = page.locator('.site-dark-band').first()
      await expectFocusRing(assert, page, hero.getByRole('link').first())
      const footer = page.getByRole('contentinfo')
      await expectFocusRing(assert, page, footer.getByRole('link', { name: 'About' }))
      await expectFocusRing(assert, page, page.getByRole('banner').getByRole('link').first())

      await signInAs(context, admin)
      await visit(page, '/admin/dealers', { waitUntil: 'networkidle' })
      await expectFocusRing(assert, page, page.getByRole('button', { name: 'New dealer' }))
      const sidebar = page.getByRole('navigation', { name: 'Main navigation' })
      await expectFocusRing(assert, page, sidebar.getByRole('link', { name: 'Dealers' }))
      await expectFocusRing(assert, page, sidebar.getByRole('link', { name: 'Sales' }))
      await expectFocusRing(
        assert,
        page,
        page.getByRole('switch', { name: 'Show archived' }),
        page.locator('.mantine-Switch-track')
      )
      await expectFocusRing(
        assert,
        page,
        page.getByRole('button', { name: `${admin.username} account menu` })
      )
    }
  })

  test('every colour token keeps its contrast in both schemes (text, light and filled variants)', async ({
    assert,
    cleanup,
  }) => {
    for (const colorScheme of SCHEMES) {
      const { context, page } = await newPage(DESKTOP, { colorScheme })
      cleanup(() => context.close())
      await visit(page, '/admin/login')
      const names = PALETTES.flatMap((name) =>
        ['text', 'light', 'light-hover', 'light-color', 'filled', 'filled-hover'].map(
          (token) => `--mantine-color-${name}-${token}`
        )
      )
      const surfaces = SURFACES[colorScheme]
      const colours = await resolveColours(page, [
        ...names,
        ...surfaces,
        '--mantine-color-dimmed',
        '--mantine-color-error',
      ])
      const onSurfaces = (token: string) =>
        Math.min(...surfaces.map((surface) => contrast(colours[token], colours[surface])))
      for (const name of PALETTES) {
        const token = (suffix: string) => colours[`--mantine-color-${name}-${suffix}`]
        const where = `${name} (${colorScheme})`
        assert.isAtLeast(onSurfaces(`--mantine-color-${name}-text`), 4.5, `${where} text`)
        for (const background of ['light', 'light-hover']) {
          assert.isAtLeast(
            contrast(token('light-color'), token(background)),
            4.5,
            `${where} light variant on ${background}`
          )
        }
        for (const fill of ['filled', 'filled-hover']) {
          assert.isAtLeast(contrast('rgb(255, 255, 255)', token(fill)), 4.5, `${where} ${fill}`)
        }
      }
      assert.isAtLeast(onSurfaces('--mantine-color-dimmed'), 4.5, `dimmed (${colorScheme})`)
      assert.isAtLeast(onSurfaces('--mantine-color-error'), 4.5, `error (${colorScheme})`)
    }
  })

  test('dimmed text, error text and status badges reach 4.5:1 in both schemes', async ({
    assert,
    cleanup,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    for (const colorScheme of SCHEMES) {
      const { context, page } = await newPage(DESKTOP, { colorScheme })
      cleanup(() => context.close())

      // The public result's filled status badge (white on green was 3.44 : 1).
      await page.goto(`/e-warranty?code=${formatWarrantyCode(sale.warrantyCode)}`)
      const badge = page.getByRole('article').locator('.mantine-Badge-root', { hasText: 'Active' })
      const filled = await paintOf(badge)
      assert.isAtLeast(contrast(filled.color, filled.background), 4.5, 'public status badge')
      // Inertia's head manager swaps the <title> when the page goes live (on the first
      // interaction): make it go live, then audit the settled page.
      await page.locator('main').hover()
      await page.waitForFunction(
        () => document.documentElement.dataset.hydrated !== undefined && document.title !== ''
      )
      await expectAccessible(page, `warranty found (${colorScheme})`)

      await signInAs(context, admin.user)
      await visit(page, '/admin/sales')
      const row = page.getByRole('row', { name: /Tan Wei Ming/ })
      await row.waitFor()
      const light = await paintOf(row.locator('.mantine-Badge-root', { hasText: 'Active' }))
      assert.isAtLeast(contrast(light.color, light.background), 4.5, 'list status badge')

      const range = page.getByText(/^1–1 of 1 sale$/)
      const dimmed = await paintOf(range)
      assert.isAtLeast(await contrastWithSurface(range, dimmed.color), 4.5, 'dimmed text')

      await visit(page, '/admin/dealers')
      await page.getByRole('button', { name: 'New dealer' }).click()
      const dialog = page.getByRole('dialog', { name: 'New dealer' })
      await dialog.getByRole('button', { name: 'Create dealer' }).click()
      const error = dialog.locator('.mantine-InputWrapper-error').first()
      const errorPaint = await paintOf(error)
      assert.isAtLeast(await contrastWithSurface(error, errorPaint.color), 4.5, 'error text')
      await expectAccessible(page, `dealer form with errors (${colorScheme})`)
    }
  })
})
