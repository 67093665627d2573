import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { ProductFactory } from '#database/factories/product_factory'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, fieldError, newPage, PHONE, signInAs, visit } from '#tests/helpers/browser'
import { isoToday, registerSale } from '#tests/helpers/sales'
import { addDays, addYears, formatDate, formatLongDate, parseIsoDate } from '#domain/calendar_date'

/** A recent day whose day of the month is past 12, so it cannot be read month-first. */
function recentDayPast12() {
  let day = addDays(isoToday(), -20)
  while (parseIsoDate(day)!.day <= 12) day = addDays(day, -1)
  return day
}

/** A recent day that would be another day month-first (5/3: 5 March, not 3 May). */
function recentSwappableDay() {
  let day = addDays(isoToday(), -20)
  const swappable = (iso: string) => {
    const { day: d, month } = parseIsoDate(iso)!
    return d <= 12 && d !== month
  }
  while (!swappable(day)) day = addDays(day, -1)
  return day
}

function typed(iso: string, pattern: string) {
  const { year, month, day } = parseIsoDate(iso)!
  return pattern
    .replace('dd', String(day).padStart(2, '0'))
    .replace('d', String(day))
    .replace('mm', String(month).padStart(2, '0'))
    .replace('m', String(month))
    .replace('yyyy', String(year))
    .replace('yy', String(year).slice(2))
}

/** The line under a date field: the day it understood, or how to type one. */
async function underField(page: Page, label: string) {
  const field = page.getByRole('textbox', { name: label, exact: true })
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ')
  const descriptionId = ids.find((id) => id.endsWith('-description'))!
  return (await page.locator(`[id="${descriptionId}"]`).textContent()) ?? ''
}

test.group('Admin | typed dates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the sale form reads every day-first form, shows the day it understood and refuses what it cannot read', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    await ProductFactory.merge({ name: 'Crystal Clear 70', vlt: 70, warrantyYears: 10 }).create()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, staff)
    const filmsLoaded = page.waitForResponse((response) =>
      response.url().includes('/api/admin/products/options')
    )
    await visit(page, '/admin/sales/create')
    await filmsLoaded
    const date = page.getByRole('textbox', { name: 'Installation date', exact: true })

    const day = recentDayPast12()
    for (const pattern of ['dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy', 'dd/mm/yy']) {
      await date.fill(typed(day, pattern))
      assert.equal(await underField(page, 'Installation date'), formatLongDate(day), pattern)
    }
    const swappable = recentSwappableDay()
    await date.fill(typed(swappable, 'd/m/yyyy'))
    assert.equal(await underField(page, 'Installation date'), formatLongDate(swappable))

    // Month-first is not guessed: the field says how to type it, and refuses it on leaving.
    await date.fill(typed(day, 'mm/dd/yyyy'))
    assert.match(await underField(page, 'Installation date'), /^Type it as day\/month\/year/)
    await date.press('Tab')
    assert.equal(await date.getAttribute('aria-invalid'), 'true')
    assert.match(await fieldError(date), /^There is no month \d+: type day\/month\/year/)

    // Staff cannot register an installation more than 2 years back.
    const old = addYears(isoToday(), -3)
    await date.fill(typed(old, 'dd/mm/yyyy'))
    await date.press('Tab')
    assert.equal(
      await fieldError(date),
      `${formatDate(old)} is more than 2 years ago. Check the date; only an admin can register an installation that old.`
    )
    assert.equal(await page.getByRole('checkbox').count(), 0)

    // Placeholders stay hints in the error state; the messages say what is needed.
    await page.getByRole('button', { name: 'Register sale' }).click()
    const phone = page.getByRole('textbox', { name: 'Phone' })
    assert.equal(await fieldError(phone), "Enter the customer's phone.")
    const make = page.getByRole('textbox', { name: 'Make' })
    assert.equal(await fieldError(make), 'Enter the make of the car.')
    assert.equal(await make.getAttribute('placeholder'), 'e.g. Toyota')
    const colours = await make.evaluate((input) => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--mantine-color-error)'
      document.body.append(probe)
      const error = getComputedStyle(probe).color
      probe.remove()
      return { placeholder: getComputedStyle(input, '::placeholder').color, error }
    })
    assert.notEqual(colours.placeholder, colours.error, 'the placeholder turned red')

    // A valid day-first date is what gets saved.
    await date.fill(typed(day, 'dd.mm.yy'))
    await page.getByRole('textbox', { name: 'Customer name' }).fill('Nurul Aisyah')
    await phone.fill('012-555 0199')
    await page.getByRole('textbox', { name: 'Plate number' }).fill('vx0141')
    await make.fill('Perodua')
    await page.getByRole('textbox', { name: 'Model' }).fill('Myvi')
    await page.getByRole('combobox', { name: 'Window 1', exact: true }).click()
    await page.getByRole('option', { name: 'Windshield', exact: true }).click()
    await page.getByRole('combobox', { name: 'Film 1', exact: true }).click()
    await page.getByRole('option', { name: /^Crystal Clear 70/ }).click()
    await page.getByRole('button', { name: 'Register sale' }).click()
    await page.getByRole('heading', { name: 'Warranty registered' }).waitFor()
    const summary = (await page.getByText(/^Installed /).textContent()) ?? ''
    assert.include(summary, `Installed ${formatDate(day)}`)
    assert.include(
      (await page.getByText(/Nurul Aisyah ·/).textContent()) ?? '',
      'Nurul Aisyah · VX 0141'
    )
  })

  test('an admin confirms an old installation date in the edit dialog', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const staff = await UserFactory.with('dealer').create()
    const film = await ProductFactory.merge({ warrantyYears: 10 }).create()
    const sale = await registerSale(staff, film, { customerName: 'Tan Wei Ming' })
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, `/admin/sales?sale=${sale.id}`)
    const drawer = page.getByRole('dialog').filter({ hasText: 'Open the verification copy' })
    await drawer.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit sale' })
    const date = dialog.getByRole('textbox', { name: 'Installation date', exact: true })
    assert.equal(await date.inputValue(), typed(isoToday(), 'dd/mm/yyyy'))

    const old = addYears(isoToday(), -3)
    await date.fill(typed(old, 'd.m.yyyy'))
    await date.press('Tab')
    assert.match(await fieldError(date), /Check the date, or confirm below that it is right\.$/)
    await dialog.getByRole('checkbox', { name: new RegExp(`^${formatDate(old)} is right`) }).check()
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /Warranty WF-\S+ updated\./ })
      .waitFor()
    // The first: the drawer's facts (the history further down repeats the day, old → new).
    await drawer.getByText(formatDate(old), { exact: true }).first().waitFor()
    await drawer.getByText(`${admin.username},`, { exact: false }).waitFor()
  })

  test('the list filters take typed day-first dates and refuse what is not one', async ({
    assert,
    cleanup,
  }) => {
    const staff = await UserFactory.with('dealer').create()
    const film = await ProductFactory.create()
    await registerSale(staff, film, {
      customerName: 'Recent Customer',
      installedAt: addDays(isoToday(), -5),
    })
    await registerSale(staff, film, {
      customerName: 'Older Customer',
      installedAt: addDays(isoToday(), -60),
    })
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff)
    await visit(page, '/admin/sales')
    const older = page.getByRole('row', { name: /Older Customer/ })
    await older.waitFor()

    // Beside the sidebar, four filters do not fit the toolbar's row: they fold into "Filters".
    const folded = page.getByRole('button', { name: /^Filters/ })
    if (await folded.isVisible()) await folded.click()
    const from = page.getByRole('textbox', { name: 'Installed from', exact: true })
    const start = addDays(isoToday(), -30)
    await from.fill(typed(start, 'd.m.yy'))
    assert.equal(await underField(page, 'Installed from'), formatLongDate(start))
    await from.press('Enter')
    await older.waitFor({ state: 'detached' })
    await page.getByRole('row', { name: /Recent Customer/ }).waitFor()
    assert.match(page.url(), new RegExp(`installedFrom=${start}`))

    const to = page.getByRole('textbox', { name: 'Installed to', exact: true })
    await to.fill(typed(recentDayPast12(), 'mm/dd/yyyy'))
    await to.press('Tab')
    assert.match(await fieldError(to), /^There is no month \d+/)
    assert.notMatch(page.url(), /installedTo=/)
  })
})
