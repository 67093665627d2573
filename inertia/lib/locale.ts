import type { LocaleDto } from '#dtos/shared'
import { phoneCountry } from '#domain/phones'
import type { Locale } from '~/hooks/use_locale'

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
