import type { HttpContext } from '@adonisjs/core/http'
import { newChallenge } from '#http/proof_of_work'
import { consumeChallenge } from '#http/rate_limits'
import { problem, statusAndMessage } from '#exceptions/error_mapping'
import { requestI18n } from '#http/request_locale'

export default class ChallengeController {
  /**
   * `GET /altcha/challenge`: a proof-of-work challenge for the widget, asked
   * for when a sign-in or a lookup answered `challengeRequired`. Public and
   * cheap, limited per client; never stored by anyone.
   */
  async show(ctx: HttpContext) {
    const { response } = ctx
    response.header('Cache-Control', 'no-store')
    const throttled = await consumeChallenge(ctx)
    if (throttled) {
      const { status, message } = statusAndMessage(throttled)
      response.header('Retry-After', String(throttled.response.availableIn))
      return response.status(status).send(problem(throttled, message, status, requestI18n(ctx)))
    }
    return newChallenge()
  }
}
