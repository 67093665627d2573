import type { FormRulesRecord } from '@mantine/form'
import { SALE_LIMITS, type SaleDetailDto, type SaleInput, type SaleItemInput } from '#dtos/sale'
import type { ResourceFormConfig } from '~/components/admin/resource/types'
import {
  all,
  email,
  integerBetween,
  matches,
  maxLength,
  minLength,
  numberOrNull,
  orNull,
  phone,
  REQUIRED,
  required,
} from '~/components/admin/forms/rules'
import { SaleFields } from '~/components/admin/sales/sale_fields'
import { todayIso } from '~/components/admin/sales/sale_format'
import {
  EARLIEST_INSTALLATION,
  newItem,
  type SaleItemValues,
  type SaleValues,
} from '~/components/admin/sales/sale_values'

const PLATE = /^[A-Za-z0-9][A-Za-z0-9 .-]*$/
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/
const VIN_MESSAGE = 'A VIN has 17 letters and digits, without I, O or Q.'
const DUPLICATE_WINDOW = 'This window is already listed.'

function initialValues(sale: SaleDetailDto | null): SaleValues {
  return {
    dealerId: sale?.dealer.id ?? null,
    customerName: sale?.customerName ?? '',
    customerPhone: sale?.customerPhone ?? '',
    customerEmail: sale?.customerEmail ?? '',
    plateNumber: sale?.plateNumber ?? '',
    vehicleMake: sale?.vehicle.make ?? '',
    vehicleModel: sale?.vehicle.model ?? '',
    vehicleYear: sale?.vehicle.year ?? '',
    vin: sale?.vin ?? '',
    installedAt: sale?.installedAt ?? todayIso(),
    notes: sale?.notes ?? '',
    items: sale
      ? sale.items.map((item) => ({
          key: String(item.id),
          position: item.position,
          productId: item.product.id,
        }))
      : [newItem()],
  }
}

function installedAtRule(value: string | null) {
  if (!value) return REQUIRED
  if (value > todayIso()) return 'The installation date cannot be in the future.'
  if (value < EARLIEST_INSTALLATION) return 'The installation date is too far in the past.'
  return null
}

/** The row index inside a list path such as `items.2.position`. */
function rowIndex(path: string) {
  return Number(path.split('.').at(-2))
}

function rules(isAdmin: boolean): FormRulesRecord<SaleValues> {
  const nextYear = new Date().getFullYear() + 1
  return {
    dealerId: (value) => (isAdmin && value === null ? REQUIRED : null),
    customerName: all(required, minLength(2), maxLength(SALE_LIMITS.customerNameMax)),
    customerPhone: all(required, phone),
    customerEmail: email,
    plateNumber: all(
      required,
      maxLength(SALE_LIMITS.plateNumberMax),
      matches(PLATE, 'Use letters, digits, spaces and dashes only.')
    ),
    vehicleMake: all(required, maxLength(SALE_LIMITS.vehicleMakeMax)),
    vehicleModel: all(required, maxLength(SALE_LIMITS.vehicleModelMax)),
    vehicleYear: integerBetween(SALE_LIMITS.vehicleYearMin, nextYear),
    vin: matches(VIN, VIN_MESSAGE, (text) => text.toUpperCase()),
    installedAt: installedAtRule,
    notes: maxLength(SALE_LIMITS.notesMax),
    items: {
      position: (value, values, path) => {
        if (!value) return 'Choose a window.'
        const earlier = values.items.slice(0, rowIndex(path))
        return earlier.some((item) => item.position === value) ? DUPLICATE_WINDOW : null
      },
      productId: (value) => (value === null ? 'Choose a film.' : null),
    },
  }
}

function toItems(items: SaleItemValues[]): SaleItemInput[] {
  return items.flatMap(({ position, productId }) =>
    position && productId !== null ? [{ position, productId }] : []
  )
}

function toInput(values: SaleValues, isAdmin: boolean): SaleInput {
  return {
    // Staff never send a dealer: the server uses theirs.
    dealerId: isAdmin && values.dealerId !== null ? values.dealerId : undefined,
    customerName: values.customerName.trim(),
    customerPhone: values.customerPhone.trim(),
    customerEmail: orNull(values.customerEmail),
    plateNumber: values.plateNumber.trim(),
    vehicleMake: values.vehicleMake.trim(),
    vehicleModel: values.vehicleModel.trim(),
    vehicleYear: numberOrNull(values.vehicleYear),
    vin: orNull(values.vin.toUpperCase()),
    installedAt: values.installedAt ?? '',
    notes: orNull(values.notes),
    items: toItems(values.items),
  }
}

/**
 * The sale form of the create page and of the edit dialog. Admins choose the
 * dealer; for staff the server forces their own, so the field is not shown.
 */
export function saleFormConfig(
  isAdmin: boolean
): ResourceFormConfig<SaleDetailDto, SaleValues, SaleInput> {
  return {
    initialValues,
    rules: () => rules(isAdmin),
    toInput: (values) => toInput(values, isAdmin),
    Fields: SaleFields,
    size: 'xl',
  }
}
