import type Claim from '#models/claim'
import type Sale from '#models/sale'
import type SaleItem from '#models/sale_item'
import { isoDate } from '#serializers/dates'
import { sortedItems } from '#serializers/sale'
import { formatWarrantyCode } from '#domain/warranty_code'
import { calendarDate, warrantyStatus } from '#domain/warranty_status'
import { maskPlate } from '#domain/masks'
import { phoneHint } from '#domain/claim_number'
import type { ClaimWindowDto, PublicClaimDto } from '#dtos/claim'
import type { OwnerWarrantyDto } from '#dtos/owner_claim'

/** A sale with its dealer and its films (#http/warranty_lookup findByCode). */
type OwnedSale = Sale & { items: (SaleItem & { product: { name: string } })[] }

function windowOf(item: SaleItem & { product: { name: string } }): ClaimWindowDto {
  return { saleItemId: item.id, position: item.position, productName: item.product.name }
}

/** What the owner's claim pages show of the warranty: the phone only as its last digits. */
export function serializeOwnerWarranty(
  sale: OwnedSale,
  today: string,
  claimCount: number
): OwnerWarrantyDto {
  return {
    warrantyCode: formatWarrantyCode(sale.warrantyCode),
    status: warrantyStatus({ status: sale.status, expiresAt: calendarDate(sale.expiresAt) }, today),
    vehicle: [sale.vehicleMake, sale.vehicleModel, sale.vehicleYear].filter(Boolean).join(' '),
    plateMasked: maskPlate(sale.plateNumber),
    installedAt: calendarDate(sale.installedAt),
    expiresAt: calendarDate(sale.expiresAt),
    dealerName: sale.dealer.name,
    phoneHint: phoneHint(sale.customerPhone),
    windows: sortedItems(sale).map(windowOf),
    claimCount,
  }
}

/**
 * A claim as its owner sees it: the timeline's lines meant for them (the
 * filing, status changes, the dealer's replies), never internal notes nor
 * who on the staff wrote what; how many photos, not the photos.
 * Expects `sale.dealer`, `windows.product`, the owner's `events` and
 * `$extras.photos_count` loaded (#queries/owner_claim_query).
 */
export function serializePublicClaim(claim: Claim): PublicClaimDto {
  return {
    number: claim.number,
    status: claim.status,
    problem: claim.problem,
    warrantyCode: formatWarrantyCode(claim.sale.warrantyCode),
    dealerName: claim.dealer.name,
    noticedOn: calendarDate(claim.noticedOn),
    description: claim.description,
    resolution: claim.resolution,
    appointmentOn: claim.appointmentOn ? calendarDate(claim.appointmentOn) : null,
    rejectionReason: claim.rejectionReason,
    windows: sortedItems({
      items: claim.windows as (SaleItem & { product: { name: string } })[],
    }).map(windowOf),
    photoCount: Number(claim.$extras.photos_count ?? 0),
    events: claim.events
      .filter((event) => event.visibleToOwner)
      .map((event) => ({
        id: event.id,
        kind: event.kind,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        body: event.body,
        createdAt: isoDate(event.createdAt),
      })),
    createdAt: isoDate(claim.createdAt),
  }
}
