import logger from '@adonisjs/core/services/logger'
import siteConfig from '#config/site'
import localeConfig from '#config/locale'
import { contactPhoneCountryWarning, phoneCountry } from '#domain/phones'

/**
 * At boot: a shop whose own number is of another country than the one
 * national numbers are read in is almost always a DEFAULT_COUNTRY left at
 * its default (see contactPhoneCountryWarning). Said once, in the log.
 */
const warning = contactPhoneCountryWarning(
  siteConfig.contact.phone,
  phoneCountry(localeConfig.country)
)
if (warning) logger.warn(warning)
