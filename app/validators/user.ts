import vine from '@vinejs/vine'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USER_ROLES,
  USER_SORTS,
  USER_STATUSES,
} from '#dtos/admin_user'
import { listQueryValidator } from '#validators/list_query'
import { uniqueIgnoringSelf } from '#validators/rules'

export const USERNAME_REGEX = /^[a-z0-9._-]+$/
/** Ids are PostgreSQL integers; anything larger can only be a wrong id. */
const MAX_ID = 2_147_483_647

function dealerId() {
  return vine.number().withoutDecimals().min(1).max(MAX_ID)
}

/**
 * Create and update differ only in the password: required on create,
 * optional on update (given = set a new one). Optional fields left out are
 * empty on create and unchanged on update. Whether a staff user has an active
 * dealer is checked by the service, which knows the resulting role.
 */
function userSchema(passwordRequired: boolean) {
  const password = vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(PASSWORD_MAX_LENGTH)
  return vine.object({
    username: vine
      .string()
      .trim()
      .toLowerCase()
      .minLength(USERNAME_MIN_LENGTH)
      .maxLength(USERNAME_MAX_LENGTH)
      .regex(USERNAME_REGEX)
      .unique(uniqueIgnoringSelf('users', 'username', true)),
    fullName: vine.string().trim().maxLength(120).nullable().optional(),
    email: vine
      .string()
      .trim()
      .maxLength(254)
      .email()
      .toLowerCase()
      .unique(uniqueIgnoringSelf('users', 'email', true))
      .nullable()
      .optional(),
    isAdmin: vine.boolean().optional(),
    dealerId: dealerId().nullable().optional(),
    isActive: vine.boolean().optional(),
    password: passwordRequired ? password : password.optional(),
    passwordConfirmation: vine.string().sameAs('password').optional().requiredIfExists('password'),
  })
}

export const createUserValidator = vine.create(userSchema(true))
export const updateUserValidator = vine.withMetaData<{ id: number }>().create(userSchema(false))

export const userListValidator = listQueryValidator(USER_SORTS, {
  status: vine.enum(USER_STATUSES).optional(),
  role: vine.enum(USER_ROLES).optional(),
  dealerId: dealerId().optional(),
})
