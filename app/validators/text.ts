import vine from '@vinejs/vine'
import type { JsonSchemaModifier } from '@vinejs/vine/types'
import { newPasswordProblem } from '#domain/passwords'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, normalizePassword } from '#dtos/password'

/**
 * What every text, id and password input of the app must be, whichever
 * resource it belongs to. Validators build their text fields from these,
 * never from `vine.string()` (ESLint enforces it in app/validators), and
 * their id fields from `recordId()`, so no field can let through what the
 * databases refuse or what breaks a rule further down:
 * - ill-formed Unicode (a lone UTF-16 surrogate such as "\ud800") makes the
 *   e-mail rule throw, and cannot be stored as UTF-8;
 * - NUL is refused by PostgreSQL (a 500 mid-query, or mid-CSV-export);
 * - other control characters have no business in a name or a search.
 * Text is stored in Unicode NFC, so Vietnamese typed with combining marks
 * (NFD) is found by a search typed precomposed, and the other way round.
 */

export const TEXT_MESSAGES = {
  illFormed: 'This field contains characters that are not valid text.',
  controlSingleLine: 'This field cannot contain line breaks, tabs or other control characters.',
  controlMultiline: 'This field cannot contain control characters (line breaks and tabs are fine).',
}

/** Unicode's control characters (Cc: C0, DEL, C1); the multi-line form spares tab, LF and CR. */
const CONTROL_SINGLE_LINE = /\p{Cc}/u
const CONTROL_MULTILINE = /(?![\t\n\r])\p{Cc}/u

type TextOptions = { multiline?: boolean; normalize?: boolean; trimmed?: boolean }

/** A JSON Schema as VineJS builds it (OpenAPI 3.1 = JSON Schema 2020-12). */
export type JsonSchema = Parameters<JsonSchemaModifier<unknown>>[0]

/** Unicode's control characters (Cc), written out so the patterns read alike with or without the `u` flag. */
const CC = '\\u0000-\\u001F\\u007F-\\u009F'

/**
 * The patterns the API document gives text fields (#renderers/openapi):
 * no control characters, and for trimmed fields no leading or trailing
 * whitespace, so that `minLength` counts what is kept ("  " is not a name).
 */
export const TEXT_PATTERNS = {
  singleLine: `^(?:[^${CC}\\s](?:[^${CC}]*[^${CC}\\s])?)?$`,
  multiline: `^(?:[^${CC}\\s](?:(?:[^${CC}]|[\\t\\n\\r])*[^${CC}\\s])?)?$`,
  untrimmed: `^[^${CC}]*$`,
}

/**
 * A check JSON Schema cannot express (a record that must exist, a unique
 * value, a day relative to today): said in the field's description and
 * flagged `x-server-checks`, so a client (and the contract test) knows a
 * value valid by the schema may still get a 422 on that field.
 */
export function serverCheck(schema: JsonSchema, what: string) {
  schema.description = schema.description ? `${schema.description} ${what}` : what
  Object.assign(schema, { 'x-server-checks': true })
}

const cleanText = vine.createRule(
  (value, options: TextOptions, field) => {
    if (typeof value !== 'string') return
    if (!value.isWellFormed()) {
      field.report(TEXT_MESSAGES.illFormed, 'wellFormed', field)
      return
    }
    const [pattern, message] = options.multiline
      ? [CONTROL_MULTILINE, TEXT_MESSAGES.controlMultiline]
      : [CONTROL_SINGLE_LINE, TEXT_MESSAGES.controlSingleLine]
    if (pattern.test(value)) {
      field.report(message, 'controlCharacters', field)
      return
    }
    if (options.normalize !== false) field.mutate(value.normalize('NFC'), field)
  },
  {
    toJSONSchema(schema, options: TextOptions) {
      if (!options.trimmed) schema.pattern = TEXT_PATTERNS.untrimmed
      else schema.pattern = options.multiline ? TEXT_PATTERNS.multiline : TEXT_PATTERNS.singleLine
    },
  }
)

/** One line of text, trimmed. */
export function text() {
  return vine
    .string()
    .trim()
    .use(cleanText({ trimmed: true }))
}

/** Notes and descriptions: line breaks and tabs allowed, other controls not. */
export function multilineText() {
  return vine
    .string()
    .trim()
    .use(cleanText({ multiline: true, trimmed: true }))
}

/** Ids are PostgreSQL `integer`s: anything larger can only be a wrong id (422, not a 500). */
export const MAX_RECORD_ID = 2_147_483_647

export function recordId() {
  return vine.number().withoutDecimals().min(1).max(MAX_RECORD_ID)
}

/**
 * A password being typed to sign in or to prove who one is: checked for
 * validity only, and kept as typed so a hash made before passwords were
 * normalised still matches (see AuthService.verifyPassword).
 */
export function passwordInput() {
  return vine
    .string()
    .use(cleanText({ normalize: false }))
    .maxLength(200)
}

const strongPassword = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const parent = field.parent as { username?: unknown } | undefined
    const meta = field.meta as { username?: unknown }
    const username = [parent?.username, meta.username].find((name) => typeof name === 'string')
    const problem = newPasswordProblem(value, username as string | undefined)
    if (problem) {
      field.report(problem, 'strongPassword', field)
      return
    }
    field.mutate(normalizePassword(value), field)
  },
  {
    toJSONSchema(schema) {
      schema.minLength = PASSWORD_MIN_LENGTH
      schema.maxLength = PASSWORD_MAX_LENGTH
      serverCheck(
        schema,
        `Lengths count characters (Unicode NFC). Not the username, and not common or easy to guess: ` +
          `zxcvbn (a dictionary of common passwords, keyboard walks, repeats, dates) must score it 2 of 4 or more.`
      )
    },
  }
)

/**
 * A new password (create user, set or change a password): the length,
 * username and common-password rules of #domain/passwords, then stored in
 * NFC. The username is the sibling `username` field, else `meta.username`.
 */
export function newPassword() {
  return vine
    .string()
    .use(cleanText({ normalize: false }))
    .use(strongPassword())
}

const samePassword = vine.createRule(
  (value, _options, field) => {
    const password = (field.parent as { password?: unknown } | undefined)?.password
    if (typeof value !== 'string' || typeof password !== 'string') return
    if (normalizePassword(value) !== normalizePassword(password)) {
      field.report('The password confirmation does not match.', 'sameAs', field)
    }
  },
  {
    toJSONSchema(schema) {
      serverCheck(schema, 'The same as `password` (compared in Unicode NFC).')
    },
  }
)

/** The confirmation of `password`, compared in NFC like the password itself. */
export function passwordConfirmation() {
  return vine.string().use(samePassword())
}
