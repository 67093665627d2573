import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { DealerFactory } from '#database/factories/dealer_factory'

export const TEST_PASSWORD = 'correct-horse-battery'
let sequence = 0

export const UserFactory = factory
  .define(User, ({ faker }) => {
    sequence += 1
    return {
      username: `user${sequence}.${faker.string.alphanumeric(5).toLowerCase()}`,
      fullName: faker.person.fullName(),
      email: null,
      password: TEST_PASSWORD,
      isAdmin: false,
      isActive: true,
    }
  })
  .state('admin', (user) => {
    user.isAdmin = true
    user.dealerId = null
  })
  .state('inactive', (user) => {
    user.isActive = false
  })
  .relation('dealer', () => DealerFactory)
  .build()
