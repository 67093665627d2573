import { Exception } from '@adonisjs/core/exceptions'

/** A request that is valid but clashes with the record's state (answers 409). */
export default class ConflictException extends Exception {
  static status = 409
  static code = 'E_CONFLICT'
}
