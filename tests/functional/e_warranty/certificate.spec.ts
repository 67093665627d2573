import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import SalesService from '#services/sales_service'
import { formatWarrantyCode } from '#domain/warranty_code'
import { BASE_URL } from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { pdfText } from '#tests/helpers/pdf'

/** Raw bytes: the PDF is binary, so it is read with fetch rather than as text. */
async function download(path: string) {
  const response = await fetch(`${BASE_URL}${path}`)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

test.group('EWarranty | certificate', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('is a one-page PDF holding the warranty code, shown inline', async ({ assert }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const code = formatWarrantyCode(sale.warrantyCode)

    const { response, bytes } = await download(`/e-warranty/${code}/certificate.pdf`)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'application/pdf')
    assert.equal(
      response.headers.get('content-disposition'),
      `inline; filename="warranty-${code}.pdf"`
    )
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
    const text = bytes.toString('latin1')
    assert.include(text, `(Warranty certificate ${code})`)
    assert.lengthOf(text.match(/\/Type \/Page\b/g) ?? [], 1)
    assert.include(text, '%%EOF')
  })

  test('is found with the code in lower case and without dashes too', async ({ assert }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const { response, bytes } = await download(
      `/e-warranty/${sale.warrantyCode.toLowerCase()}/certificate.pdf`
    )
    assert.equal(response.status, 200)
    assert.include(bytes.toString('latin1'), formatWarrantyCode(sale.warrantyCode))
  })

  test('of a void warranty is still served, stamped VOID, with the day but never the reason', async ({
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    await SalesService.void(admin.user, sale, 'Customer disputed the invoice; ticket 4411')
    const { response, bytes } = await download(
      `/e-warranty/${formatWarrantyCode(sale.warrantyCode)}/certificate.pdf`
    )
    assert.equal(response.status, 200)
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
    const text = await pdfText(bytes)
    assert.include(text, 'VOID')
    assert.include(text, films.clear.name)
    assert.match(text, /This warranty was voided on \d{1,2} \w+ \d{4}\./)
    assert.notInclude(text, 'ticket 4411')
    assert.notInclude(bytes.toString('latin1'), 'ticket 4411')
  })

  test('an unknown or malformed code is a 404 page: {$self}')
    .with(['WF-2222-2222', 'not-a-code', 'WF-0000-0000'])
    .run(async ({ client, assert }, code) => {
      const response = await client.get(`/e-warranty/${code}/certificate.pdf`)
      response.assertStatus(404)
      assert.match(response.header('content-type') ?? '', /^text\/html/)
    })

  test('downloads are limited per IP too (429 with Retry-After)', async ({ client, assert }) => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await client.get('/e-warranty/WF-2222-2222/certificate.pdf')
      response.assertStatus(404)
    }
    const limited = await client.get('/e-warranty/WF-2222-2222/certificate.pdf')
    limited.assertStatus(429)
    assert.isAbove(Number(limited.header('retry-after')), 0)
  })
})
