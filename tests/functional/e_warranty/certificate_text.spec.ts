import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Dealer from '#models/dealer'
import SalesService from '#services/sales_service'
import { ProductFactory } from '#database/factories/product_factory'
import { formatWarrantyCode } from '#domain/warranty_code'
import { WINDOW_POSITIONS, SALE_LIMITS } from '#dtos/sale'
import { BASE_URL } from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { clearRateLimits } from '#tests/helpers/rate_limits'
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
  group.each.setup(async () => {
    await clearRateLimits()
    return testUtils.db().withGlobalTransaction()
  })

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
