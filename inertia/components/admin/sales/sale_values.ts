import { randomId } from '@mantine/hooks'
import type { WindowPosition } from '#dtos/sale'

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
  installedAt: string | null
  notes: string
  items: SaleItemValues[]
}

/** The server refuses installations before this day (app/validators/sale.ts). */
export const EARLIEST_INSTALLATION = '1990-01-01'

export function newItem(position: WindowPosition | null = null): SaleItemValues {
  return { key: randomId(), position, productId: null }
}
