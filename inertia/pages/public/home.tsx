import { SeoHead } from '~/components/common/seo_head'
import { autoRepairJsonLd } from '~/components/public/business_json_ld'
import { CtaBand } from '~/components/public/cta_band'
import { FilmBenefits } from '~/components/public/home/film_benefits'
import { FilmLines } from '~/components/public/home/film_lines'
import { HomeHero } from '~/components/public/home/home_hero'
import { InstallSteps } from '~/components/public/home/install_steps'
import { useSite } from '~/components/public/use_site'
import { useT } from '~/shared/i18n'

export default function Home() {
  const site = useSite()
  const t = useT()
  return (
    <>
      <SeoHead
        title={t('public.titles.home')}
        path="/"
        description={t('public.home.description', { brand: site.brand })}
        jsonLd={autoRepairJsonLd(site)}
      />
      <HomeHero />
      <FilmBenefits />
      <FilmLines />
      <InstallSteps />
      <CtaBand />
    </>
  )
}
