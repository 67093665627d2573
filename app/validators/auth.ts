import vine from '@vinejs/vine'
import {
  newPassword,
  passwordConfirmation,
  passwordInput,
  serverChecked,
  text,
} from '#validators/text'
import { withMessages } from '#validators/rules'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { LOCALES } from '#dtos/locales'

export const loginValidator = vine.compile(
  vine.object({
    username: text()
      .toLowerCase()
      .maxLength(64)
      .meta(serverChecked('With `password`, the credentials of an active user.')),
    password: passwordInput().meta(
      serverChecked('With `username`, the credentials of an active user.')
    ),
  })
)

/** `meta.username` is the signed-in user's: the new password must not be it. */
export const changeMyPasswordValidator = vine.withMetaData<{ username: string }>().compile(
  vine.object({
    currentPassword: passwordInput().meta(
      serverChecked('The signed-in user’s password; the new one must differ from it.')
    ),
    password: newPassword(),
    passwordConfirmation: passwordConfirmation(),
  })
)

loginValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.login)
changeMyPasswordValidator.messagesProvider = withMessages(REQUIRED_MESSAGES.passwordChange)

/** The signed-in user's own settings: their interface language. */
export const updateMyProfileValidator = vine.compile(
  vine.object({
    locale: vine.enum(LOCALES),
  })
)
