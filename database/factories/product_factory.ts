import factory from '@adonisjs/lucid/factories'
import Product from '#models/product'

let sequence = 0

export const ProductFactory = factory
  .define(Product, ({ faker }) => {
    sequence += 1
    return {
      sku: `TST-${String(sequence).padStart(4, '0')}-${faker.string.alphanumeric(4).toUpperCase()}`,
      name: `Test Ceramic ${faker.number.int({ min: 5, max: 70 })}`,
      series: 'Test Series',
      type: 'ceramic' as const,
      vlt: faker.number.int({ min: 5, max: 70 }),
      irRejection: faker.number.int({ min: 50, max: 99 }),
      uvRejection: 99,
      tser: faker.number.int({ min: 40, max: 70 }),
      warrantyYears: 5,
      description: null,
      status: 'active' as const,
    }
  })
  .state('discontinued', (product) => {
    product.status = 'discontinued'
  })
  .build()
