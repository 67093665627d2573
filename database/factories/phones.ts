import type { Faker } from '@faker-js/faker'

/**
 * A valid Malaysian mobile number in E.164, as the app stores phones. The
 * digit after the 01x prefix is 2–9: numbers such as 017-0xx xxxx are not
 * allocated, and would not format the national way.
 */
export function malaysianMobile(faker: Faker) {
  const prefix = faker.helpers.arrayElement(['2', '3', '6', '7', '9'])
  const first = faker.string.numeric({ length: 1, exclude: ['0', '1'] })
  return `+601${prefix}${first}${faker.string.numeric(6)}`
}
