import type { ProductOptionDto } from '#dtos/product'
import type { SaleVehicleDto } from '#dtos/sale'
import type { Translate } from '~/shared/i18n'

export function formatVehicle(vehicle: SaleVehicleDto) {
  return [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ')
}

/** What a film select shows once chosen: name, VLT and warranty term. */
export function productLabel(
  product: Pick<ProductOptionDto, 'name' | 'vlt' | 'warrantyYears'>,
  t: Translate
) {
  const years = t('admin.list.years', { count: product.warrantyYears })
  return t('admin.saleForm.filmLabel', { name: product.name, vlt: product.vlt, years })
}
