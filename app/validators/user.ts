import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USER_ROLES,
  USER_SORTS,
  USER_STATUSES,
} from '#dtos/admin_user'
import { LOCALES } from '#dtos/locales'
import { listQueryValidator } from '#validators/list_query'
import { uniqueIgnoringSelf, withMessages } from '#validators/rules'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { newPassword, passwordConfirmation, recordId, text } from '#validators/text'

export const USERNAME_REGEX = /^[a-z0-9._-]+$/

/**
 * Create and update differ only in the password: required on create,
 * optional on update (given = set a new one). Optional fields left out are
 * empty on create and unchanged on update. Whether a staff user has an active
 * dealer is checked by the service, which knows the resulting role.
 */
function userSchema(passwordRequired: boolean) {
  const password = newPassword()
  return vine.object({
    username: text()
      .toLowerCase()
      .minLength(USERNAME_MIN_LENGTH)
      .maxLength(USERNAME_MAX_LENGTH)
      .regex(USERNAME_REGEX)
      .unique(uniqueIgnoringSelf('users', 'username', true)),
    fullName: text().maxLength(120).nullable().optional(),
    email: text()
      .maxLength(254)
      .email()
      .toLowerCase()
      .unique(uniqueIgnoringSelf('users', 'email', true))
      .nullable()
      .optional(),
    isAdmin: vine.boolean().optional(),
    dealerId: recordId().nullable().optional(),
    isActive: vine.boolean().optional(),
    // The user's interface language; left out: English on create, unchanged on update.
    locale: vine.enum(LOCALES).optional(),
    password: passwordRequired ? password : password.optional(),
    passwordConfirmation: passwordConfirmation().optional().requiredIfExists('password'),
  })
}

export const createUserValidator = vine.create(userSchema(true))
export const updateUserValidator = vine.withMetaData<{ id: number }>().create(userSchema(false))

export const userListValidator = listQueryValidator(USER_SORTS, {
  status: vine.enum(USER_STATUSES).optional(),
  role: vine.enum(USER_ROLES).optional(),
  dealerId: recordId().optional(),
})

createUserValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.user)
updateUserValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.user)

export type CreateUserPayload = Infer<typeof createUserValidator>
export type UpdateUserPayload = Infer<typeof updateUserValidator>
export type UserListQuery = Infer<typeof userListValidator>
