import vine from '@vinejs/vine'
import { SimpleMessagesProvider } from '@vinejs/vine'
import type { VineDbSearchOptions } from '@adonisjs/lucid/types/vine'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 72
/** Digits with an optional leading +, 8–15 digits (spaces and dashes allowed while typing). */
export const PHONE_REGEX = /^\+?[0-9][0-9 \-]{6,20}[0-9]$/

export function phoneDigits(value: string) {
  return value.replace(/\D/g, '')
}

const phoneNumberRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const digits = phoneDigits(value).length
  if (!PHONE_REGEX.test(value) || digits < 8 || digits > 15) {
    field.report(
      'Enter a phone number of 8–15 digits, optionally starting with +.',
      'phoneNumber',
      field
    )
  }
})

/** A phone number stored as typed digits only, e.g. "+60 12-345 6789" → "+60123456789". */
export function phoneNumber() {
  return vine
    .string()
    .trim()
    .use(phoneNumberRule())
    .transform((value) => `${value.startsWith('+') ? '+' : ''}${phoneDigits(value)}`)
}

/**
 * Options for Lucid's `unique` rule that ignore the record being updated: its
 * id comes as validator meta (`{ meta: { id } }`). Archived rows still count,
 * because the database's unique index covers them too.
 */
export function uniqueIgnoringSelf(
  table: string,
  column: string,
  caseInsensitive = false
): VineDbSearchOptions<string> {
  return {
    table,
    column,
    caseInsensitive,
    filter: (query, _value, field) => {
      const id: unknown = field.meta.id
      if (typeof id === 'number') query.whereNot('id', id)
    },
  }
}

/**
 * Messages that read well next to a field, for every validator of the app.
 */
vine.messagesProvider = new SimpleMessagesProvider(
  {
    'required': 'This field is required.',
    'string': 'This field must be text.',
    'number': 'This field must be a number.',
    'boolean': 'This field must be true or false.',
    'email': 'Enter a valid email address.',
    'minLength': 'This field must have at least {{ min }} characters.',
    'maxLength': 'This field must have at most {{ max }} characters.',
    'fixedLength': 'This field must have exactly {{ size }} characters.',
    'min': 'This field must be at least {{ min }}.',
    'max': 'This field must be at most {{ max }}.',
    'range': 'This field must be between {{ min }} and {{ max }}.',
    'withoutDecimals': 'This field must be a whole number.',
    'enum': 'Choose one of: {{ choices }}.',
    'in': 'Choose one of: {{ choices }}.',
    'regex': 'This field has an invalid format.',
    'database.unique': 'This value is already taken.',
    'database.exists': 'The selected value does not exist.',
    'array.minLength': 'Add at least {{ min }} item.',
    'array.distinct': 'Each value may appear only once.',
    'date': 'Enter a valid date.',
    'date.beforeOrEqual': 'The date cannot be in the future.',
    'passwordConfirmation.sameAs': 'The password confirmation does not match.',
    'passwordConfirmation.required': 'Confirm the new password.',
    'phoneNumber': 'Enter a phone number of 8–15 digits, optionally starting with +.',
    'code.regex': 'Use capital letters, digits and dashes only.',
    'code.database.unique': 'This code is already in use.',
    'sku.regex': 'Use letters, digits, dots, dashes and underscores only.',
    'sku.database.unique': 'This SKU is already in use.',
    'username.regex': 'Use 3–32 lower-case letters, digits, dots, dashes or underscores.',
    'username.database.unique': 'This username is already taken.',
    'email.database.unique': 'This email address is already in use.',
    'password.minLength': 'The password must have at least {{ min }} characters.',
    'password.maxLength': 'The password must have at most {{ max }} characters.',
  },
  {}
)
