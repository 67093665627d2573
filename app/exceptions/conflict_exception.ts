import { Exception } from '@adonisjs/core/exceptions'

/** Where a message is in the catalogues, and the values its placeholders take. */
export type Translation = { key: string; values?: Record<string, string | number> }

/**
 * A request that is valid but clashes with the record's state (answers 409).
 * The message is the English answer; `translation` names the same sentence in
 * the catalogues (`errors.conflict.*`), which the error handler uses for a
 * request in another language (#exceptions/error_mapping).
 */
export default class ConflictException extends Exception {
  static status = 409
  static code = 'E_CONFLICT'

  constructor(
    message: string,
    readonly translation?: Translation
  ) {
    super(message)
  }
}
