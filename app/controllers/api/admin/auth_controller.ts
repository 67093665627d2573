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
import { requestI18n } from '#http/request_locale'
import { consumeSignIn, signInFailureKey, signInFailures, type Throttled } from '#http/rate_limits'

function tooManyAttempts(ctx: HttpContext, throttled: Throttled) {
  const seconds = throttled.response.availableIn
  return ctx.response
    .header('Retry-After', String(seconds))
    .status(429)
    .send({ message: requestI18n(ctx).t('admin.auth.tooManyAttempts', { seconds }) })
}

export default class AuthController {
  /**
   * Every attempt counts against the client's and the global quota before
   * any password is hashed; failures also count per username and client.
   */
  async login(ctx: HttpContext) {
    const { request } = ctx
    const { username, password } = await request.validateUsing(loginValidator)
    const limited = await consumeSignIn(ctx)
    if (limited) return tooManyAttempts(ctx, limited)
    const [throttled, result] = await signInFailures.penalize(signInFailureKey(ctx, username), () =>
      AuthService.attempt(username, password)
    )
    if (throttled) return tooManyAttempts(ctx, throttled)
    const body: LoginResponseDto = {
      token: result.token,
      expiresAt: result.expiresAt,
      user: serializeSessionUser(result.user),
    }
    return body
  }

  async logout(ctx: HttpContext) {
    await AuthService.revokeCurrent(ctx.auth.getUserOrFail())
    return { message: requestI18n(ctx).t('admin.auth.signedOut') }
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
    return { message: requestI18n(ctx).t('admin.auth.passwordChanged') }
  }
}
