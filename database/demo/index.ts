import { seedDemoAccounts } from '#database/demo/accounts'

/** The order matters: staff belong to dealers, sales need dealers, products and staff. */
export async function seedDemoData() {
  await seedDemoAccounts()
}
