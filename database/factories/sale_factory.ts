import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Sale from '#models/sale'
import SaleItem from '#models/sale_item'
import { DealerFactory } from '#database/factories/dealer_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { UserFactory } from '#database/factories/user_factory'
import { generateWarrantyCode } from '#domain/warranty_code'
import { normalizePlate } from '#domain/plates'
import { malaysianMobile } from '#database/factories/phones'

/**
 * Rows straight into the tables, for tests that need sales without going
 * through the API. The caller keeps `expiresAt` in line with the items (the
 * defaults are consistent: a 5-year film installed today).
 */
export const SaleItemFactory = factory
  .define(SaleItem, () => ({
    position: 'windshield' as const,
    warrantyExpiresAt: DateTime.now().startOf('day').plus({ years: 5 }),
  }))
  .relation('product', () => ProductFactory)
  .build()

export const SaleFactory = factory
  .define(Sale, ({ faker }) => {
    const plate = `W${faker.string.alpha({ length: 2, casing: 'upper', exclude: ['I', 'O'] })} ${faker.number.int({ min: 1, max: 9999 })}`
    const installedAt = DateTime.now().startOf('day')
    return {
      warrantyCode: generateWarrantyCode(),
      customerName: faker.person.fullName(),
      customerPhone: malaysianMobile(faker),
      customerEmail: null,
      plateNumber: plate,
      plateNormalized: normalizePlate(plate),
      vehicleMake: 'Perodua',
      vehicleModel: 'Myvi',
      vehicleYear: 2022,
      vin: null,
      installedAt,
      expiresAt: installedAt.plus({ years: 5 }),
      status: 'active' as const,
      notes: null,
    }
  })
  .state('void', (sale) => {
    sale.status = 'void'
    sale.voidReason = 'Registered by mistake.'
    sale.voidedAt = DateTime.now()
  })
  .relation('dealer', () => DealerFactory)
  .relation('creator', () => UserFactory)
  .relation('items', () => SaleItemFactory)
  .build()
