import { Button, Card, Grid, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import {
  IconCertificate,
  IconMessageCircle,
  IconSparkles,
  IconUserCheck,
} from '@tabler/icons-react'
import { SeoHead } from '~/components/common/seo_head'
import { CheckList } from '~/components/public/check_list'
import { CtaBand } from '~/components/public/cta_band'
import { FeatureCard } from '~/components/public/feature_card'
import { PageHero } from '~/components/public/page_hero'
import { Section } from '~/components/public/section'
import { useSite } from '~/components/public/use_site'

const VALUES = [
  {
    icon: IconUserCheck,
    title: 'Honest advice',
    text: 'We recommend the film that fits how you drive and the legal limits on visible light, not simply the most expensive roll on the shelf.',
  },
  {
    icon: IconSparkles,
    title: 'Clean workmanship',
    text: 'Film is fitted in a dust-controlled bay, with edges finished close to the glass and door trims handled with care.',
  },
  {
    icon: IconMessageCircle,
    title: 'Clear aftercare',
    text: 'You leave knowing how long the film takes to cure, how to clean it and who to call if anything ever looks wrong.',
  },
]

const INSTALLER_STANDARDS = [
  'Every installer is certified by the film manufacturer before working on customer cars.',
  'Curved rear screens are heat-shrunk so the film goes on in one seamless piece.',
  'Each job follows a written checklist: glass preparation, fit, edges and a final inspection under light.',
  'Refresher training whenever a new film line joins our range.',
]

const WARRANTY_COVERS = [
  'Bubbling, peeling and lifting edges',
  'Cracking, crazing and delamination',
  'Discolouration of the film',
  'Adhesive failure',
]

export default function About() {
  const site = useSite()
  return (
    <>
      <SeoHead
        title="About"
        path="/about"
        description={`${site.brand} is a team of certified window-film installers. Learn how we work, how we train and what our electronic warranty promises.`}
      />
      <PageHero
        eyebrow="About us"
        title={`About ${site.brand}`}
        lead="We are automotive window-film specialists. We fit quality film so carefully that you forget it is there, until you feel the difference on a hot afternoon."
      />

      <Section id="who-we-are" eyebrow="Who we are" title="Specialists in one craft">
        <Stack gap="md" className="site-muted" fz="lg" lh={1.7} maw={760}>
          <Text inherit>
            {site.brand} was started by installers who had seen too many cars come back with
            bubbling, peeling or purple tint. We decided to do one thing and do it properly: choose
            good film, fit it well and stand behind the result.
          </Text>
          <Text inherit>
            Today we tint daily drivers, family cars, company fleets and enthusiasts&apos; pride and
            joy, using film lines from established manufacturers, and we treat every car as if it
            were our own.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt={40}>
          {VALUES.map((value) => (
            <FeatureCard key={value.title} icon={value.icon} title={value.title}>
              {value.text}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="installers"
        alt
        eyebrow="Our team"
        title="Certified installers"
        intro="Good film fitted badly is bad film. That is why the people who work on your car are trained, certified and held to the same standard on every job."
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="xl" h="100%">
              <ThemeIcon size={48} radius="md" className="site-icon">
                <IconCertificate size={26} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="lg">
                What certification means at {site.brand}
              </Title>
              <CheckList items={INSTALLER_STANDARDS} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card radius="lg" padding="xl" h="100%" className="site-dark-band">
              <span className="site-eyebrow">Why it matters</span>
              <Title order={3} fz="xl">
                Most tint problems start at fitting, not in the film
              </Title>
              <Text mt="md" c="dark.0" lh={1.7}>
                Bubbles, lifting edges and specks of dust under the film almost always come from
                rushed preparation. Trained hands, a clean bay and time to do it right are what make
                a film last as long as its warranty.
              </Text>
            </Card>
          </Grid.Col>
        </Grid>
      </Section>

      <Section id="warranty" eyebrow="Peace of mind" title="Our warranty promise">
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" className="site-muted" fz="lg" lh={1.7}>
              <Text inherit>
                Every installation is registered in our electronic warranty system on the day it is
                fitted. Your record shows the film line, the windows covered and the installation
                date, so there is no paper card to lose.
              </Text>
              <Text inherit>
                Check it at any time on the EWarranty page with your warranty code, or with your
                plate number and the last four digits of your phone. If a covered fault appears,
                call or message us and we will put it right.
              </Text>
            </Stack>
            <Button
              component={Link}
              href="/e-warranty"
              size="md"
              color="gold.5"
              autoContrast
              mt="xl"
            >
              Check your warranty
            </Button>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="xl">
              <Title order={3} fz="lg">
                The warranty covers
              </Title>
              <CheckList items={WARRANTY_COVERS} />
              <Text size="sm" mt="md" className="site-muted">
                The length of cover depends on the film line and is shown on your warranty record.
              </Text>
            </Card>
          </Grid.Col>
        </Grid>
      </Section>

      <CtaBand title="Talk to an installer" />
    </>
  )
}
