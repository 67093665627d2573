import { SALE_LIMITS, type SaleDetailDto, type SaleInput, type SaleItemInput } from '#dtos/sale'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { installationDateProblem } from '#domain/installation_date'
import { formatPhone } from '#domain/phones'
import { formatTypedDate, parseTypedDate } from '#domain/typed_date'
import { todayIso } from '#domain/warranty_status'
import type { FormMode, ResourceFormConfig } from '~/components/admin/resource/types'
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
  required,
  type CheckRules,
  problem,
} from '~/components/admin/forms/rules'
import { SaleFields } from '~/components/admin/sales/sale_fields'
import {
  installedDay,
  newItem,
  type SaleItemValues,
  type SaleValues,
} from '~/components/admin/sales/sale_values'
import { currentLocale } from '~/shared/locale'

const PLATE = /^[A-Za-z0-9][A-Za-z0-9 .-]*$/
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/
const VIN_MESSAGE = 'A VIN has 17 letters and digits, without I, O or Q.'
const DUPLICATE_WINDOW = 'This window is already listed.'
const MESSAGES = REQUIRED_MESSAGES.sale

function initialValues(sale: SaleDetailDto | null): SaleValues {
  const { country, dateOrder } = currentLocale()
  return {
    dealerId: sale?.dealer.id ?? null,
    customerName: sale?.customerName ?? '',
    customerPhone: sale ? formatPhone(sale.customerPhone, country) : '',
    customerEmail: sale?.customerEmail ?? '',
    plateNumber: sale?.plateNumber ?? '',
    vehicleMake: sale?.vehicle.make ?? '',
    vehicleModel: sale?.vehicle.model ?? '',
    vehicleYear: sale?.vehicle.year ?? '',
    vin: sale?.vin ?? '',
    installedAt: formatTypedDate(sale?.installedAt ?? todayIso(), dateOrder),
    confirmOldInstallation: false,
    notes: sale?.notes ?? '',
    items: sale
      ? sale.items.map((item) => ({
          key: String(item.id),
          position: item.position,
          productId: item.product.id,
        }))
      : [newItem()],
    belowMinimumRows: 0,
    confirmBelowMinimum: false,
    belowMinimumReason: '',
  }
}

/** The same reading and rule as the server (#domain/typed_date, #domain/installation_date). */
function installedAtRule(isAdmin: boolean, saved: string | null) {
  return (text: string, values: SaleValues) => {
    if (!text.trim()) return problem('required', MESSAGES.installedAt)
    const date = parseTypedDate(text, currentLocale().dateOrder, todayIso())
    if (!date.ok) return problem(date.rule, date.message, date.values)
    const found = installationDateProblem(date.iso, {
      today: todayIso(),
      confirmed: values.confirmOldInstallation,
      canConfirm: isAdmin,
      saved,
    })
    return found ? problem('installationDate', found) : null
  }
}

/** The row index inside a list path such as `items.2.position`. */
function rowIndex(path: string) {
  return Number(path.split('.').at(-2))
}

function rules(isAdmin: boolean, sale: SaleDetailDto | null): CheckRules<SaleValues> {
  const nextYear = new Date().getFullYear() + 1
  return {
    dealerId: (value) =>
      isAdmin && value === null ? problem('required', MESSAGES.dealerId) : null,
    customerName: all(
      required(MESSAGES.customerName),
      minLength(2),
      maxLength(SALE_LIMITS.customerNameMax)
    ),
    customerPhone: all(required(MESSAGES.customerPhone), phone),
    customerEmail: email,
    plateNumber: all(
      required(MESSAGES.plateNumber),
      maxLength(SALE_LIMITS.plateNumberMax),
      matches(PLATE, 'Use letters, digits, spaces and dashes only.')
    ),
    vehicleMake: all(required(MESSAGES.vehicleMake), maxLength(SALE_LIMITS.vehicleMakeMax)),
    vehicleModel: all(required(MESSAGES.vehicleModel), maxLength(SALE_LIMITS.vehicleModelMax)),
    vehicleYear: integerBetween(SALE_LIMITS.vehicleYearMin, nextYear),
    vin: matches(VIN, VIN_MESSAGE, (text) => text.toUpperCase()),
    installedAt: installedAtRule(isAdmin, sale?.installedAt ?? null),
    notes: maxLength(SALE_LIMITS.notesMax),
    items: {
      position: (value, values, path) => {
        if (!value) return problem('required', MESSAGES.position)
        const earlier = values.items.slice(0, rowIndex(path))
        return earlier.some((item) => item.position === value)
          ? problem('distinctPosition', DUPLICATE_WINDOW)
          : null
      },
      productId: (value) => (value === null ? problem('required', MESSAGES.productId) : null),
    },
    // The same demand as the server's (#services/legal_tint_check).
    confirmBelowMinimum: (value, values) =>
      values.belowMinimumRows > 0 && !value
        ? problem('accepted', 'Tick the confirmation to save a film below the local VLT minimum.')
        : null,
    belowMinimumReason: (value, values) => {
      if (values.belowMinimumRows === 0) return null
      if (values.confirmBelowMinimum && !value.trim()) {
        return problem('required', 'Say why a film below the local VLT minimum is fitted.')
      }
      return maxLength(SALE_LIMITS.reasonMax)(value)
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
    // The day the form showed as understood; the rules have made sure there is one.
    installedAt: installedDay(values.installedAt) ?? values.installedAt,
    confirmOldInstallation: isAdmin && values.confirmOldInstallation ? true : undefined,
    notes: orNull(values.notes),
    items: toItems(values.items),
    ...(values.belowMinimumRows > 0 && {
      confirmBelowMinimum: values.confirmBelowMinimum,
      belowMinimumReason: orNull(values.belowMinimumReason),
    }),
  }
}

/**
 * The sale form of the create page and of the edit dialog. Admins choose the
 * dealer and may confirm an old installation date; for staff the server
 * keeps their own dealer, so the field is not shown.
 */
export function saleFormConfig(
  isAdmin: boolean
): ResourceFormConfig<SaleDetailDto, SaleValues, SaleInput> {
  return {
    initialValues,
    rules: (_mode: FormMode, sale: SaleDetailDto | null) => rules(isAdmin, sale),
    toInput: (values) => toInput(values, isAdmin),
    Fields: SaleFields,
    size: 'xl',
  }
}
