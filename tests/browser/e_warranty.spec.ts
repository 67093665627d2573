import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { PHONE, newPage } from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { formatWarrantyCode } from '#services/warranty_code'
import { clearRateLimits } from '#tests/helpers/rate_limits'

test.group('EWarranty page', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('a car owner on a phone finds the warranty by plate, then by code, and opens the certificate', async ({
    assert,
    cleanup,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, {
      plateNumber: 'VBK 2391',
      customerPhone: '+60125556789',
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'rear_sides', product: films.dark },
      ],
    })
    const code = formatWarrantyCode(sale.warrantyCode)
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())

    await page.goto('/e-warranty')
    assert.equal(await page.title(), 'EWarranty - ShieldPro Tint')
    await page.getByRole('tab', { name: 'Plate number' }).click()
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

    // A malformed code is refused on its field, without leaving the page.
    await page.getByRole('tab', { name: 'Warranty code' }).click()
    const codeField = page.getByRole('textbox', { name: 'Warranty code' })
    await codeField.fill('WF-12')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText('Enter the warranty code as printed').waitFor()
    assert.equal(await codeField.getAttribute('aria-invalid'), 'true')

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
})
