import { isSupportedCountry } from 'libphonenumber-js'
import env from '#start/env'
import type { LocaleDto } from '#dtos/shared'

/**
 * How people type dates and phone numbers in the market this install serves.
 * `DATE_ORDER`: typed dates are read day-first (DMY) unless set to MDY or YMD.
 * `DEFAULT_COUNTRY`: the ISO country of numbers typed without a country code,
 * of the national phone format shown, and of the plate format.
 */
const country = env.get('DEFAULT_COUNTRY', 'MY').toUpperCase()
if (!isSupportedCountry(country)) {
  throw new Error(`DEFAULT_COUNTRY=${country} is not an ISO country code with phone numbers.`)
}

const localeConfig: LocaleDto = {
  dateOrder: env.get('DATE_ORDER', 'DMY'),
  country,
}

export default localeConfig
