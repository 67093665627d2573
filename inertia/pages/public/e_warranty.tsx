import type { EWarrantyPageProps } from '#dtos/sale'
import { SeoHead } from '~/components/common/seo_head'
import { PageHero } from '~/components/public/page_hero'
import { useSite } from '~/components/public/use_site'
import { WarrantyInfo } from '~/components/public/warranty_info'
import { WarrantyLookupForm } from '~/components/public/warranty_lookup_form'
import { WarrantyResults } from '~/components/public/warranty_results'

export default function EWarranty({
  mode,
  query,
  results,
  lookupErrors,
  retryAfter,
}: EWarrantyPageProps) {
  const site = useSite()
  return (
    <>
      <SeoHead
        title="EWarranty"
        path="/e-warranty"
        description={`Check the electronic warranty of window film fitted by ${site.brand}: search by warranty code, or by plate number and the last 4 digits of your phone, and download the certificate.`}
      />
      <PageHero
        eyebrow="EWarranty"
        title="Check your film warranty"
        lead="Enter the warranty code from your certificate or SMS, or search with your plate number and the last 4 digits of your phone number."
      >
        <WarrantyLookupForm mode={mode} query={query} lookupErrors={lookupErrors} />
      </PageHero>
      <WarrantyResults results={results} retryAfter={retryAfter} />
      <WarrantyInfo />
    </>
  )
}
