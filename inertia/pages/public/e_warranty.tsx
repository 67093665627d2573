import type { EWarrantyPageProps } from '#dtos/sale'
import { SeoHead } from '~/components/common/seo_head'
import { PageHero } from '~/components/public/page_hero'
import { useSite } from '~/components/public/use_site'
import { WarrantyInfo } from '~/components/public/warranty_info'
import { WarrantyLookupForm } from '~/components/public/warranty_lookup_form'
import { WarrantyResults } from '~/components/public/warranty_results'
import { useT } from '~/shared/i18n'

export default function EWarranty({
  mode,
  query,
  results,
  lookupErrors,
  challenge,
}: EWarrantyPageProps) {
  const site = useSite()
  const t = useT()
  // A search that found something shows it first; the form folds into "Search again".
  const found = challenge === null && results !== null && results.length > 0
  const form = (
    <WarrantyLookupForm
      mode={mode}
      query={query}
      lookupErrors={lookupErrors}
      challenge={challenge}
      focusOnLoad={!found}
    />
  )
  return (
    <>
      <SeoHead
        title={t('public.titles.eWarranty')}
        path="/e-warranty"
        description={t('public.eWarranty.description', { brand: site.brand })}
      />
      <PageHero
        eyebrow={t('public.eWarranty.eyebrow')}
        title={t('public.eWarranty.title')}
        lead={found ? null : t('public.eWarranty.lead')}
      >
        {found ? (
          // A new search closes it again (the key changes with the results).
          <details
            key={results.map((result) => result.warrantyCode).join()}
            className="search-again"
          >
            <summary className="search-again__toggle">{t('public.eWarranty.searchAgain')}</summary>
            {form}
          </details>
        ) : (
          form
        )}
      </PageHero>
      <WarrantyResults results={results} challenge={challenge} />
      <WarrantyInfo />
    </>
  )
}
