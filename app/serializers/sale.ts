import { storedDateTime } from '#domain/stored_dates'
import type Sale from '#models/sale'
import type SaleItem from '#models/sale_item'
import type SaleTransfer from '#models/sale_transfer'
import { isoDate, isoDateOrNull } from '#serializers/dates'
import { formatWarrantyCode } from '#domain/warranty_code'
import { calendarDate, daysLeft, warrantyStatus } from '#domain/warranty_status'
import { maskName, maskPlate } from '#domain/masks'
import { formatPhone, phoneCountry } from '#domain/phones'
import locale from '#config/locale'
import type { LookupSale } from '#queries/warranty_lookup_query'
import type { SaleListFilm, SaleListPage, SaleListRow } from '#queries/sale_list_rows'
import {
  WINDOW_POSITIONS,
  WINDOW_POSITION_LABELS,
  type SaleDetailDto,
  type SaleHandoverDto,
  type SaleItemDto,
  type SalePermissionsDto,
  type SaleTransferDto,
  type SaleTransferPermissionDto,
  type SaleListItemDto,
  type WarrantyLookupResultDto,
} from '#dtos/sale'

const COUNTRY = phoneCountry(locale.country)

/**
 * Sales leave the server through these functions only. They expect the
 * relations of `withSaleRelations` (dealer, items.product) to be preloaded.
 */

/** Path of a sale's PDF certificate (public, so it works on any host). */
export function certificatePath(storedCode: string) {
  return `/e-warranty/${formatWarrantyCode(storedCode)}/certificate.pdf`
}

/** Path of a sale's owner's certificate (admin, the `token` cookie; see CertificatesController). */
export function ownerCertificatePath(saleId: number) {
  return `/admin/sales/${saleId}/certificate.pdf`
}

/** Items in window order (windshield first), whatever order they were saved in. */
export function sortedItems<Item extends { position: SaleItem['position'] }>(sale: {
  items: Item[]
}): Item[] {
  return [...sale.items].sort(
    (a, b) => WINDOW_POSITIONS.indexOf(a.position) - WINDOW_POSITIONS.indexOf(b.position)
  )
}

function statusOf(sale: Pick<Sale, 'status' | 'expiresAt'>, today: string) {
  return warrantyStatus({ status: sale.status, expiresAt: calendarDate(sale.expiresAt) }, today)
}

export function serializeSaleListItem(sale: Sale, today: string): SaleListItemDto {
  const items = sortedItems(sale)
  return {
    id: sale.id,
    warrantyCode: formatWarrantyCode(sale.warrantyCode),
    installedAt: calendarDate(sale.installedAt),
    expiresAt: calendarDate(sale.expiresAt),
    customerName: sale.customerName,
    customerPhone: sale.customerPhone,
    plateNumber: sale.plateNumber,
    vehicle: { make: sale.vehicleMake, model: sale.vehicleModel, year: sale.vehicleYear },
    dealer: { id: sale.dealer.id, name: sale.dealer.name },
    films: [...new Set(items.map((item) => item.product.name))],
    itemsCount: items.length,
    status: statusOf(sale, today),
    createdAt: isoDate(sale.createdAt),
  }
}

/** `serializeSaleListItem` for a plain row of `readSaleListPage` (same JSON). */
function serializeSaleListRow(
  sale: SaleListRow,
  dealer: { id: number; name: string },
  films: SaleListFilm[],
  today: string
): SaleListItemDto {
  const items = [...films].sort(
    (a, b) => WINDOW_POSITIONS.indexOf(a.position) - WINDOW_POSITIONS.indexOf(b.position)
  )
  const expiresAt = calendarDate(storedDateTime(sale.expires_at))
  return {
    id: Number(sale.id),
    warrantyCode: formatWarrantyCode(sale.warranty_code),
    installedAt: calendarDate(storedDateTime(sale.installed_at)),
    expiresAt,
    customerName: sale.customer_name,
    customerPhone: sale.customer_phone,
    plateNumber: sale.plate_number,
    vehicle: { make: sale.vehicle_make, model: sale.vehicle_model, year: sale.vehicle_year },
    dealer: { id: Number(dealer.id), name: dealer.name },
    films: [...new Set(items.map((item) => item.name))],
    itemsCount: items.length,
    status: warrantyStatus({ status: sale.status, expiresAt }, today),
    createdAt: isoDate(storedDateTime(sale.created_at)),
  }
}

/** A list page read raw (#queries/sale_list_rows), in its order. */
export function serializeSaleListPage(page: SaleListPage, today: string): SaleListItemDto[] {
  return page.sales.map((sale) =>
    serializeSaleListRow(
      sale,
      page.dealers.get(Number(sale.dealer_id))!,
      page.films.get(Number(sale.id)) ?? [],
      today
    )
  )
}

const userRef = (user: { id: number; username: string } | null | undefined) =>
  user ? { id: user.id, username: user.username } : null

function serializeItem(item: SaleItem, today: string): SaleItemDto {
  const expiresAt = calendarDate(item.warrantyExpiresAt)
  return {
    id: item.id,
    position: item.position,
    positionLabel: WINDOW_POSITION_LABELS[item.position],
    product: {
      id: item.product.id,
      sku: item.product.sku,
      name: item.product.name,
      vlt: item.product.vlt,
      warrantyYears: item.product.warrantyYears,
    },
    warrantyExpiresAt: expiresAt,
    daysLeft: daysLeft(expiresAt, today),
    belowVltMinimum: item.belowVltMinimum ?? null,
  }
}

function serializeTransfer(transfer: SaleTransfer): SaleTransferDto {
  return {
    id: transfer.id,
    previousCustomerName: transfer.previousCustomerName,
    previousCustomerPhone: transfer.previousCustomerPhone,
    newCustomerName: transfer.newCustomerName,
    newCustomerPhone: transfer.newCustomerPhone,
    transferredOn: calendarDate(transfer.transferredOn),
    reason: transfer.reason,
    createdBy: userRef(transfer.creator),
    createdAt: isoDate(transfer.createdAt),
  }
}

/**
 * Also needs `creator`, `voider`, `updater` and `transfers.creator`
 * preloaded; `permissions` and `transfer` are the viewer's, `handover` the
 * links of this request (#renderers/share_message).
 */
export function serializeSaleDetail(
  sale: Sale,
  today: string,
  permissions: SalePermissionsDto,
  handover: SaleHandoverDto,
  transfer: SaleTransferPermissionDto = { allowed: false, notTransferable: [] }
): SaleDetailDto {
  return {
    ...serializeSaleListItem(sale, today),
    dealer: { id: sale.dealer.id, name: sale.dealer.name, phone: sale.dealer.phone },
    customerEmail: sale.customerEmail,
    vin: sale.vin,
    notes: sale.notes,
    voidReason: sale.voidReason,
    voidedAt: isoDateOrNull(sale.voidedAt),
    voidedBy: userRef(sale.voider),
    createdBy: userRef(sale.creator)!,
    updatedBy: userRef(sale.updater),
    items: sortedItems(sale).map((item) => serializeItem(item, today)),
    belowMinimumReason: sale.belowMinimumReason ?? null,
    transfers: (sale.transfers ?? []).map(serializeTransfer),
    transfer,
    certificateUrl: certificatePath(sale.warrantyCode),
    ownerCertificateUrl: ownerCertificatePath(sale.id),
    certificatePrintedAt: isoDateOrNull(sale.certificatePrintedAt),
    handover,
    updatedAt: isoDate(sale.updatedAt),
    permissions,
  }
}

/** What the public page may show: no phone, no email, plate and name masked. */
/** A sale model or a row of #queries/warranty_lookup_query: the lookup reads the latter. */
export function serializeWarrantyLookup(sale: LookupSale, today: string): WarrantyLookupResultDto {
  const status = statusOf(sale, today)
  return {
    warrantyCode: formatWarrantyCode(sale.warrantyCode),
    status,
    voidedOn: status === 'void' && sale.voidedAt ? calendarDate(sale.voidedAt) : null,
    vehicle: { make: sale.vehicleMake, model: sale.vehicleModel, year: sale.vehicleYear },
    plateMasked: maskPlate(sale.plateNumber),
    customerMasked: maskName(sale.customerName),
    installedAt: calendarDate(sale.installedAt),
    expiresAt: calendarDate(sale.expiresAt),
    // Shown (and printed on the certificate) the way the customer dials it.
    dealer: { name: sale.dealer.name, phone: formatPhone(sale.dealer.phone, COUNTRY) },
    items: sortedItems(sale).map((item) => {
      const expiresAt = calendarDate(item.warrantyExpiresAt)
      return {
        position: item.position,
        positionLabel: WINDOW_POSITION_LABELS[item.position],
        filmName: item.product.name,
        vlt: item.product.vlt,
        expiresAt,
        daysLeft: daysLeft(expiresAt, today),
      }
    }),
    certificateUrl: certificatePath(sale.warrantyCode),
    claimCount: sale.claimCount ?? 0,
  }
}
