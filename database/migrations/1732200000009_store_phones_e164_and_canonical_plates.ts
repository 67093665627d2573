import { BaseSchema } from '@adonisjs/lucid/schema'
import logger from '@adonisjs/core/services/logger'
import locale from '#config/locale'
import { phoneCountry } from '#domain/phones'
import { normalizeStoredContacts } from '#services/stored_contacts'

/**
 * Phones saved as typed (`0127784455` beside `+60126718037`) become E.164 and
 * plates (`vx 0141`) their canonical display form, read in DEFAULT_COUNTRY.
 * A phone that is no number at all stays as it was and is logged. Going down
 * changes nothing: the typed forms are not kept, and the new ones are valid
 * input for the code before this change too.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const report = await normalizeStoredContacts(db, phoneCountry(locale.country))
      logger.info(report.updated, 'stored phones and plates normalised')
      for (const row of report.unreadablePhones) {
        logger.warn(row, 'a stored phone is not a phone number; left unchanged')
      }
    })
  }

  async down() {}
}
