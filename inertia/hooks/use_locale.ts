import { usePage } from '@inertiajs/react'
import type { DateOrder, SharedPageProps } from '#dtos/shared'
import { phoneCountry, type CountryCode } from '#domain/phones'

export type Locale = { dateOrder: DateOrder; country: CountryCode }

/**
 * How this install types dates and phones (`DATE_ORDER`, `DEFAULT_COUNTRY`
 * on the server, shared prop `site.locale`), so the browser reads a typed
 * date or phone exactly as the server will.
 */
export function useLocale(): Locale {
  const { locale } = usePage<SharedPageProps>().props.site
  return { dateOrder: locale.dateOrder, country: phoneCountry(locale.country) }
}
