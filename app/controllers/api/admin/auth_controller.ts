import type { HttpContext } from '@adonisjs/core/http'
import {
  changeMyPasswordValidator,
  loginValidator,
  updateMyProfileValidator,
} from '#validators/auth'
import AuthService from '#services/auth_service'
import { clientIp } from '#http/client_ip'
import { serializeSessionUser } from '#serializers/user'
import type { LoginResponseDto } from '#dtos/user'
import { consumeSignIn, signInFailureKey, signInFailures, type Throttled } from '#http/rate_limits'

function tooManyAttempts(response: HttpContext['response'], throttled: Throttled) {
  const seconds = throttled.response.availableIn
  return response
    .header('Retry-After', String(seconds))
    .status(429)
    .send({ message: `Too many sign-in attempts. Try again in ${seconds} seconds.` })
}

export default class AuthController {
  /**
   * Every attempt counts against the client's and the global quota before
   * any password is hashed; failures also count per username and client.
   */
  async login(ctx: HttpContext) {
    const { request, response } = ctx
    const { username, password } = await request.validateUsing(loginValidator)
    const limited = await consumeSignIn(ctx)
    if (limited) return tooManyAttempts(response, limited)
    const [throttled, result] = await signInFailures.penalize(signInFailureKey(ctx, username), () =>
      AuthService.attempt(username, password)
    )
    if (throttled) return tooManyAttempts(response, throttled)
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

  /** `PATCH /auth/me { locale }`: the signed-in user's language, answered with the session user. */
  async updateMe({ auth, request }: HttpContext) {
    const { locale } = await request.validateUsing(updateMyProfileValidator)
    const user = await AuthService.setLocale(auth.getUserOrFail(), locale)
    return serializeSessionUser(user)
  }

  async changePassword(ctx: HttpContext) {
    const { auth, request } = ctx
    const user = auth.getUserOrFail()
    const payload = await request.validateUsing(changeMyPasswordValidator, {
      meta: { username: user.username },
    })
    await AuthService.changeOwnPassword(
      user,
      payload.currentPassword,
      payload.password,
      clientIp(ctx)
    )
    return { message: 'Password updated. Please sign in again with your new password.' }
  }
}
