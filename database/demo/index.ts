import { seedDemoAccounts } from '#database/demo/accounts'
import { seedDemoDealers } from '#database/demo/dealers'
import { seedDemoProducts } from '#database/demo/products'
import { seedDemoStaff } from '#database/demo/staff'
import { seedDemoSales } from '#database/demo/sales'

/** The order matters: staff belong to dealers, sales need dealers, products and staff. */
export async function seedDemoData() {
  await seedDemoDealers()
  await seedDemoProducts()
  await seedDemoAccounts()
  await seedDemoStaff()
  await seedDemoSales()
}
