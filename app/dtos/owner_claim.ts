/**
 * The owner's side of a claim (the public pages and /api/public): proving
 * they hold the phone on file with a one-time code, filing, and following
 * it. Shared with the client, so it imports nothing from the server.
 */
import type { SaleStatus } from './sale.js'
import type { ClaimWindowDto, OneTimeCodePurpose, PublicClaimDto } from './claim.js'

export const PUBLIC_API_PREFIX = '/api/public'

/**
 * How long a verified owner may file and read claims of that warranty
 * (the signed cookie a right code earns, scoped to that one sale).
 */
export const OWNER_PROOF_MINUTES = 30
export const OWNER_PROOF_COOKIE = 'claim_owner'

/** The multipart fields of a filing (arrays as `name[]`). */
export const CLAIM_FORM_FIELDS = {
  windows: 'windows[]',
  photos: 'photos[]',
} as const

/** What the owner's pages know of the warranty: nothing personal but the phone's last digits. */
export type OwnerWarrantyDto = {
  warrantyCode: string
  status: SaleStatus
  vehicle: string
  plateMasked: string
  installedAt: string
  expiresAt: string
  dealerName: string
  /** `•••• 4567`: where a code goes, never more of the number. */
  phoneHint: string
  /** The warranty's own films, the windows a claim may be about. */
  windows: ClaimWindowDto[]
  claimCount: number
}

/** Why a warranty takes no claim. */
export type ClaimRefusal = 'void' | 'expired'

/** `/e-warranty/:code/claim`: the code step, then the form (null: verified but refused). */
export type ClaimNewPageProps = {
  warranty: OwnerWarrantyDto
  verified: boolean
  refusal: ClaimRefusal | null
}

/** `/e-warranty/:code/claims`: the code step, then the warranty's claims. */
export type OwnerClaimsPageProps = {
  warranty: OwnerWarrantyDto
  verified: boolean
  claims: PublicClaimDto[] | null
}

/** `/e-warranty/claims/:token`: one claim by its private link. */
export type ClaimStatusPageProps = {
  claim: PublicClaimDto
}

/** `POST /api/public/warranties/:code/one-time-codes`. */
export type CodeRequestDto = { purpose: OneTimeCodePurpose; altcha?: string }
export type CodeSentDto = { sentTo: string; expiresInMinutes: number }

/** `POST /api/public/warranties/:code/one-time-codes/verify`. */
export type CodeVerifiedDto = { verified: true; validForMinutes: number }

/** `POST /api/public/warranties/:code/claims` (201). */
export type ClaimFiledDto = { number: string; statusUrl: string }

/**
 * The answer (429) to a code request that needs a solved proof-of-work
 * first, the same as a sign-in's: send the widget's solution as `altcha`.
 */
export type CodeChallengeDto = {
  message: string
  errors: { altcha: string }
  challengeRequired: true
}
