import { Head, usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'
import { INTL_LOCALES, LOCALES, localizedPath, type Locale } from '#dtos/locales'

type Props = {
  title: string
  description?: string
  /** Path of the canonical URL in the default language (`/about`); public pages set it. */
  path?: string
  jsonLd?: Record<string, unknown>
}

/**
 * The one place a page's <title> is written: "<title> - <brand>", plus the
 * description, canonical URL and Open Graph tags of public pages.
 */
export function SeoHead({ title, description, path, jsonLd }: Props) {
  const { site, language } = usePage<SharedPageProps>().props
  const fullTitle = `${title} - ${site.brand}`
  const locale = language ?? 'en'
  const at = (to: Locale) =>
    path === undefined
      ? undefined
      : `${site.appUrl}${localizedPath(path, to, site.defaultLanguage)}`
  const url = at(locale)
  return (
    <Head title={fullTitle}>
      {description && <meta name="description" content={description} />}
      {url && <link rel="canonical" href={url} />}
      {url &&
        LOCALES.map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={at(other)} />
        ))}
      {url && <link rel="alternate" hrefLang="x-default" href={at(site.defaultLanguage)} />}
      {url && <meta property="og:locale" content={INTL_LOCALES[locale].replace('-', '_')} />}
      {url && <meta property="og:url" content={url} />}
      {url && <meta property="og:type" content="website" />}
      {url && <meta property="og:site_name" content={site.brand} />}
      {url && <meta property="og:title" content={fullTitle} />}
      {url && description && <meta property="og:description" content={description} />}
      {url && <meta property="og:image" content={`${site.appUrl}/og-image.png`} />}
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON-LD must be raw JSON; "<" is escaped so no value can close the tag.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </Head>
  )
}
