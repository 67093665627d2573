import i18nManager from '@adonisjs/i18n/services/main'
import site from '#config/site'
import { verificationUrl } from '#renderers/certificate_pdf'
import { LOCALES } from '#dtos/locales'
import type { SaleHandoverDto } from '#dtos/sale'

/**
 * `{brand}`, `{code}` and `{link}` filled into a brand's own text (SHARE_*
 * in the environment). Plain replacement, not ICU: a shop writing its text
 * in .env should not have to know that an apostrophe is special there.
 */
function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(brand|code|link)\}/g, (_, name: string) => values[name])
}

/**
 * The lookup link and the share message of a warranty in every language:
 * the brand's configured text when there is one, else the catalogue's
 * (resources/lang/<locale>/sharing.json). `baseUrl` is where the link points
 * (APP_URL; the requested host in development, see #http/public_url).
 */
export function saleHandover(formattedCode: string, baseUrl: string): SaleHandoverDto {
  const entries = LOCALES.map((locale) => {
    const i18n = i18nManager.locale(locale)
    const link = verificationUrl(formattedCode, locale, baseUrl)
    const values = { brand: site.brand, code: formattedCode, link }
    const own = { text: site.sharing.message[locale], subject: site.sharing.subject[locale] }
    return [
      locale,
      {
        link,
        text: own.text ? fill(own.text, values) : i18n.t('sharing.message', values),
        subject: own.subject ? fill(own.subject, values) : i18n.t('sharing.subject', values),
      },
    ]
  })
  return Object.fromEntries(entries) as SaleHandoverDto
}
