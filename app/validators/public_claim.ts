import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { typedDate, withMessages } from '#validators/rules'
import { multilineText, recordId, serverCheck, text } from '#validators/text'
import { todayIso } from '#domain/warranty_status'
import { formatDate } from '#domain/calendar_date'
import {
  CLAIM_CONTACT_CHANNELS,
  CLAIM_LIMITS,
  CLAIM_PROBLEMS,
  ONE_TIME_CODE_PURPOSES,
} from '#dtos/claim'
import { PROOF_FIELD, PROOF_MAX_LENGTH } from '#dtos/proof_of_work'

/**
 * The owner's public requests (/api/public). Their messages are English
 * here; the owner reads them in the page's language from the owner_claims
 * catalogue (`owner_claims.errors.<field>.<rule>`, see
 * #controllers/public/owner_claims_controller).
 */
const MESSAGES = {
  'purpose.required': 'Say what the code is for.',
  'code.required': 'Enter the 6-digit code.',
  'code.regex': 'The code has 6 digits.',
  'windows.required': 'Choose the windows the problem is on.',
  'windows.array.minLength': 'Choose the windows the problem is on.',
  'problem.required': 'Choose what is wrong.',
  'noticedOn.required': 'Enter the day you first noticed it.',
  'description.required': 'Describe the problem.',
  'description.minLength': `Describe the problem in at least ${CLAIM_LIMITS.descriptionMin} characters.`,
  'contactChannel.required': 'Choose how we should contact you.',
  'contactEmail.required': 'Enter the e-mail address to write to.',
  'contactEmail.email': 'Enter a valid e-mail address.',
}

export const requestCodeValidator = vine.compile(
  vine.object({
    purpose: vine.enum(ONE_TIME_CODE_PURPOSES),
    /** A solved proof-of-work challenge, when the answer asked for one. */
    [PROOF_FIELD]: text().maxLength(PROOF_MAX_LENGTH).optional(),
  })
)
requestCodeValidator.messagesProvider = withMessages({}, MESSAGES)

export const verifyCodeValidator = vine.compile(
  vine.object({
    purpose: vine.enum(ONE_TIME_CODE_PURPOSES),
    code: text().regex(new RegExp(`^[0-9]{${CLAIM_LIMITS.codeDigits}}$`)),
  })
)
verifyCodeValidator.messagesProvider = withMessages({}, MESSAGES)

/** The day the owner first noticed it: not in the future, not before the film was fitted. */
const noticedDate = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const { installedAt } = field.meta as { installedAt: string }
    if (value > todayIso()) field.report('The day cannot be in the future.', 'future', field)
    else if (value < installedAt) {
      field.report(
        `The day cannot be before the installation (${formatDate(installedAt)}).`,
        'beforeInstallation',
        field,
        { date: installedAt }
      )
    }
  },
  {
    toJSONSchema: (schema) =>
      serverCheck(schema, "Not in the future, not before the warranty's installation date."),
  }
)

/**
 * A claim as the owner files it (multipart: `windows[]` and `photos[]`
 * repeated). The photos are checked by their bytes in
 * #services/claim_photos, not here: a validator sees only names and types
 * the browser declares.
 */
export const fileClaimValidator = vine.withMetaData<{ installedAt: string }>().compile(
  vine.object({
    windows: vine.array(recordId()).minLength(1).maxLength(20).distinct(),
    problem: vine.enum(CLAIM_PROBLEMS),
    noticedOn: typedDate().use(noticedDate()),
    description: multilineText()
      .minLength(CLAIM_LIMITS.descriptionMin)
      .maxLength(CLAIM_LIMITS.descriptionMax),
    contactChannel: vine.enum(CLAIM_CONTACT_CHANNELS),
    contactEmail: text()
      .toLowerCase()
      .maxLength(254)
      .email()
      .optional()
      .requiredWhen('contactChannel', '=', 'email'),
  })
)
fileClaimValidator.messagesProvider = withMessages({}, MESSAGES)

export type FileClaimPayload = Infer<typeof fileClaimValidator>
export type VerifyCodePayload = Infer<typeof verifyCodeValidator>
