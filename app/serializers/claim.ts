import type Claim from '#models/claim'
import type ClaimEvent from '#models/claim_event'
import type User from '#models/user'
import { isoDate, isoDateOrNull } from '#serializers/dates'
import { sortedItems } from '#serializers/sale'
import { formatWarrantyCode } from '#domain/warranty_code'
import { calendarDate, todayIso, warrantyStatus } from '#domain/warranty_status'
import { WINDOW_POSITIONS } from '#dtos/sale'
import type { ClaimEventDto, ClaimListItemDto } from '#dtos/claim'
import type { ClaimPageDto } from '#dtos/claim_office'

/**
 * Claims leave the back office through these functions only. The list
 * expects `sale` and `dealer` preloaded; the page, everything
 * ClaimService.find loads.
 */

/** The authorised route a photo is served through (never a public path). */
export function claimPhotoPath(claimId: number, photoId: number) {
  return `/api/admin/claims/${claimId}/photos/${photoId}`
}

export function serializeClaimListItem(claim: Claim): ClaimListItemDto {
  return {
    id: claim.id,
    number: claim.number,
    status: claim.status,
    problem: claim.problem,
    saleId: claim.saleId,
    warrantyCode: formatWarrantyCode(claim.sale.warrantyCode),
    customerName: claim.sale.customerName,
    plateNumber: claim.sale.plateNumber,
    dealer: { id: claim.dealer.id, name: claim.dealer.name },
    createdAt: isoDate(claim.createdAt),
    updatedAt: isoDate(claim.updatedAt),
  }
}

const authorName = (user: User | null | undefined) =>
  user ? (user.fullName?.trim() ? user.fullName : user.username) : null

function serializeEvent(event: ClaimEvent): ClaimEventDto {
  return {
    id: event.id,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    body: event.body,
    visibleToOwner: Boolean(event.visibleToOwner),
    author: authorName(event.user),
    createdAt: isoDate(event.createdAt),
  }
}

export function serializeClaimPage(
  claim: Claim,
  permissions: ClaimPageDto['permissions'],
  saleVisible: boolean
): ClaimPageDto {
  const sale = claim.sale
  const claimed = new Set(claim.windows.map((item) => item.id))
  const windows = [...claim.windows].sort(
    (a, b) => WINDOW_POSITIONS.indexOf(a.position) - WINDOW_POSITIONS.indexOf(b.position)
  )
  return {
    ...serializeClaimListItem(claim),
    noticedOn: calendarDate(claim.noticedOn),
    description: claim.description,
    contactChannel: claim.contactChannel,
    contactEmail: claim.contactEmail,
    locale: claim.locale,
    resolution: claim.resolution,
    appointmentOn: claim.appointmentOn ? calendarDate(claim.appointmentOn) : null,
    rejectionReason: claim.rejectionReason,
    resolvedAt: isoDateOrNull(claim.resolvedAt),
    windows: windows.map((item) => ({
      saleItemId: item.id,
      position: item.position,
      productName: item.product.name,
    })),
    photos: claim.photos.map((photo) => ({
      id: photo.id,
      width: photo.width,
      height: photo.height,
      url: claimPhotoPath(claim.id, photo.id),
    })),
    events: claim.events.map(serializeEvent),
    warranty: {
      saleId: sale.id,
      warrantyCode: formatWarrantyCode(sale.warrantyCode),
      status: warrantyStatus(
        { status: sale.status, expiresAt: calendarDate(sale.expiresAt) },
        todayIso()
      ),
      customerName: sale.customerName,
      customerPhone: sale.customerPhone,
      plateNumber: sale.plateNumber,
      vehicle: { make: sale.vehicleMake, model: sale.vehicleModel, year: sale.vehicleYear },
      installedAt: calendarDate(sale.installedAt),
      expiresAt: calendarDate(sale.expiresAt),
      installer: { id: sale.dealer.id, name: sale.dealer.name },
      films: sortedItems(sale).map((item) => ({
        saleItemId: item.id,
        position: item.position,
        productName: item.product.name,
        warrantyExpiresAt: calendarDate(item.warrantyExpiresAt),
        claimed: claimed.has(item.id),
      })),
      transfers: sale.transfers.map((transfer) => ({
        id: transfer.id,
        previousCustomerName: transfer.previousCustomerName,
        newCustomerName: transfer.newCustomerName,
        transferredOn: calendarDate(transfer.transferredOn),
        reason: transfer.reason,
      })),
      saleVisible,
    },
    permissions,
  }
}
