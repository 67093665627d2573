import vine from '@vinejs/vine'
import { SimpleMessagesProvider } from '@vinejs/vine'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 72
/** Digits with an optional leading +, 8–15 digits (spaces and dashes allowed while typing). */
export const PHONE_REGEX = /^\+?[0-9][0-9 \-]{6,20}[0-9]$/

export function phoneDigits(value: string) {
  return value.replace(/\D/g, '')
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
    'password.minLength': 'The password must have at least {{ min }} characters.',
    'password.maxLength': 'The password must have at most {{ max }} characters.',
  },
  {}
)
