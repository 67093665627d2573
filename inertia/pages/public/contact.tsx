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
import { useLanguage, useT } from '~/shared/i18n'
import { formatOpeningHours } from '#dtos/opening_hours'

const QUOTE_DETAILS = ['q1', 'q2', 'q3', 'q4']

export default function Contact() {
  const site = useSite()
  const t = useT()
  const { href, locale } = useLanguage()
  return (
    <>
      <SeoHead
        title={t('public.titles.contact')}
        path="/contact"
        description={t('public.contact.description', { brand: site.brand })}
        jsonLd={autoRepairJsonLd(site)}
      />
      <PageHero
        eyebrow={t('public.contact.eyebrow')}
        title={t('public.contact.title')}
        lead={t('public.contact.lead')}
      >
        <div style={{ marginTop: 32 }}>
          <ContactButtons onDark />
        </div>
      </PageHero>

      <Section
        id="visit"
        eyebrow={t('public.contact.findEyebrow')}
        title={t('public.contact.findTitle')}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <InfoCard icon={IconMapPin} title={t('public.contact.address')}>
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
              {t('public.contact.openMap')}
              <IconExternalLink size={16} aria-hidden />
              <VisuallyHidden>{t('public.contact.newTab')}</VisuallyHidden>
            </Anchor>
          </InfoCard>
          <InfoCard icon={IconPhone} title={t('public.contact.phoneEmail')}>
            <Anchor href={phoneUrl(site)} underline="always" fw={600} display="block">
              {site.contact.phone}
            </Anchor>
            <Anchor href={`mailto:${site.contact.email}`} underline="always" display="block" mt={6}>
              {site.contact.email}
            </Anchor>
            <Text size="sm" mt="sm" className="site-muted">
              {t('public.contact.whatsapp')}
            </Text>
          </InfoCard>
          <InfoCard icon={IconClock} title={t('public.contact.hours')}>
            <Text lh={1.7}>{formatOpeningHours(site.contact.openingHours, locale, t)}</Text>
            <Text size="sm" mt="sm" className="site-muted">
              {t('public.contact.book')}
            </Text>
          </InfoCard>
        </SimpleGrid>
      </Section>

      <Section
        id="quote"
        alt
        eyebrow={t('public.contact.quoteEyebrow')}
        title={t('public.contact.quoteTitle')}
      >
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="xl" h="100%">
              <Title order={3} fz="lg">
                {t('public.contact.tellUs')}
              </Title>
              <CheckList items={QUOTE_DETAILS.map((key) => t(`public.contact.${key}`))} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card radius="lg" padding="xl" h="100%" className="site-dark-band">
              <span className="site-eyebrow">{t('public.contact.existingEyebrow')}</span>
              <Title order={3} fz="xl">
                {t('public.contact.existingTitle')}
              </Title>
              <Text mt="md" c="dark.0" lh={1.7}>
                {t('public.contact.existingText')}
              </Text>
              <Button
                component={Link}
                href={href('/e-warranty')}
                color="gold.5"
                autoContrast
                mt="lg"
                size="md"
              >
                {t('public.contact.check')}
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
