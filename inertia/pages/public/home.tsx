import { SeoHead } from '~/components/common/seo_head'
import { autoRepairJsonLd } from '~/components/public/business_json_ld'
import { CtaBand } from '~/components/public/cta_band'
import { FilmBenefits } from '~/components/public/home/film_benefits'
import { FilmLines } from '~/components/public/home/film_lines'
import { HomeHero } from '~/components/public/home/home_hero'
import { InstallSteps } from '~/components/public/home/install_steps'
import { useSite } from '~/components/public/use_site'

export default function Home() {
  const site = useSite()
  return (
    <>
      <SeoHead
        title="Home"
        path="/"
        description={`${site.brand} fits ceramic, carbon and safety window film for cars: heat and infrared rejection, 99 % UV blocking, less glare, privacy and shatter safety, with an electronic warranty.`}
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
