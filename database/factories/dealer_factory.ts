import factory from '@adonisjs/lucid/factories'
import Dealer from '#models/dealer'
import { malaysianMobile } from '#database/factories/phones'

let sequence = 0

export const DealerFactory = factory
  .define(Dealer, ({ faker }) => {
    sequence += 1
    return {
      code: `DL-T${String(sequence).padStart(4, '0')}${faker.string.alphanumeric(3).toUpperCase()}`,
      name: `${faker.company.name().slice(0, 90)} Tint`,
      contactName: faker.person.fullName(),
      phone: malaysianMobile(faker),
      email: faker.internet.email().toLowerCase(),
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      status: 'active' as const,
      notes: null,
    }
  })
  .state('inactive', (dealer) => {
    dealer.status = 'inactive'
  })
  .build()
