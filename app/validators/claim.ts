import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import { listQueryValidator } from '#validators/list_query'
import { typedDate, withMessages } from '#validators/rules'
import { multilineText, recordId, serverCheck } from '#validators/text'
import { todayIso } from '#domain/warranty_status'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { CLAIM_LIMITS, CLAIM_RESOLUTIONS, CLAIM_STATUSES } from '#dtos/claim'
import { CLAIM_REASON_MIN, CLAIM_SORTS, CLAIM_TARGET_STATUSES } from '#dtos/claim_office'

/** Claims' own sentences besides the required ones (#dtos/field_messages). */
export const CLAIM_MESSAGES = {
  appointmentPast: 'The appointment cannot be on a day that has passed.',
  dealerActive: 'Choose an active dealer.',
}

export const listClaimsValidator = listQueryValidator(CLAIM_SORTS, {
  status: vine.enum(CLAIM_STATUSES).optional(),
  dealerId: recordId().optional(),
  filedFrom: typedDate().optional(),
  filedTo: typedDate().optional(),
})
export type ClaimListQuery = Infer<typeof listClaimsValidator>

/** The appointment is a day to come (today included), in the server's calendar. */
const notPast = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string' && value < todayIso()) {
      field.report(CLAIM_MESSAGES.appointmentPast, 'appointmentPast', field)
    }
  },
  { toJSONSchema: (schema) => serverCheck(schema, 'Today or a later day.') }
)

/**
 * A status change (the conditions between its fields are said in the API
 * document, #renderers/openapi/operations). Which move is allowed from the claim's current status is
 * the service's check (#dtos/claim CLAIM_TRANSITIONS, 409 otherwise);
 * approving needs repair or replace and an appointment day, rejecting a
 * reason the owner reads. Any other move may carry a note for the owner.
 */
export const claimStatusValidator = vine.compile(
  vine.object({
    status: vine.enum(CLAIM_TARGET_STATUSES),
    resolution: vine.enum(CLAIM_RESOLUTIONS).optional().requiredWhen('status', '=', 'approved'),
    appointmentOn: typedDate().use(notPast()).optional().requiredWhen('status', '=', 'approved'),
    reason: multilineText()
      .minLength(CLAIM_REASON_MIN)
      .maxLength(CLAIM_LIMITS.reasonMax)
      .optional()
      .requiredWhen('status', '=', 'rejected'),
  })
)
claimStatusValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.claim)
export type ClaimStatusPayload = Infer<typeof claimStatusValidator>

/** A reply the owner reads, or an internal note: the same text either way. */
export const claimMessageValidator = vine.compile(
  vine.object({ body: multilineText().minLength(1).maxLength(CLAIM_LIMITS.replyMax) })
)
claimMessageValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.claim)

const activeDealer = vine.createRule(
  async (value, _options, field) => {
    const row = await db
      .from('dealers')
      .where('id', Number(value))
      .where('status', 'active')
      .whereNull('deleted_at')
      .first()
    if (!row) field.report(CLAIM_MESSAGES.dealerActive, 'activeDealer', field)
  },
  {
    isAsync: true,
    toJSONSchema: (schema) =>
      serverCheck(schema, 'An active dealer other than the one working the claim now.'),
  }
)

/** An admin hands a claim to another active dealer (the installing shop has closed). */
export const claimReassignValidator = vine.compile(
  vine.object({
    dealerId: recordId().use(activeDealer()),
    reason: multilineText().maxLength(CLAIM_LIMITS.reasonMax).optional(),
  })
)
claimReassignValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.claim)
export type ClaimReassignPayload = Infer<typeof claimReassignValidator>
