import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { writeFile } from 'node:fs/promises'
import SalesService from '#services/sales_service'
import { formatWarrantyCode } from '#services/warranty_code'
import { BASE_URL } from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { ProductFactory } from '#database/factories/product_factory'

test.group('tmp', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  test('pdf', async () => {
    const { admin, staff, films } = await salesWorld()
    const extra = await ProductFactory.merge({ name: 'ShieldPro Nano Ceramic IR 35 Premium Series', vlt: 35, warrantyYears: 7 }).create()
    const sale = await registerSale(staff.user, films.clear, {
      customerName: 'Ahmad Faizal bin Ismail', plateNumber: 'WXY 1234', vehicleMake: 'Perodua', vehicleModel: 'Myvi', vehicleYear: 2022,
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'front_sides', product: extra },
        { position: 'rear_sides', product: films.dark },
        { position: 'rear_windshield', product: films.dark },
      ],
    })
    const res = await fetch(`${BASE_URL}/e-warranty/${formatWarrantyCode(sale.warrantyCode)}/certificate.pdf`)
    await writeFile('/tmp/cert_active.pdf', Buffer.from(await res.arrayBuffer()))
    await SalesService.void(admin.user, sale, 'Registered twice by mistake; the installation is covered by another warranty.')
    const res2 = await fetch(`${BASE_URL}/e-warranty/${formatWarrantyCode(sale.warrantyCode)}/certificate.pdf`)
    await writeFile('/tmp/cert_void.pdf', Buffer.from(await res2.arrayBuffer()))
  })
})
