import type { DateOrder, LocaleDto } from '#dtos/shared'
import { phoneCountry, type CountryCode } from '#domain/phones'

/** How this install types dates and phones (`DATE_ORDER`, `DEFAULT_COUNTRY` on the server). */
export type Locale = { dateOrder: DateOrder; country: CountryCode }

let current: Locale = { dateOrder: 'DMY', country: phoneCountry(null) }

/**
 * The configured date order and country (shared prop `site.locale`), for the
 * form rules, which run outside React. Set by the admin providers on every
 * render, like the API base address; the value is the same on every page.
 */
export function setLocale(locale: LocaleDto) {
  current = { dateOrder: locale.dateOrder, country: phoneCountry(locale.country) }
}

export function currentLocale(): Locale {
  return current
}
