import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Dealer from '#models/dealer'
import SalesService from '#services/sales_service'
import { ProductFactory } from '#database/factories/product_factory'
import * as fontkit from 'fontkit'
import db from '@adonisjs/lucid/services/db'
import {
  WARRANTY_CODE_ALPHABET,
  WARRANTY_CODE_BODY_LENGTH,
  formatWarrantyCode,
} from '#domain/warranty_code'
import { PDF_FONTS } from '#renderers/pdf_fonts'
import { WINDOW_POSITIONS, SALE_LIMITS } from '#dtos/sale'
import { BASE_URL } from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { withLegalTint } from '#tests/helpers/legal_tint'
import { overlappingItems, pdfPages, pdfText } from '#tests/helpers/pdf'
import { buffer } from 'node:stream/consumers'
import i18nManager from '@adonisjs/i18n/services/main'
import site from '#config/site'
import { findByCode } from '#http/warranty_lookup'
import { renderCertificate, verificationUrl } from '#renderers/certificate_pdf'

async function certificate(storedCode: string, query = ''): Promise<Buffer> {
  const response = await fetch(
    `${BASE_URL}/e-warranty/${formatWarrantyCode(storedCode)}/certificate.pdf${query}`
  )
  if (response.status !== 200) throw new Error(`certificate: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** `length` characters of words of wide letters (Vietnamese capitals with marks are the widest). */
function longest(length: number, word = 'ĐƯỜNG') {
  return Array.from({ length }, (_, index) =>
    (index + 1) % (word.length + 1) === 0 ? ' ' : word[index % (word.length + 1)]
  )
    .join('')
    .padEnd(length, 'W')
}

/** A voided sale with every field at its longest, six films below the VLT minimum (with the note). */
async function longestSale() {
  const { admin, staff } = await salesWorld()
  await Dealer.query()
    .where('id', staff.user.dealerId!)
    .update({ name: longest(120), phone: '+60123456789' })
  const films = await ProductFactory.merge(
    WINDOW_POSITIONS.map((_, index) => ({ name: longest(119) + index, vlt: 5 }))
  ).createMany(WINDOW_POSITIONS.length)
  // A minimum on every window: the note under the films names them all.
  const undo = withLegalTint(Object.fromEntries(WINDOW_POSITIONS.map((position) => [position, 70])))
  const sale = await registerSale(staff.user, films[0], {
    customerName: longest(SALE_LIMITS.customerNameMax, 'W'),
    vehicleMake: longest(SALE_LIMITS.vehicleMakeMax),
    vehicleModel: longest(SALE_LIMITS.vehicleModelMax),
    vehicleYear: 2024,
    plateNumber: 'WWW 9999 WWW 9999',
    items: WINDOW_POSITIONS.map((position, index) => ({ position, product: films[index] })),
    confirmBelowMinimum: true,
    belowMinimumReason: 'Customer request',
  }).finally(undo)
  await SalesService.void(admin.user, sale, 'Duplicate registration')
  return sale
}

test.group('EWarranty | certificate text', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('prints Vietnamese, Cyrillic and Greek names exactly as typed', async ({ assert }) => {
    const { staff } = await salesWorld()
    await Dealer.query()
      .where('id', staff.user.dealerId!)
      .update({ name: 'Đại lý Phim Cách Nhiệt Sài Gòn' })
    const film = await ProductFactory.merge({ name: 'Phim Cách Nhiệt Kim Cương' }).create()
    const sale = await registerSale(staff.user, film, {
      customerName: 'Nguyễn Thị Hương',
      vehicleMake: 'Лада Ωmega',
      vehicleModel: 'Vios Đặc Biệt',
    })

    const text = await pdfText(await certificate(sale.warrantyCode))
    assert.include(text, 'Đại lý Phim Cách Nhiệt Sài Gòn')
    assert.include(text, 'Phim Cách Nhiệt Kim Cương')
    assert.include(text, 'Лада Ωmega Vios Đặc Biệt')
    // The customer is masked, as on the public page: first letters as typed.
    assert.include(text, 'N••• T••• H•••')
    assert.notInclude(text, 'Nguyễn')
  })

  test('prints every warranty code as one run a reader copies whole, whatever its letters', async ({
    assert,
  }) => {
    // The pairs of code letters the code's font would set apart (`AJ`, `EJ`, `TT` in Noto Sans
    // Bold): kerned, a PDF reader copied `WF-6LWK-E JC6`.
    const font = fontkit.create(PDF_FONTS.bold.data) as fontkit.Font
    const advance = (pair: string, kern: boolean) =>
      font.layout(pair, { kern }).positions[0].xAdvance
    const letters = [...WARRANTY_CODE_ALPHABET]
    const apart = letters
      .flatMap((first) => letters.map((second) => first + second))
      .filter((pair) => advance(pair, true) > advance(pair, false))
    assert.isNotEmpty(apart)
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const prefix = sale.warrantyCode.slice(0, -WARRANTY_CODE_BODY_LENGTH)
    for (let at = 0; at < apart.length; at += WARRANTY_CODE_BODY_LENGTH / 2) {
      const body = apart.slice(at, at + WARRANTY_CODE_BODY_LENGTH / 2).join('')
      const stored = prefix + body.padEnd(WARRANTY_CODE_BODY_LENGTH, '2')
      await db.from('sales').where('id', sale.id).update({ warranty_code: stored })
      assert.include(await pdfText(await certificate(stored)), formatWarrantyCode(stored))
    }
  })

  test('leaves out emoji and scripts the fonts lack, never printing a replacement mark', async ({
    assert,
  }) => {
    const { staff } = await salesWorld()
    await Dealer.query().where('id', staff.user.dealerId!).update({ name: 'Đại lý 😀 Sài Gòn 中' })
    const film = await ProductFactory.merge({ name: 'Phim 😀 中文 Ω' }).create()
    const sale = await registerSale(staff.user, film)
    const text = await pdfText(await certificate(sale.warrantyCode))
    assert.include(text, 'Phim Ω')
    assert.include(text, 'Đại lý Sài Gòn')
    assert.notInclude(text, '\uFFFD')
  })

  test('the longest accepted values still fit one page without overlapping text', async ({
    assert,
  }) => {
    const sale = await longestSale()
    for (const query of ['', '?lang=vi']) {
      const pages = await pdfPages(await certificate(sale.warrantyCode, query))
      assert.lengthOf(pages, 1, `one page ${query}`)
      assert.deepEqual(overlappingItems(pages[0]), [], `no overlaps ${query}`)
      const stamp = pages[0].filter((item) => item.rotated).map((item) => item.text)
      assert.deepEqual(stamp, [query ? 'ĐÃ HỦY' : 'VOID'])
      // Long values are shortened inside their box, visibly.
      assert.isTrue(pages[0].some((item) => item.text.endsWith('…')))
    }
  })

  test(
    'the footer prints whole, the claims contact included, with a long brand, phone and address: {$self}'
  )
    .with(['en', 'vi'] as const)
    .run(async ({ assert, cleanup }, locale) => {
      // A brand's own long values (BRAND_NAME, CONTACT_PHONE, APP_URL), with the longest record.
      const saved = { brand: site.brand, phone: site.contact.phone }
      cleanup(() => {
        site.brand = saved.brand
        site.contact.phone = saved.phone
      })
      site.brand = 'Công Ty TNHH Phim Cách Nhiệt Ô Tô Kim Cương Đại Việt Toàn Quốc'
      site.contact.phone = '+84 (028) 3823 4567 / 0909 123 456'
      const baseUrl = 'https://bao-hanh.phim-cach-nhiet-kim-cuong-dai-viet-toan-quoc.com.vn'
      const sale = await longestSale()
      const owner = {
        issuedOn: '2026-01-15',
        printedOn: '2026-11-30',
        firstPrintedOn: '2026-01-16',
        reissuedOn: '2026-09-01',
      }
      const code = formatWarrantyCode(sale.warrantyCode)
      const footer = i18nManager.locale(locale).t('certificate.footer', {
        url: verificationUrl(code, locale, baseUrl).split('?')[0],
        brand: site.brand,
        phone: site.contact.phone,
      })
      for (const copy of [{}, { owner }]) {
        const { stream } = await renderCertificate((await findByCode(sale.warrantyCode))!, locale, {
          baseUrl,
          ...copy,
        })
        const pages = await pdfPages(await buffer(stream))
        const name = `${locale} ${'owner' in copy ? 'owner' : 'public'}`
        assert.lengthOf(pages, 1, name)
        assert.deepEqual(overlappingItems(pages[0]), [], name)
        const lines = pages[0].map((item) => item.text).join(' ')
        assert.include(lines.replace(/\s+/g, ' '), footer, name)
      }
    })

  test('opened from the Vietnamese page, it is printed in Vietnamese', async ({ assert }) => {
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, {
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'rear_sides', product: films.dark },
      ],
    })
    const text = await pdfText(await certificate(sale.warrantyCode, '?lang=vi'))
    assert.include(text, 'Giấy chứng nhận bảo hành điện tử')
    assert.include(text, 'Kính lái')
    assert.include(text, 'Kính sườn sau')
    assert.include(text, 'CÒN HIỆU LỰC')
    assert.match(text, /Có hiệu lực đến \d{1,2} thg \d{1,2}, \d{4}/)
    assert.notInclude(text, 'Windshield')
  })
})
