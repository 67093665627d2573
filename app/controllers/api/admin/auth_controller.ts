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
import { forgetSignInMisses, recordSignInMiss, signInNeedsProof } from '#http/rate_limits'
import { checkProof, type ProofCheck } from '#http/proof_of_work'
import type { ChallengeRequiredDto } from '#dtos/proof_of_work'
import { errors as vineErrors } from '@vinejs/vine'

/** 429: this sign-in needs a solved challenge first (none was sent, or it did not hold). */
function challengeRequired(ctx: HttpContext, check: Exclude<ProofCheck, 'valid'>) {
  const message = requestI18n(ctx).t(
    check === 'missing' ? 'admin.auth.challengeRequired' : 'admin.auth.challengeFailed'
  )
  const body: ChallengeRequiredDto = {
    message,
    errors: { altcha: message },
    challengeRequired: true,
  }
  return ctx.response.status(429).send(body)
}

export default class AuthController {
  /**
   * Every attempt counts against the client's budget before any password is
   * hashed; over it, or when this username or everyone together has failed
   * too often, the attempt needs a solved challenge (still before hashing).
   * A correct password with one always signs in: no count refuses it.
   */
  async login(ctx: HttpContext) {
    const { request } = ctx
    const { username, password, altcha } = await request.validateUsing(loginValidator)
    if (await signInNeedsProof(ctx, username)) {
      const check = await checkProof(altcha)
      if (check !== 'valid') return challengeRequired(ctx, check)
    }
    let result: Awaited<ReturnType<typeof AuthService.attempt>>
    try {
      result = await AuthService.attempt(username, password)
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) await recordSignInMiss(username)
      throw error
    }
    await forgetSignInMisses(username)
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
