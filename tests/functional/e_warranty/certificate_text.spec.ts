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
import { overlappingItems, pdfPages, pdfText } from '#tests/helpers/pdf'

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

  test('prints emoji and scripts the fonts lack as a visible replacement mark', async ({
    assert,
  }) => {
    const { staff } = await salesWorld()
    const film = await ProductFactory.merge({ name: 'Phim 😀 中文 Ω' }).create()
    const sale = await registerSale(staff.user, film)
    const text = await pdfText(await certificate(sale.warrantyCode))
    assert.include(text, 'Phim \uFFFD \uFFFD\uFFFD Ω')
  })

  test('the longest accepted values still fit one page without overlapping text', async ({
    assert,
  }) => {
    const { admin, staff } = await salesWorld()
    await Dealer.query()
      .where('id', staff.user.dealerId!)
      .update({ name: longest(120), phone: '+60123456789' })
    const films = await ProductFactory.merge(
      WINDOW_POSITIONS.map((_, index) => ({ name: longest(119) + index }))
    ).createMany(WINDOW_POSITIONS.length)
    const sale = await registerSale(staff.user, films[0], {
      customerName: longest(SALE_LIMITS.customerNameMax, 'W'),
      vehicleMake: longest(SALE_LIMITS.vehicleMakeMax),
      vehicleModel: longest(SALE_LIMITS.vehicleModelMax),
      vehicleYear: 2024,
      plateNumber: 'WWW 9999 WWW 9999',
      items: WINDOW_POSITIONS.map((position, index) => ({ position, product: films[index] })),
    })
    await SalesService.void(admin.user, sale, 'Duplicate registration')

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
