import { Head, usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'

type Props = {
  title: string
  description?: string
  /** Path of the canonical URL; public pages set it, admin pages don't need it. */
  path?: string
  jsonLd?: Record<string, unknown>
}

/**
 * The one place a page's <title> is written: "<title> - <brand>", plus the
 * description, canonical URL and Open Graph tags of public pages.
 */
export function SeoHead({ title, description, path, jsonLd }: Props) {
  const { site } = usePage<SharedPageProps>().props
  const fullTitle = `${title} - ${site.brand}`
  const url = path === undefined ? undefined : `${site.appUrl}${path}`
  return (
    <Head title={fullTitle}>
      {description && <meta name="description" content={description} />}
      {url && <link rel="canonical" href={url} />}
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
