import dayjs from 'dayjs'
import type { ProductOptionDto } from '#dtos/product'
import type { SaleVehicleDto } from '#dtos/sale'

/** Dates travel as `YYYY-MM-DD`; dayjs reads them as local calendar days, never shifted by a zone. */
export const DATE_FORMAT = 'D MMM YYYY'

export function formatDate(value: string | null | undefined) {
  return value ? dayjs(value).format(DATE_FORMAT) : '—'
}

export function formatDateTime(value: string | null | undefined) {
  return value ? dayjs(value).format(`${DATE_FORMAT}, HH:mm`) : '—'
}

export function todayIso() {
  return dayjs().format('YYYY-MM-DD')
}

/** The same rule as the server: the installation day plus the film's warranty years. */
export function expiryOf(installedAt: string, warrantyYears: number) {
  return dayjs(installedAt).add(warrantyYears, 'year').format('YYYY-MM-DD')
}

export function formatYears(years: number) {
  return `${years} ${years === 1 ? 'year' : 'years'}`
}

/** "in 1,826 days", "today", "expired 3 days ago". */
export function formatDaysLeft(daysLeft: number) {
  if (daysLeft === 0) return 'Expires today'
  const count = Math.abs(daysLeft).toLocaleString('en')
  const unit = Math.abs(daysLeft) === 1 ? 'day' : 'days'
  return daysLeft > 0 ? `${count} ${unit} left` : `Expired ${count} ${unit} ago`
}

export function formatVehicle(vehicle: SaleVehicleDto) {
  return [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ')
}

/** What a film select shows once chosen: name, VLT and warranty term. */
export function productLabel(product: Pick<ProductOptionDto, 'name' | 'vlt' | 'warrantyYears'>) {
  return `${product.name} · VLT ${product.vlt}% · ${formatYears(product.warrantyYears)}`
}
