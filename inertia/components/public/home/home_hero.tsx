import { Button, Container, Group, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconArrowRight } from '@tabler/icons-react'
import { HeroArt } from '~/components/public/home/hero_art'

// A no-break space keeps each figure and its "%" together.
const STATS = [
  { value: '99\u00a0%', label: 'of UV rays blocked' },
  { value: '90\u00a0%', label: 'peak infrared rejection' },
  { value: '24/7', label: 'online warranty check' },
]

/** The home page's opening band with its one h1. */
export function HomeHero() {
  return (
    <section className="site-dark-band site-hero">
      <Container size="lg">
        <div className="site-hero__grid">
          <div>
            <span className="site-eyebrow">Automotive window film specialists</span>
            <Title order={1} className="site-hero__title">
              Car window film that <span className="site-hero__accent">keeps the heat out</span>
            </Title>
            <Text className="site-hero__lead" mt="lg">
              Ceramic, carbon and safety film for every car, fitted by certified installers in a
              clean, dust-controlled bay. Enjoy a cooler cabin, 99&nbsp;% UV protection and more
              privacy, with an electronic warranty you can check online at any time.
            </Text>
            <Group mt={32} gap="sm">
              <Button
                component={Link}
                href="/contact"
                size="md"
                color="gold.5"
                autoContrast
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Get a free quote
              </Button>
              <Button component={Link} href="/e-warranty" size="md" className="site-button-on-dark">
                Check your warranty
              </Button>
            </Group>
            <ul className="site-stats">
              {STATS.map((stat) => (
                <li key={stat.label}>
                  <span className="site-stats__value">{stat.value}</span>
                  <span className="site-stats__label">{stat.label}</span>
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
