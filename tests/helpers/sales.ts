import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { generateWarrantyCode } from '#domain/warranty_code'
import type User from '#models/user'
import type Product from '#models/product'
import { ProductFactory } from '#database/factories/product_factory'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import SalesService from '#services/sales_service'
import type { SalePayload } from '#validators/sale'
import type { SaleListItemDto, WindowPosition } from '#dtos/sale'
import type { Paginated } from '#dtos/pagination'
import type { AdminApi } from '#tests/helpers/admin_api'

export const SALES_URL = '/api/admin/sales'

/** The ids of one page of the sales list, in its order: a text is a search. */
export async function listIds(api: AdminApi, query: string | Record<string, string | number>) {
  const response = await api.get(SALES_URL, typeof query === 'string' ? { search: query } : query)
  response.assertStatus(200)
  return (response.body() as Paginated<SaleListItemDto>).data.map((sale) => sale.id)
}

export function isoToday() {
  return DateTime.now().toISODate()!
}

/** An admin, two staff of two dealers, and two films (10 and 5 years). */
export async function salesWorld() {
  const admin = await createAdmin()
  const staff = await createStaff()
  const otherStaff = await createStaff()
  const [clear, dark] = await ProductFactory.merge([
    { name: 'Crystal Clear 70', vlt: 70, warrantyYears: 10 },
    { name: 'Onyx Ceramic 15', vlt: 15, warrantyYears: 5 },
  ]).createMany(2)
  return { admin, staff, otherStaff, films: { clear, dark } }
}

/** A valid body for `POST /api/admin/sales`, as the admin form sends it. */
export function saleBody(
  films: { clear: Product; dark: Product },
  overrides: Record<string, unknown> = {}
) {
  return {
    customerName: 'Ahmad Faizal bin Ismail',
    customerPhone: '+60 12-345 6789',
    customerEmail: 'faizal@example.com',
    plateNumber: 'WXY 1234',
    vehicleMake: 'Perodua',
    vehicleModel: 'Myvi',
    vehicleYear: 2022,
    installedAt: isoToday(),
    items: [
      { position: 'windshield', productId: films.clear.id },
      { position: 'front_sides', productId: films.dark.id },
    ],
    ...overrides,
  }
}

export type SaleSeed = Partial<Omit<SalePayload, 'items'>> & {
  items?: { position: WindowPosition; product: Product }[]
  dealerId?: number
}

/** Registers a sale through the service (no HTTP), as `user` would. */
export async function registerSale(user: User, product: Product, seed: SaleSeed = {}) {
  const { items, ...fields } = seed
  const payload = {
    customerName: 'Tan Wei Ming',
    customerPhone: '+60123456789',
    plateNumber: 'VBK 2391',
    vehicleMake: 'Honda',
    vehicleModel: 'City',
    installedAt: isoToday(),
    ...fields,
    items: (items ?? [{ position: 'windshield' as const, product }]).map((item) => ({
      position: item.position,
      productId: item.product.id,
    })),
  } as SalePayload
  return SalesService.create(user, payload)
}

/** `count` copies of a sale with its films, inserted in bulk with fresh codes. */
export async function manySales(count: number) {
  const world = await salesWorld()
  const sale = await registerSale(world.staff.user, world.films.clear, {
    items: [
      { position: 'windshield', product: world.films.clear },
      { position: 'rear_sides', product: world.films.dark },
    ],
  })
  const saleRow = await db.from('sales').where('id', sale.id).firstOrFail()
  const items = await db.from('sale_items').where('sale_id', sale.id)
  delete saleRow.id
  for (let start = 1; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, () => ({
      ...saleRow,
      warranty_code: generateWarrantyCode(),
    }))
    await db.table('sales').multiInsert(batch)
  }
  const ids = await db.from('sales').whereNot('id', sale.id).select('id')
  for (let start = 0; start < ids.length; start += 100) {
    const rows = ids
      .slice(start, start + 100)
      .flatMap((row) => items.map(({ id: _id, ...item }) => ({ ...item, sale_id: row.id })))
    await db.table('sale_items').multiInsert(rows)
  }
  return world
}
