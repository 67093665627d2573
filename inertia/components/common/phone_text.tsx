import { formatPhone } from '#domain/phones'
import { useLocale } from '~/hooks/use_locale'

/** A stored (E.164) phone number the way people here write it: `012-778 4455`, `+65 6123 4567`. */
export function PhoneText({ value }: { value: string }) {
  const { country } = useLocale()
  return <>{formatPhone(value, country)}</>
}
