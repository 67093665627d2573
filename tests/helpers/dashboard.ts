import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type Product from '#models/product'
import type User from '#models/user'
import { SaleFactory } from '#database/factories/sale_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { addDays } from '#domain/calendar_date'
import { todayIso } from '#domain/warranty_status'
import { adminApi } from '#tests/helpers/admin_api'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import type { DashboardDto } from '#dtos/dashboard'

export const DASHBOARD_URL = '/api/admin/dashboard'

type SaleSeed = {
  installedAt?: string
  expiresAt?: string
  products?: Product[]
  voidedAt?: DateTime
}

/**
 * A sale of `user`'s dealer written straight into the tables, on any day and
 * with any expiry (the dashboard's counters are kept by triggers, so they see
 * it like any write). Void when `voidedAt` is given.
 */
export async function dashboardSale(user: User, seed: SaleSeed = {}) {
  const installedAt = seed.installedAt ?? todayIso()
  const expiresAt = seed.expiresAt ?? addDays(installedAt, 5 * 365)
  const products = seed.products ?? []
  const positions = ['windshield', 'front_sides', 'rear_sides', 'rear_windshield'] as const
  let factory = SaleFactory.merge({
    dealerId: user.dealerId!,
    createdBy: user.id,
    installedAt: DateTime.fromISO(installedAt),
    expiresAt: DateTime.fromISO(expiresAt),
    ...(seed.voidedAt
      ? { status: 'void' as const, voidReason: 'Registered twice.', voidedAt: seed.voidedAt }
      : {}),
  })
  if (products.length) {
    factory = factory.with('items', products.length, (items) =>
      items.merge(
        products.map((product, index) => ({
          productId: product.id,
          position: positions[index],
          warrantyExpiresAt: DateTime.fromISO(expiresAt),
        }))
      )
    )
  }
  return factory.create()
}

/** `GET /api/admin/dashboard` as the token's user; must answer 200. */
export async function fetchDashboard(client: ApiClient, token: string) {
  const response = await adminApi(client, token).get(DASHBOARD_URL)
  response.assertStatus(200)
  return (response.body() as { data: DashboardDto }).data
}

/** An admin, staff of two dealers (north and south), and two films. */
export async function dashboardWorld() {
  const admin = await createAdmin()
  const north = await createStaff()
  const south = await createStaff()
  const [clear, dark] = await ProductFactory.merge([
    { name: 'Crystal Clear 70', sku: 'CC-70' },
    { name: 'Onyx Ceramic 15', sku: 'ON-15' },
  ]).createMany(2)
  return { admin, north, south, films: { clear, dark } }
}
