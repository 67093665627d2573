import { Exception } from '@adonisjs/core/exceptions'

/**
 * A refusal the owner reads as it is: the message is already in their
 * language (the owner_claims catalogue), so the handler quotes it
 * (`E_HTTP_EXCEPTION` is self-describing, see #exceptions/error_mapping).
 */
export default class OwnerRefusal extends Exception {
  static code = 'E_HTTP_EXCEPTION'

  constructor(
    status: 403 | 404 | 409 | 429,
    message: string,
    /** Seconds, for a 429's Retry-After. */
    readonly retryAfter?: number
  ) {
    super(message, { status, code: 'E_HTTP_EXCEPTION' })
  }
}
