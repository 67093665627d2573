import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '#dtos/password'

/**
 * What each empty required field says, in one place for the server's
 * validators (app/validators/*) and the browser's checks (inertia/…/rules.ts):
 * what is needed, never a bare "This field is required.".
 */
export const REQUIRED_MESSAGES = {
  sale: {
    dealerId: 'Choose the dealer who installed the film.',
    customerName: "Enter the customer's name.",
    customerPhone: "Enter the customer's phone.",
    plateNumber: 'Enter the plate number.',
    vehicleMake: 'Enter the make of the car.',
    vehicleModel: 'Enter the model of the car.',
    installedAt: 'Enter the installation date.',
    items: 'Add at least one window.',
    position: 'Choose a window.',
    productId: 'Choose a film.',
    reason: 'Enter why this warranty is void.',
  },
  dealer: {
    code: 'Enter the dealer code.',
    name: "Enter the dealer's name.",
    phone: "Enter the dealer's phone.",
    status: 'Choose a status.',
  },
  product: {
    sku: 'Enter the SKU.',
    name: "Enter the film's name.",
    type: 'Choose the film type.',
    vlt: 'Enter the VLT in percent.',
    warrantyYears: 'Enter the warranty term in years.',
    status: 'Choose a status.',
  },
  user: {
    username: 'Enter a username.',
    dealerId: 'Choose the dealer this staff user works for.',
    password: 'Enter a password.',
    passwordConfirmation: 'Type the password again.',
  },
  claim: {
    status: 'Choose the new status.',
    resolution: 'Choose repair or replace.',
    appointmentOn: 'Enter the appointment day.',
    reason: 'Say why: the owner reads it.',
    body: 'Write the message.',
    dealerId: 'Choose the dealer to take over this claim.',
  },
  login: {
    username: 'Enter your username.',
    password: 'Enter your password.',
  },
  passwordChange: {
    currentPassword: 'Enter your current password.',
    password: 'Enter a new password.',
    passwordConfirmation: 'Confirm the new password.',
  },
} as const satisfies Record<string, Record<string, string>>

/** What sign-in and a password change answer on a field when they refuse. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'These credentials do not match our records.',
  inactiveAccount: 'This account is deactivated. Ask an administrator to reactivate it.',
  wrongCurrentPassword: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
} as const

/**
 * Where a field message written above (or a password rule's) is translated:
 * `validation.required.<form>.<field>`, `validation.password.<rule>` or
 * `validation.auth.<refusal>`, with the values it needs. The English text is
 * the key, so a message is as specific in every language as it is in English
 * ("Enter the dealer's name." and "Enter the film's name." are two messages,
 * though both fields are `name`). Used by the server
 * (app/exceptions/localized_problem.ts) and the forms (useCheckMessage in
 * inertia/components/admin/forms/rules.ts).
 */
export type MessageKey = { key: string; values?: Record<string, number> }

const MESSAGE_KEYS = new Map<string, MessageKey>()
for (const [form, fields] of Object.entries(REQUIRED_MESSAGES)) {
  for (const [field, message] of Object.entries(fields)) {
    // The first form wins for a shared sentence ("Choose a status."): one meaning, one translation.
    if (!MESSAGE_KEYS.has(message)) {
      MESSAGE_KEYS.set(message, { key: `validation.required.${form}.${field}` })
    }
  }
}
const PASSWORD_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }
for (const [rule, message] of Object.entries(PASSWORD_MESSAGES)) {
  MESSAGE_KEYS.set(message, { key: `validation.password.${rule}`, values: PASSWORD_VALUES })
}
for (const [refusal, message] of Object.entries(AUTH_MESSAGES)) {
  MESSAGE_KEYS.set(message, { key: `validation.auth.${refusal}` })
}

export function messageKeyOf(message: string): MessageKey | null {
  return MESSAGE_KEYS.get(message) ?? null
}
