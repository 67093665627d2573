import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { PHONE, newPage } from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { formatWarrantyCode } from '#domain/warranty_code'

/**
 * Public pages are server-rendered HTML that works before the client has
 * loaded, and without JavaScript at all: links, the phone menu and the
 * e-warranty form.
 */
test.group('Public site | without JavaScript', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the phone menu opens and leads to a page', async ({ assert, cleanup }) => {
    const { context, page } = await newPage(PHONE, { javaScript: false })
    cleanup(() => context.close())
    await page.goto('/')
    await page.getByRole('button', { name: 'Open the navigation menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.waitFor()
    await menu.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL('**/contact')
    assert.equal(await page.title(), 'Contact - ShieldPro Tint')
  })

  test('the lookup finds a warranty by plate, and a wrong code comes back with the focus on its field', async ({
    assert,
    cleanup,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, {
      plateNumber: 'VBK 2391',
      customerPhone: '+60125556789',
    })
    const code = formatWarrantyCode(sale.warrantyCode)
    const { context, page } = await newPage(PHONE, { javaScript: false })
    cleanup(() => context.close())

    await page.goto('/e-warranty')
    const codeField = page.getByRole('textbox', { name: 'Warranty code' })
    assert.isTrue(await codeField.isVisible())
    await page.getByRole('radio', { name: 'Plate number' }).check()
    assert.isFalse(await codeField.isVisible(), 'only the chosen way of searching shows')
    await page.getByRole('textbox', { name: 'Plate number' }).fill('vbk 2391')
    await page.getByRole('textbox', { name: 'Last 4 digits of phone' }).fill('6789')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('article', { name: `Warranty ${code}` }).waitFor()
    assert.include(page.url(), 'plate=vbk+2391')

    await page.getByText('Search again').click()
    await page.getByRole('radio', { name: 'Warranty code' }).check()
    await codeField.fill('WF-12')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/code=WF-12/)
    await page.getByText('Enter the warranty code as printed').waitFor()
    assert.equal(await codeField.getAttribute('aria-invalid'), 'true')
    assert.isTrue(
      await codeField.evaluate((element) => element === element.ownerDocument.activeElement),
      'the focus is on the field to fix'
    )
  })
})

test.group('Public site | before the client has loaded', () => {
  test('a tap on the menu button right after the page appears opens the menu', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(PHONE, { touch: true })
    cleanup(() => context.close())
    await page.goto('/about', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Open the navigation menu' }).tap()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.waitFor()
    assert.isTrue(await menu.getByRole('link', { name: 'EWarranty' }).isVisible())
  })
})
