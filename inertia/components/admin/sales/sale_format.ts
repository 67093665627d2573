import dayjs from 'dayjs'
import type { ProductOptionDto } from '#dtos/product'
import type { SaleVehicleDto } from '#dtos/sale'
import { formatYears } from '~/lib/format'

export function todayIso() {
  return dayjs().format('YYYY-MM-DD')
}

/** The same rule as the server: the installation day plus the film's warranty years. */
export function expiryOf(installedAt: string, warrantyYears: number) {
  return dayjs(installedAt).add(warrantyYears, 'year').format('YYYY-MM-DD')
}

export function formatVehicle(vehicle: SaleVehicleDto) {
  return [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ')
}

/** What a film select shows once chosen: name, VLT and warranty term. */
export function productLabel(product: Pick<ProductOptionDto, 'name' | 'vlt' | 'warrantyYears'>) {
  return `${product.name} · VLT ${product.vlt}% · ${formatYears(product.warrantyYears)}`
}
