import type { EWarrantyPageProps } from '#dtos/sale'
import { SeoHead } from '~/components/common/seo_head'
import { PageHero } from '~/components/public/page_hero'
import { useSite } from '~/components/public/use_site'
import { WarrantyInfo } from '~/components/public/warranty_info'
import { WarrantyLookupForm } from '~/components/public/warranty_lookup_form'
import { WarrantyResults } from '~/components/public/warranty_results'

const LEAD =
  'Enter the warranty code from your certificate or SMS, or search with your plate number and the last 4 digits of your phone number.'

export default function EWarranty({
  mode,
  query,
  results,
  lookupErrors,
  retryAfter,
}: EWarrantyPageProps) {
  const site = useSite()
  // A search that found something shows it first; the form folds into "Search again".
  const found = retryAfter === null && results !== null && results.length > 0
  const form = <WarrantyLookupForm mode={mode} query={query} lookupErrors={lookupErrors} />
  return (
    <>
      <SeoHead
        title="EWarranty"
        path="/e-warranty"
        description={`Check the electronic warranty of window film fitted by ${site.brand}: search by warranty code, or by plate number and the last 4 digits of your phone, and download the certificate.`}
      />
      <PageHero eyebrow="EWarranty" title="Check your film warranty" lead={found ? null : LEAD}>
        {found ? (
          // A new search closes it again (the key changes with the results).
          <details
            key={results.map((result) => result.warrantyCode).join()}
            className="search-again"
          >
            <summary className="search-again__toggle">Search again</summary>
            {form}
          </details>
        ) : (
          form
        )}
      </PageHero>
      <WarrantyResults results={results} retryAfter={retryAfter} />
      <WarrantyInfo />
    </>
  )
}
