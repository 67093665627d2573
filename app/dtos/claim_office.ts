/**
 * The back office's view of claims (`/api/admin/claims`): what the list
 * sorts by, and a claim's page with the warranty it is about and what the
 * signed-in user may do with it. The shapes both sides share are in
 * `./claim.ts`; these are the back office's own.
 */
import type { ClaimDetailDto, ClaimStatus } from './claim.js'
import type { SaleStatus, WindowPosition } from './sale.js'

/** The list's orders: filed (the default, newest first), last activity, workflow status. */
export const CLAIM_SORTS = ['createdAt', 'updatedAt', 'status'] as const
export type ClaimSort = (typeof CLAIM_SORTS)[number]

/** The statuses a staff member or admin may set by hand (a claim is only ever filed as submitted). */
export const CLAIM_TARGET_STATUSES = ['in_review', 'approved', 'rejected', 'resolved'] as const
export type ClaimTargetStatus = (typeof CLAIM_TARGET_STATUSES)[number]

/** The shortest reason a status change carries (a rejection must have one). */
export const CLAIM_REASON_MIN = 5

/** The warranty a claim is about, as the claim's page shows it. */
export type ClaimWarrantyDto = {
  saleId: number
  warrantyCode: string
  status: SaleStatus
  customerName: string
  customerPhone: string
  plateNumber: string
  vehicle: { make: string; model: string; year: number | null }
  installedAt: string
  expiresAt: string
  /** The installing dealer (a reassigned claim is worked by another one). */
  installer: { id: number; name: string }
  /** Every film of the sale; `claimed`: a window the owner reports. */
  films: {
    saleItemId: number
    position: WindowPosition
    productName: string
    warrantyExpiresAt: string
    claimed: boolean
  }[]
  /** The warranty's changes of owner, oldest first. */
  transfers: {
    id: number
    previousCustomerName: string
    newCustomerName: string
    transferredOn: string
    reason: string
  }[]
  /** Whether the user may open the sale itself (staff of a dealer a claim was reassigned to may not). */
  saleVisible: boolean
}

/** A claim's page: the claim, its warranty, and what the user may do now. */
export type ClaimPageDto = ClaimDetailDto & {
  warranty: ClaimWarrantyDto
  permissions: {
    /** The statuses it may move to now (CLAIM_TRANSITIONS), empty once resolved. */
    nextStatuses: ClaimStatus[]
    reply: boolean
    note: boolean
    reassign: boolean
  }
}

/** `GET /api/admin/claims/open-count`: the navigation's badge (staff: their dealer's). */
export type OpenClaimsDto = { open: number }

/** `POST /api/admin/claims/:id/status`. */
export type ClaimStatusInput = {
  status: ClaimTargetStatus
  resolution?: 'repair' | 'replace'
  appointmentOn?: string
  reason?: string
}
