import { Button, Container, Group, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconArrowRight } from '@tabler/icons-react'
import { HeroArt } from '~/components/public/home/hero_art'
import { useLanguage, useT } from '~/shared/i18n'

// A no-break space keeps each figure and its "%" together.
const STATS = [
  { value: '99\u00a0%', label: 'public.home.stats.uv' },
  { value: '90\u00a0%', label: 'public.home.stats.ir' },
  { value: '24/7', label: 'public.home.stats.online' },
]

/** The home page's opening band with its one h1. */
export function HomeHero() {
  const t = useT()
  const { href } = useLanguage()
  return (
    <section className="site-dark-band site-hero">
      <Container size="lg">
        <div className="site-hero__grid">
          <div>
            <span className="site-eyebrow">{t('public.home.eyebrow')}</span>
            <Title order={1} className="site-hero__title">
              {t('public.home.titleStart')}
              <span className="site-hero__accent">{t('public.home.titleAccent')}</span>
            </Title>
            <Text className="site-hero__lead" mt="lg">
              {t('public.home.lead')}
            </Text>
            <Group mt={32} gap="sm">
              <Button
                component={Link}
                href={href('/contact')}
                size="md"
                color="gold.5"
                autoContrast
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('public.home.quote')}
              </Button>
              <Button
                component={Link}
                href={href('/e-warranty')}
                size="md"
                className="site-button-on-dark"
              >
                {t('public.home.check')}
              </Button>
            </Group>
            <ul className="site-stats">
              {STATS.map((stat) => (
                <li key={stat.label}>
                  <span className="site-stats__value">{stat.value}</span>
                  <span className="site-stats__label">{t(stat.label)}</span>
                </li>
              ))}
            </ul>
          </div>
          <HeroArt />
        </div>
      </Container>
    </section>
  )
}
