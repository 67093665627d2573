import type { ProductOptionDto } from '#dtos/product'
import type { SaleVehicleDto } from '#dtos/sale'
import { formatYears } from '~/lib/format'

export function formatVehicle(vehicle: SaleVehicleDto) {
  return [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ')
}

/** What a film select shows once chosen: name, VLT and warranty term. */
export function productLabel(product: Pick<ProductOptionDto, 'name' | 'vlt' | 'warrantyYears'>) {
  return `${product.name} · VLT ${product.vlt}% · ${formatYears(product.warrantyYears)}`
}
