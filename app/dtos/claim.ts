/**
 * Warranty claims as the admin API and the owner's public pages send them,
 * with the constants both sides need. Dates are `YYYY-MM-DD` strings.
 */
import type { Locale } from './locales.js'
import type { WindowPosition } from './sale.js'

/**
 * submitted → in_review → approved (repair / replace on an appointment day)
 * or rejected (with a reason the owner reads) → resolved.
 */
export const CLAIM_STATUSES = [
  'submitted',
  'in_review',
  'approved',
  'rejected',
  'resolved',
] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

/** The statuses a claim may move to from each (#services/claim_service enforces it). */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: ['resolved'],
  rejected: ['resolved'],
  resolved: [],
}

/** Statuses counted as open (the dashboard's and the navigation's count). */
export const OPEN_CLAIM_STATUSES = ['submitted', 'in_review', 'approved'] as const

export const CLAIM_STATUS_COLORS: Record<ClaimStatus, string> = {
  submitted: 'blue',
  in_review: 'yellow',
  approved: 'teal',
  rejected: 'red',
  resolved: 'gray',
}

/** What is wrong with the film. */
export const CLAIM_PROBLEMS = ['bubbling', 'peeling', 'fading', 'scratches', 'other'] as const
export type ClaimProblem = (typeof CLAIM_PROBLEMS)[number]

export const CLAIM_RESOLUTIONS = ['repair', 'replace'] as const
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number]

/** How the owner wants to hear back: the phone on file, or an e-mail address. */
export const CLAIM_CONTACT_CHANNELS = ['phone', 'email'] as const
export type ClaimContactChannel = (typeof CLAIM_CONTACT_CHANNELS)[number]

export const CLAIM_EVENT_KINDS = ['filed', 'status', 'reply', 'note', 'reassigned'] as const
export type ClaimEventKind = (typeof CLAIM_EVENT_KINDS)[number]

export const ONE_TIME_CODE_PURPOSES = ['file_claim', 'view_claims'] as const
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number]

/** Limits the validators and the server enforce, for client checks that mirror them. */
export const CLAIM_LIMITS = {
  photosMax: 6,
  /** Per photo, as uploaded (before the server resizes it). */
  photoBytesMax: 12 * 1024 * 1024,
  /** The longest side a stored photo keeps. */
  photoLongestSide: 2048,
  photoTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'],
  descriptionMin: 10,
  descriptionMax: 2000,
  replyMax: 2000,
  reasonMax: 1000,
  codeDigits: 6,
  codeMinutes: 10,
  codeTries: 5,
} as const

export type ClaimEventDto = {
  id: number
  kind: ClaimEventKind
  fromStatus: ClaimStatus | null
  toStatus: ClaimStatus | null
  body: string | null
  visibleToOwner: boolean
  /** Staff name (admin API only; the owner sees the dealer's name instead). */
  author: string | null
  createdAt: string
}

export type ClaimWindowDto = {
  saleItemId: number
  position: WindowPosition
  productName: string
}

export type ClaimPhotoDto = {
  id: number
  width: number
  height: number
  /** An authorised route or a short-lived signed URL, never a public path. */
  url: string
}

/** A row of the admin claims list. */
export type ClaimListItemDto = {
  id: number
  number: string
  status: ClaimStatus
  problem: ClaimProblem
  saleId: number
  warrantyCode: string
  customerName: string
  plateNumber: string
  dealer: { id: number; name: string }
  createdAt: string
  updatedAt: string
}

/** A claim's page in the back office. */
export type ClaimDetailDto = ClaimListItemDto & {
  noticedOn: string
  description: string
  contactChannel: ClaimContactChannel
  contactEmail: string | null
  locale: Locale
  resolution: ClaimResolution | null
  appointmentOn: string | null
  rejectionReason: string | null
  resolvedAt: string | null
  windows: ClaimWindowDto[]
  photos: ClaimPhotoDto[]
  events: ClaimEventDto[]
}

/** What the owner's status page shows: no internal notes, no staff names. */
export type PublicClaimDto = {
  number: string
  status: ClaimStatus
  problem: ClaimProblem
  warrantyCode: string
  dealerName: string
  noticedOn: string
  description: string
  resolution: ClaimResolution | null
  appointmentOn: string | null
  rejectionReason: string | null
  windows: ClaimWindowDto[]
  photoCount: number
  events: Omit<ClaimEventDto, 'visibleToOwner' | 'author'>[]
  createdAt: string
}
