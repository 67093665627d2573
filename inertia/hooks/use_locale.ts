import { usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'
import { phoneCountry } from '#domain/phones'
import type { Locale } from '~/shared/locale'

/**
 * How this install types dates and phones (`DATE_ORDER`, `DEFAULT_COUNTRY`
 * on the server, shared prop `site.locale`), so the browser reads a typed
 * date or phone exactly as the server will.
 */
export function useLocale(): Locale {
  const { locale } = usePage<SharedPageProps>().props.site
  return { dateOrder: locale.dateOrder, country: phoneCountry(locale.country) }
}
