import http from 'node:http'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Sale from '#models/sale'
import SalesService from '#services/sales_service'
import { formatWarrantyCode } from '#domain/warranty_code'
import { formatCalendarDay } from '#dtos/locales'
import type { SaleDetailDto } from '#dtos/sale'
import site from '#config/site'
import { publicBaseUrl } from '#http/public_url'
import { resolveAppUrl } from '#start/app_url'
import { ConfigurationError } from '#start/app_key'
import { BASE_URL } from '#tests/helpers/browser'
import { adminApi } from '#tests/helpers/admin_api'
import { registerSale, salesWorld, SALES_URL } from '#tests/helpers/sales'
import { pdfPages, pdfText, overlappingItems } from '#tests/helpers/pdf'

/** The owner's certificate as a browser opens it from the admin: the `token` cookie, a plain GET. */
async function ownerCertificate(saleId: number, token: string | null, headers = {}) {
  const response = await fetch(`${BASE_URL}/admin/sales/${saleId}/certificate.pdf`, {
    redirect: 'manual',
    headers: { ...(token ? { cookie: `token=${token}` } : {}), ...headers },
  })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/**
 * A GET through node:http, which sends the Host header as given (fetch
 * writes its own): how a phone on the shop's Wi-Fi reaches a LAN address.
 */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const request = http.get(`${BASE_URL}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: Buffer.concat(chunks) })
      )
    })
    request.on('error', reject)
  })
}

async function pdfAt(path: string, headers: Record<string, string>) {
  const { status, body } = await rawGet(path, headers)
  if (status !== 200) throw new Error(`${path}: HTTP ${status}`)
  return pdfText(body)
}

function ownerText(saleId: number, token: string, query = '', headers = {}) {
  return pdfAt(`/admin/sales/${saleId}/certificate.pdf${query}`, {
    cookie: `token=${token}`,
    ...headers,
  })
}

function publicText(storedCode: string, headers = {}) {
  return pdfAt(`/e-warranty/${formatWarrantyCode(storedCode)}/certificate.pdf`, headers)
}

const day = (value: DateTime | string) =>
  formatCalendarDay(typeof value === 'string' ? value : value.toISODate()!, 'en')

test.group("Sales | owner's certificate", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('names the customer and plate in full; the public copy masks them', async ({ assert }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, {
      customerName: 'Nguyễn Thị Hương',
      plateNumber: 'WXY 1234',
    })

    const owner = await ownerText(sale.id, staff.token)
    assert.include(owner, "Owner's certificate")
    assert.include(owner, 'Nguyễn Thị Hương')
    assert.include(owner, 'WXY 1234')
    assert.include(owner, "DEALER'S STAMP AND SIGNATURE")
    assert.include(owner, formatWarrantyCode(sale.warrantyCode))

    const copy = await publicText(sale.warrantyCode)
    assert.include(copy, 'Verification copy: personal details are masked')
    assert.include(copy, 'N••• T••• H•••')
    assert.notInclude(copy, 'Nguyễn')
    assert.notInclude(copy, 'WXY 1234')
    assert.notInclude(copy, "DEALER'S STAMP")
  })

  test('leaves out an emoji and a Chinese character of the name, never printing a replacement mark', async ({
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, { customerName: 'Nguyễn 😀 Hương 王' })
    const owner = await ownerText(sale.id, staff.token)
    assert.include(owner, 'Nguyễn Hương')
    assert.notInclude(owner, '\uFFFD')
  })

  test('is issued on the registration day; later prints say "Reprint of" the first', async ({
    assert,
    client,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const registered = DateTime.fromISO('2025-03-10T10:00:00')
    sale.createdAt = registered
    await sale.save()

    const api = adminApi(client, staff.token)
    const detail = async () => {
      const body = await api.ok<{ data: SaleDetailDto }>(`${SALES_URL}/${sale.id}`)
      return body.data
    }
    const before = await detail()
    assert.isNull(before.certificatePrintedAt)
    assert.equal(before.ownerCertificateUrl, `/admin/sales/${sale.id}/certificate.pdf`)

    const first = await ownerText(sale.id, staff.token)
    assert.include(first, `Issued ${day(registered)}`)
    assert.notInclude(first, 'Reprint')
    const after = await detail()
    assert.isNotNull(after.certificatePrintedAt)
    // Printing is not an edit of the sale.
    assert.equal(after.updatedAt, before.updatedAt)

    // The first print was made some days ago; today's is its reprint.
    const firstPrinted = DateTime.fromISO('2025-03-12T09:00:00')
    const printed = await Sale.findOrFail(sale.id)
    printed.certificatePrintedAt = firstPrinted
    await printed.save()
    const again = await ownerText(sale.id, staff.token)
    assert.include(again, `Issued ${day(registered)}`)
    assert.include(again, `Reprint of ${day(firstPrinted)}`)
    assert.include(again, `printed ${day(DateTime.now())}`)

    // The public copy is never a reprint: it is a verification copy of the day.
    const copy = await publicText(sale.warrantyCode)
    assert.notInclude(copy, 'Reprint')
    assert.include(copy, `Issued ${day(DateTime.now())}`)
  })

  test('after a transfer it names the new owner and says when it was reissued', async ({
    assert,
    client,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const transferredOn = DateTime.now().toISODate()!
    const transfer = await adminApi(client, staff.token).post(`${SALES_URL}/${sale.id}/transfer`, {
      customerName: 'Nguyễn Thị Hương',
      customerPhone: '0198765432',
      transferredOn,
      transferReason: 'The car was sold.',
    })
    assert.equal(transfer.status(), 200, JSON.stringify(transfer.body()))
    const text = await ownerText(sale.id, staff.token)
    assert.include(text, 'Nguyễn Thị Hương')
    assert.notInclude(text, sale.customerName)
    assert.include(text, `Reissued ${day(DateTime.fromISO(transferredOn))}`)
  })

  test('fits one page without overlapping text, reprint and VOID included', async ({ assert }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, {
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'front_sides', product: films.dark },
        { position: 'rear_sides', product: films.dark },
        { position: 'rear_windshield', product: films.dark },
        { position: 'sunroof', product: films.clear },
        { position: 'other', product: films.clear },
      ],
    })
    await ownerText(sale.id, admin.token)
    await SalesService.void(admin.user, sale, 'Duplicate registration')
    const response = await fetch(`${BASE_URL}/admin/sales/${sale.id}/certificate.pdf?lang=vi`, {
      headers: { cookie: `token=${admin.token}` },
    })
    const pages = await pdfPages(Buffer.from(await response.arrayBuffer()))
    assert.lengthOf(pages, 1)
    const texts = pages[0].map((item) => item.text)
    assert.isTrue(texts.some((text) => text.startsWith('Bản in lại của bản ngày')))
    assert.deepEqual(
      pages[0].filter((item) => item.rotated).map((item) => item.text),
      ['ĐÃ HỦY']
    )
    assert.deepEqual(overlappingItems(pages[0]), [])
  })

  test('is printed in the language asked for, else in the staff member’s own', async ({
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const vi = await ownerText(sale.id, staff.token, '?lang=vi')
    assert.include(vi, 'Giấy chứng nhận của chủ xe')
    assert.include(vi, 'ĐẠI LÝ ĐÓNG DẤU VÀ KÝ TÊN')

    staff.user.locale = 'vi'
    await staff.user.save()
    assert.include(await ownerText(sale.id, staff.token), 'Giấy chứng nhận của chủ xe')
    assert.include(await ownerText(sale.id, staff.token, '?lang=en'), "Owner's certificate")
  })

  test('admins and the selling dealer’s staff only; signed out goes to the login page', async ({
    assert,
  }) => {
    const { admin, staff, otherStaff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)

    // Another dealer's sale is not found, as everywhere in the sales API.
    const other = await ownerCertificate(sale.id, otherStaff.token, { accept: 'text/html' })
    assert.equal(other.response.status, 404)
    assert.notInclude(other.bytes.toString('utf8'), sale.customerName)
    const anonymous = await ownerCertificate(sale.id, null)
    assert.equal(anonymous.response.status, 302)
    assert.equal(anonymous.response.headers.get('location'), '/admin/login')
    // Neither refusal counted as a print.
    const stored = await Sale.findOrFail(sale.id)
    assert.isNull(stored.certificatePrintedAt)

    const own = await ownerCertificate(sale.id, staff.token)
    assert.equal(own.response.status, 200)
    assert.equal(own.response.headers.get('content-type'), 'application/pdf')
    assert.equal(own.bytes.subarray(0, 5).toString('latin1'), '%PDF-')
    const asAdmin = await ownerCertificate(sale.id, admin.token)
    assert.equal(asAdmin.response.status, 200)
    const missing = await ownerCertificate(999999, admin.token)
    assert.equal(missing.response.status, 404)
  })

  test('the QR link is APP_URL, or in development the host the certificate was requested on', async ({
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const lanHost = `192.168.1.20:${new URL(BASE_URL).port}`

    const own = await ownerText(sale.id, staff.token, '', { host: lanHost })
    assert.include(own, `http://${lanHost}/e-warranty`)
    const copy = await publicText(sale.warrantyCode, { host: lanHost })
    assert.include(copy, `http://${lanHost}/e-warranty`)

    // The host APP_URL names is printed as APP_URL (its scheme included).
    const appHost = new URL(site.appUrl).host
    assert.include(
      await publicText(sale.warrantyCode, { host: appHost }),
      `${site.appUrl}/e-warranty`
    )
  })

  test('production always uses APP_URL, never the Host header; a hostile Host is ignored', ({
    assert,
  }) => {
    const appUrl = 'https://tint.example.com'
    const lan = { host: '192.168.1.20:3333', protocol: 'http' }
    assert.equal(publicBaseUrl(appUrl, true, lan), appUrl)
    assert.equal(publicBaseUrl(appUrl, false, lan), 'http://192.168.1.20:3333')
    assert.equal(
      publicBaseUrl(appUrl, false, { host: 'shop-pc', protocol: 'https' }),
      'https://shop-pc'
    )
    for (const host of ['evil.example/path', 'a b', 'x"><script>', '', null]) {
      assert.equal(publicBaseUrl(appUrl, false, { host, protocol: 'http' }), appUrl, String(host))
    }
  })

  test('production refuses to start without APP_URL, in one sentence', ({ assert }) => {
    assert.throws(() => resolveAppUrl(undefined, true, 3333), ConfigurationError)
    assert.throws(
      () => resolveAppUrl('', true, 3333),
      /^APP_URL is not set: production needs the public address .*point to\.$/
    )
    assert.equal(resolveAppUrl('https://tint.example.com/', true, 3333), 'https://tint.example.com')
    assert.equal(resolveAppUrl(undefined, false, 4000), 'http://localhost:4000')
  })

  test('the sale detail carries the lookup link and the share message in each language', async ({
    assert,
    client,
  }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const code = formatWarrantyCode(sale.warrantyCode)
    const { data } = await adminApi(client, staff.token).ok<{ data: SaleDetailDto }>(
      `${SALES_URL}/${sale.id}`
    )
    const base = new URL(BASE_URL).host === new URL(site.appUrl).host ? site.appUrl : BASE_URL
    assert.equal(data.handover.en.link, `${base}/e-warranty?code=${code}`)
    assert.equal(data.handover.vi.link, `${base}/vi/e-warranty?code=${code}`)
    assert.equal(
      data.handover.en.text,
      `${site.brand}: your window-film warranty ${code} is registered. Check it or download your certificate any time: ${data.handover.en.link}`
    )
    assert.equal(data.handover.en.subject, `Your ${site.brand} warranty ${code}`)
    assert.include(data.handover.vi.text, `bảo hành phim cách nhiệt ${code}`)
    assert.include(data.handover.vi.text, data.handover.vi.link)
    assert.isNull(data.certificatePrintedAt)
  })
})
