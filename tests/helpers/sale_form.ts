import type { Page } from 'playwright-core'

/**
 * Fills the New sale form with one valid sale (one window, the first film
 * whose name starts with `film`) in any interface language: fields are found
 * by their form path (Mantine's `data-path`), not by their labels.
 */
export async function fillSaleForm(page: Page, film: RegExp) {
  const field = (path: string) => page.locator(`[data-path="${path}"]`)
  await field('customerName').fill('Nguyễn Thị Hương')
  await field('customerPhone').fill('+60 12-555 0199')
  await field('customerEmail').fill('huong@example.com')
  await field('plateNumber').fill('wxy 1234')
  await field('vehicleMake').fill('Perodua')
  await field('vehicleModel').fill('Myvi')
  await field('items.0.position').click()
  await page.getByRole('option').first().click()
  await field('items.0.productId').click()
  await page.getByRole('option', { name: film }).click()
}

/** The create page of a signed-in user, once its films have loaded. */
export async function openSaleForm(page: Page) {
  const filmsLoaded = page.waitForResponse(
    (response) => response.url().includes('/api/admin/products/options'),
    { timeout: 60_000 }
  )
  // The first admin page of a run compiles the client: slow on a busy machine.
  await page.goto('/admin/sales/create', { timeout: 60_000 })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await filmsLoaded
}
