import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { changeMyPasswordValidator, loginValidator } from '#validators/auth'
import AuthService from '#services/auth_service'
import { serializeSessionUser } from '#serializers/user'
import type { LoginResponseDto } from '#dtos/user'

/** 5 failed tries per username and IP in a minute, then a 429. */
const loginLimiter = limiter.use({ requests: 5, duration: '1 min', blockDuration: '1 min' })

export default class AuthController {
  async login({ request, response }: HttpContext) {
    const { username, password } = await request.validateUsing(loginValidator)
    const key = `login:${username}:${request.ip()}`
    const [throttled, result] = await loginLimiter.penalize(key, () =>
      AuthService.attempt(username, password)
    )
    if (throttled) {
      const seconds = throttled.response.availableIn
      return response
        .header('Retry-After', String(seconds))
        .status(429)
        .send({ message: `Too many sign-in attempts. Try again in ${seconds} seconds.` })
    }
    const body: LoginResponseDto = {
      token: result.token,
      expiresAt: result.expiresAt,
      user: serializeSessionUser(result.user),
    }
    return body
  }

  async logout({ auth }: HttpContext) {
    await AuthService.revokeCurrent(auth.getUserOrFail())
    return { message: 'You have been signed out.' }
  }

  async me({ auth }: HttpContext) {
    return serializeSessionUser(auth.getUserOrFail())
  }

  async changePassword({ auth, request }: HttpContext) {
    const payload = await request.validateUsing(changeMyPasswordValidator)
    await AuthService.changeOwnPassword(
      auth.getUserOrFail(),
      payload.currentPassword,
      payload.password
    )
    return { message: 'Password updated. Please sign in again with your new password.' }
  }
}
