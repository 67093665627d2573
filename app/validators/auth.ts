import vine from '@vinejs/vine'
import { newPassword, passwordConfirmation, passwordInput, text } from '#validators/text'
import { withMessages } from '#validators/rules'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { LOCALES } from '#dtos/locales'

export const loginValidator = vine.compile(
  vine.object({
    username: text().toLowerCase().maxLength(64),
    password: passwordInput(),
  })
)

/** `meta.username` is the signed-in user's: the new password must not be it. */
export const changeMyPasswordValidator = vine.withMetaData<{ username: string }>().compile(
  vine.object({
    currentPassword: passwordInput(),
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
