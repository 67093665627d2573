import vine from '@vinejs/vine'
import { PASSWORD_MAX, PASSWORD_MIN } from '#validators/rules'

export const loginValidator = vine.compile(
  vine.object({
    username: vine.string().trim().toLowerCase().maxLength(64),
    password: vine.string().maxLength(200),
  })
)

export const changeMyPasswordValidator = vine.compile(
  vine.object({
    currentPassword: vine.string().maxLength(200),
    password: vine.string().minLength(PASSWORD_MIN).maxLength(PASSWORD_MAX),
    passwordConfirmation: vine.string().sameAs('password'),
  })
)
