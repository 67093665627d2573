import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import { localizeStatus, localizeValidation } from '#exceptions/localized_problem'
import ConflictException from '#exceptions/conflict_exception'

type ErrorLike = { status?: unknown; code?: unknown; message?: unknown }

const MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'This action conflicts with the current state of the record.',
  413: 'The request is too large.',
  415: 'Unsupported media type.',
  419: 'Your session has expired (CSRF token mismatch). Reload the page and try again.',
  422: 'The given data was invalid.',
  429: 'Too many attempts. Please try again later.',
  500: 'Something went wrong on our side. Please try again.',
}

/** Errors whose own message is safe and useful to show to a user. */
const SELF_DESCRIBING = new Set(['E_HTTP_EXCEPTION', 'E_TOO_MANY_REQUESTS', 'E_CONFLICT'])

export function statusAndMessage(error: unknown): { status: number; message: string } {
  const err = (error ?? {}) as ErrorLike
  let status =
    typeof err.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500
  const code = typeof err.code === 'string' ? err.code : ''

  if (code === 'E_ROW_NOT_FOUND' || code === 'E_ROUTE_NOT_FOUND') status = 404
  if (code === 'E_BAD_CSRF_TOKEN') status = 419
  if (code === 'E_UNAUTHORIZED_ACCESS') status = 401
  if (code === 'E_AUTHORIZATION_FAILURE') status = 403

  const ownMessage = typeof err.message === 'string' ? err.message : ''
  const useOwn = ownMessage && (SELF_DESCRIBING.has(code) || (status === 409 && code !== ''))
  const denial = code === 'E_AUTHORIZATION_FAILURE' ? policyMessage(error) : null
  if (denial) return { status, message: denial }
  return { status, message: useOwn ? ownMessage : (MESSAGES[status] ?? MESSAGES[500]) }
}

/** A policy that explains a refusal (`AuthorizationResponse.deny(message)`) is quoted as is. */
function policyMessage(error: unknown) {
  const message = (error as { response?: { message?: unknown } }).response?.message
  return typeof message === 'string' && message !== '' ? message : null
}

/**
 * The `{ message, errors? }` body every API error answers with, in the
 * language of `i18n` (see #http/request_locale).
 */
export function problem(error: unknown, message: string, status: number, i18n: I18n) {
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const errors: Record<string, string> = {}
    for (const item of error.messages as Parameters<typeof localizeValidation>[0][]) {
      errors[item.field] ??= localizeValidation(item, i18n)
    }
    const first = Object.values(errors)[0]
    return { message: first ?? localizeStatus(422, MESSAGES[422], i18n), errors }
  }
  // Generic status texts are translated; a specific message (a 409's reason) in its own words.
  const generic = MESSAGES[status] === message
  if (generic) return { message: localizeStatus(status, message, i18n) }
  const translation = error instanceof ConflictException ? error.translation : undefined
  if (translation && i18n.locale !== 'en' && i18n.hasMessage(translation.key)) {
    return { message: i18n.t(translation.key, translation.values) }
  }
  return { message }
}

export function isApiRequest(ctx: HttpContext) {
  const url = ctx.request.url()
  return url.startsWith('/api/') || url.startsWith('/sanctum/') || url === '/health'
}
