import { randomId } from '@mantine/hooks'
import type { WindowPosition } from '#dtos/sale'
import { parseTypedDate } from '#domain/typed_date'
import { todayIso } from '#domain/warranty_status'
import { currentLocale } from '~/shared/locale'

/** One film row; `key` keeps React rows stable while rows are added and removed. */
export type SaleItemValues = {
  key: string
  position: WindowPosition | null
  productId: number | null
}

/** The sale form's values (create page and edit dialog). */
export type SaleValues = {
  dealerId: number | null
  customerName: string
  customerPhone: string
  customerEmail: string
  plateNumber: string
  vehicleMake: string
  vehicleModel: string
  /** NumberInput holds '' while empty. */
  vehicleYear: number | string
  vin: string
  /** As typed, in the configured order (`22/11/2026`); read by #domain/typed_date. */
  installedAt: string
  /** An admin confirms an installation date more than 2 years back. */
  confirmOldInstallation: boolean
  notes: string
  items: SaleItemValues[]
  /**
   * Rows whose film is newly below the local VLT minimum for their window
   * (#domain/legal_tint); kept up to date by the films field, which knows
   * each film's VLT. While above 0, saving needs the confirmation below.
   */
  belowMinimumRows: number
  confirmBelowMinimum: boolean
  belowMinimumReason: string
}

export function newItem(position: WindowPosition | null = null): SaleItemValues {
  return { key: randomId(), position, productId: null }
}

/** The installation day the typed text means (`YYYY-MM-DD`), or null while it means none. */
export function installedDay(text: string): string | null {
  if (!text.trim()) return null
  const date = parseTypedDate(text, currentLocale().dateOrder, todayIso())
  return date.ok ? date.iso : null
}
