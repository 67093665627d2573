import {
  Anchor,
  Button,
  Card,
  Grid,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconClock, IconExternalLink, IconMapPin, IconPhone, type Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { SeoHead } from '~/components/common/seo_head'
import { autoRepairJsonLd } from '~/components/public/business_json_ld'
import { CheckList } from '~/components/public/check_list'
import { ContactButtons } from '~/components/public/contact_buttons'
import { PageHero } from '~/components/public/page_hero'
import { Section } from '~/components/public/section'
import { phoneUrl, useSite } from '~/components/public/use_site'

const QUOTE_DETAILS = [
  'Your car’s make, model and year',
  'Which windows: all round, front sides only, rear screen or a windscreen strip',
  'The film line or the look you have in mind: ceramic, carbon or safety, light or dark',
  'A day and time that suit you for the installation',
]

export default function Contact() {
  const site = useSite()
  return (
    <>
      <SeoHead
        title="Contact"
        path="/contact"
        description={`Contact ${site.brand}: address, phone, opening hours and directions. Call us or message us on WhatsApp for a window-film quote.`}
        jsonLd={autoRepairJsonLd(site)}
      />
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        lead="Ask for a quote, book an installation or ask about your warranty. Call us during opening hours, or send a message and we will reply as soon as we can."
      >
        <div style={{ marginTop: 32 }}>
          <ContactButtons onDark />
        </div>
      </PageHero>

      <Section id="visit" eyebrow="Find us" title="Visit, call or message">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <InfoCard icon={IconMapPin} title="Address">
            <Text component="address" fs="normal" lh={1.7}>
              {site.contact.address}
            </Text>
            <Anchor
              href={site.contact.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
              fw={600}
              mt="sm"
              display="inline-flex"
              style={{ alignItems: 'center', gap: 6 }}
            >
              Open in map
              <IconExternalLink size={16} aria-hidden />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </Anchor>
          </InfoCard>
          <InfoCard icon={IconPhone} title="Phone and email">
            <Anchor href={phoneUrl(site)} underline="always" fw={600} display="block">
              {site.contact.phone}
            </Anchor>
            <Anchor href={`mailto:${site.contact.email}`} underline="always" display="block" mt={6}>
              {site.contact.email}
            </Anchor>
            <Text size="sm" mt="sm" className="site-muted">
              The same number takes WhatsApp messages, with photos of your car if you like.
            </Text>
          </InfoCard>
          <InfoCard icon={IconClock} title="Opening hours">
            <Text lh={1.7}>{site.contact.hours}</Text>
            <Text size="sm" mt="sm" className="site-muted">
              A full car takes most of a day, so please book your installation ahead.
            </Text>
          </InfoCard>
        </SimpleGrid>
      </Section>

      <Section id="quote" alt eyebrow="Quotes" title="Getting a quote">
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="xl" h="100%">
              <Title order={3} fz="lg">
                To quote quickly, tell us
              </Title>
              <CheckList items={QUOTE_DETAILS} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card radius="lg" padding="xl" h="100%" className="site-dark-band">
              <span className="site-eyebrow">Existing customers</span>
              <Title order={3} fz="xl">
                Already tinted with us?
              </Title>
              <Text mt="md" c="dark.0" lh={1.7}>
                Check your cover online with your warranty code, or with your plate number and the
                last four digits of your phone.
              </Text>
              <Button
                component={Link}
                href="/e-warranty"
                color="gold.5"
                autoContrast
                mt="lg"
                size="md"
              >
                Check your warranty
              </Button>
            </Card>
          </Grid.Col>
        </Grid>
      </Section>
    </>
  )
}

function InfoCard({
  icon: InfoIcon,
  title,
  children,
}: {
  icon: Icon
  title: string
  children: ReactNode
}) {
  return (
    <Card withBorder radius="lg" padding="xl" className="site-card">
      <ThemeIcon size={48} radius="md" className="site-icon">
        <InfoIcon size={26} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="lg" mt="lg" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  )
}
