import { errors as vineErrors } from '@vinejs/vine'

/**
 * A 422 with one message on one field, shaped like any validation failure
 * (the handler answers it as `{ message, errors }`, in the request's language).
 */
export function fieldError(
  field: string,
  message: string,
  rule = 'custom',
  meta?: Record<string, unknown>
) {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule, ...(meta && { meta }) }])
}
