/**
 * Sales (installations) and their electronic warranties as the admin API and
 * the public e-warranty page send them. Dates are `YYYY-MM-DD` strings, the
 * warranty code is always shown grouped (`WF-7K3M-9QX2`). Mutations answer
 * `MutationResult<SaleDetailDto>` (`{ message, data }`, see #dtos/dealer).
 */
import type { Locale } from './locales.js'

/** Window areas a film can be installed on, in display order. */
export const WINDOW_POSITIONS = [
  'windshield',
  'front_sides',
  'rear_sides',
  'rear_windshield',
  'sunroof',
  'other',
] as const
export type WindowPosition = (typeof WINDOW_POSITIONS)[number]

export const WINDOW_POSITION_LABELS: Record<WindowPosition, string> = {
  windshield: 'Windshield',
  front_sides: 'Front sides',
  rear_sides: 'Rear sides',
  rear_windshield: 'Rear windshield',
  sunroof: 'Sunroof',
  other: 'Other',
}

/** `{ value, label }` pairs ready for a select. */
export const WINDOW_POSITION_OPTIONS = WINDOW_POSITIONS.map((value) => ({
  value,
  label: WINDOW_POSITION_LABELS[value],
}))

/** What a sale row stores: `expired` is never stored, it is computed from the dates. */
export const SALE_RECORD_STATUSES = ['active', 'void'] as const
export type SaleRecordStatus = (typeof SALE_RECORD_STATUSES)[number]

/** The warranty status users see and filter on. */
export const SALE_STATUSES = ['active', 'expired', 'void'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]

export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  void: 'Void',
}

/** Badge colours shared by the admin list and the public result card. */
export const SALE_STATUS_COLORS: Record<SaleStatus, string> = {
  active: 'green',
  expired: 'gray',
  void: 'red',
}

/** Limits the validator enforces, for client checks that mirror the server. */
export const SALE_LIMITS = {
  customerNameMax: 120,
  customerPhoneMinDigits: 8,
  customerPhoneMaxDigits: 15,
  plateNumberMax: 20,
  vehicleMakeMax: 60,
  vehicleModelMax: 60,
  vehicleYearMin: 1950,
  vinLength: 17,
  notesMax: 2000,
  voidReasonMin: 3,
  voidReasonMax: 500,
  /** The reasons for fitting a film below the VLT minimum, and for a transfer. */
  reasonMin: 3,
  reasonMax: 500,
} as const

export type SaleVehicleDto = { make: string; model: string; year: number | null }

export type SaleListItemDto = {
  id: number
  /** Grouped, e.g. `WF-7K3M-9QX2`. */
  warrantyCode: string
  installedAt: string
  /** The latest item expiry: the warranty is active up to and including this day. */
  expiresAt: string
  customerName: string
  customerPhone: string
  plateNumber: string
  vehicle: SaleVehicleDto
  dealer: { id: number; name: string }
  /** Product names, one per distinct film, in window order. */
  films: string[]
  itemsCount: number
  status: SaleStatus
  createdAt: string
}

export type SaleItemDto = {
  id: number
  position: WindowPosition
  positionLabel: string
  product: { id: number; sku: string; name: string; vlt: number; warrantyYears: number }
  warrantyExpiresAt: string
  /** Days until the item's expiry (0 on the expiry day, negative once expired). */
  daysLeft: number
  /** The local VLT minimum (%) the film was below when saved (#domain/legal_tint); null when legal. */
  belowVltMinimum: number | null
}

/** One previous owner: the warranty passed from them to the next on `transferredOn`. */
export type SaleTransferDto = {
  id: number
  previousCustomerName: string
  previousCustomerPhone: string
  newCustomerName: string
  newCustomerPhone: string
  transferredOn: string
  reason: string
  createdBy: { id: number; username: string } | null
  createdAt: string
}

/**
 * Whether the signed-in user may transfer the warranty now (admins, or staff
 * of its dealer; not once void) and the films whose terms forbid it (then
 * the API refuses the transfer with a 422).
 */
export type SaleTransferPermissionDto = { allowed: boolean; notTransferable: string[] }

export type SaleDetailDto = Omit<SaleListItemDto, 'dealer'> & {
  dealer: { id: number; name: string; phone: string }
  customerEmail: string | null
  vin: string | null
  notes: string | null
  voidReason: string | null
  voidedAt: string | null
  voidedBy: { id: number; username: string } | null
  createdBy: { id: number; username: string }
  /** Who last changed the sale after registering it (edit or void), and when (`updatedAt`). */
  updatedBy: { id: number; username: string } | null
  items: SaleItemDto[]
  /** Why films below the local VLT minimum were fitted anyway; null when none is. */
  belowMinimumReason: string | null
  /** Previous owners, oldest first. */
  transfers: SaleTransferDto[]
  transfer: SaleTransferPermissionDto
  /** Public URL of the PDF certificate (`/e-warranty/<code>/certificate.pdf`). */
  certificateUrl: string
  /** The owner's certificate, printed from the admin (`/admin/sales/<id>/certificate.pdf`). */
  ownerCertificateUrl: string
  /** When the owner's certificate was first printed (later prints are reprints); null until then. */
  certificatePrintedAt: string | null
  handover: SaleHandoverDto
  updatedAt: string
  permissions: SalePermissionsDto
}

/**
 * What staff hand the customer once a sale is registered, in each language:
 * the lookup link (shown as a QR code on screen) and the message the share
 * buttons send (WhatsApp, SMS, e-mail) with the code and that link.
 */
export type SaleHandoverDto = Record<Locale, { link: string; subject: string; text: string }>

/**
 * What the signed-in user may do with this sale (the server enforces the
 * same rules): admins edit and void any sale that is not void; staff edit a
 * sale they registered until `editUntil` (an ISO instant), then no longer.
 */
export type SalePermissionsDto = { edit: boolean; void: boolean; editUntil: string | null }

export type SaleItemInput = { position: WindowPosition; productId: number }

/**
 * Body of `POST /api/admin/sales` and `PUT /api/admin/sales/:id`. `dealerId` is
 * required for admins and ignored for staff (their own dealer, or the sale's,
 * is used). `installedAt` is `YYYY-MM-DD` or typed in the configured order
 * (`DATE_ORDER`, day-first by default: `22/11/2026`); not in the future, and
 * more than 2 years back only with `confirmOldInstallation: true` from an
 * admin. Phones may be typed the national way; positions are distinct.
 */
export type SaleInput = {
  dealerId?: number
  customerName: string
  customerPhone: string
  customerEmail?: string | null
  plateNumber: string
  vehicleMake: string
  vehicleModel: string
  vehicleYear?: number | null
  vin?: string | null
  installedAt: string
  /** Admins only: "this installation date years back is right". */
  confirmOldInstallation?: boolean
  notes?: string | null
  items: SaleItemInput[]
  /**
   * Required (`true`, with a reason) when a film is below the local VLT
   * minimum for its window (#domain/legal_tint); on an edit, only for rows
   * whose window or film changed.
   */
  confirmBelowMinimum?: boolean
  belowMinimumReason?: string | null
}

/**
 * Body of `POST /api/admin/sales/:id/transfer`: the new owner (same rules as
 * the sale's customer), the day of the transfer (typed like the installation
 * date; not before it, not in the future) and why.
 */
export type SaleTransferInput = {
  customerName: string
  customerPhone: string
  transferredOn: string
  transferReason: string
}

/** Body of `POST /api/admin/sales/:id/void`. */
export type SaleVoidInput = { reason: string }

/** Sortable columns and filters of `GET /api/admin/sales` (and `/sales/export.csv`). */
export const SALE_SORTS = [
  'warrantyCode',
  'installedAt',
  'expiresAt',
  'customerName',
  'plateNumber',
  'vehicleMake',
  'createdAt',
] as const
export type SaleSort = (typeof SALE_SORTS)[number]
export type SaleFilters = {
  /** Admins only; ignored for staff. */
  dealerId?: number
  productId?: number
  status?: SaleStatus
  installedFrom?: string
  installedTo?: string
}

/** One warranty on the public page: personal data masked. */
export type WarrantyLookupItemDto = {
  position: WindowPosition
  positionLabel: string
  filmName: string
  vlt: number
  expiresAt: string
  daysLeft: number
}

export type WarrantyLookupResultDto = {
  warrantyCode: string
  status: SaleStatus
  /**
   * The day the warranty was voided (`YYYY-MM-DD`), null unless void. The
   * reason is the admin's internal note and never leaves the back office.
   */
  voidedOn: string | null
  vehicle: SaleVehicleDto
  /** e.g. `•••• 234` — only the last 3 characters are shown. */
  plateMasked: string
  /** e.g. `A••• B•••`. */
  customerMasked: string
  installedAt: string
  expiresAt: string
  dealer: { name: string; phone: string }
  items: WarrantyLookupItemDto[]
  certificateUrl: string
  /** How many claims its owner filed (the result offers "See my claims" when any). */
  claimCount: number
}

export const WARRANTY_LOOKUP_MODES = ['code', 'plate'] as const
export type WarrantyLookupMode = (typeof WARRANTY_LOOKUP_MODES)[number]
export type WarrantyLookupField = 'code' | 'plate' | 'phone4'

/** The last 4 digits of the customer's phone, as the lookup form asks for them. */
export const PHONE4_PATTERN = /^\d{4}$/

/**
 * What the lookup form says about a field: the server's validator and the
 * form's own check before sending use the same words.
 */
export const WARRANTY_LOOKUP_MESSAGES = {
  'code.required': 'Enter your warranty code.',
  'plate.required': 'Enter the plate number.',
  'plate.regex': 'Use letters, digits, spaces and dashes only.',
  'phone4.required': 'Enter the last 4 digits of the phone number.',
  'phone4.regex': 'Enter exactly 4 digits.',
} as const

/** Props of the `public/e_warranty` page. */
export type EWarrantyPageProps = {
  mode: WarrantyLookupMode
  query: { code: string; plate: string; phone4: string }
  /** null when no search was made (or it was invalid). */
  results: WarrantyLookupResultDto[] | null
  /** Field errors of the lookup form. */
  lookupErrors: Partial<Record<WarrantyLookupField, string>>
  /**
   * Set (with status 429) when this search needs a solved proof-of-work
   * challenge first: `required` when none was sent, `failed` when the one
   * sent did not hold (wrong, expired or already used). See #http/rate_limits.
   */
  challenge: 'required' | 'failed' | null
}
