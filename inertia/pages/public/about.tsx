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
import { useLanguage, useT } from '~/shared/i18n'
import { WARRANTY_COVERS } from '~/components/public/warranty_covers'

const VALUES = [
  { icon: IconUserCheck, key: 'honest' },
  { icon: IconSparkles, key: 'clean' },
  { icon: IconMessageCircle, key: 'aftercare' },
]

const INSTALLER_STANDARDS = ['std1', 'std2', 'std3', 'std4']

export default function About() {
  const site = useSite()
  const t = useT()
  const { href } = useLanguage()
  const brand = { brand: site.brand }
  return (
    <>
      <SeoHead
        title={t('public.titles.about')}
        path="/about"
        description={t('public.about.description', brand)}
      />
      <PageHero
        eyebrow={t('public.about.eyebrow')}
        title={t('public.about.title', brand)}
        lead={t('public.about.lead')}
      />

      <Section
        id="who-we-are"
        eyebrow={t('public.about.whoEyebrow')}
        title={t('public.about.whoTitle')}
      >
        <Stack gap="md" className="site-muted" fz="lg" lh={1.7} maw={760}>
          <Text inherit>{t('public.about.who1', brand)}</Text>
          <Text inherit>{t('public.about.who2')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt={40}>
          {VALUES.map((value) => (
            <FeatureCard
              key={value.key}
              icon={value.icon}
              title={t(`public.about.${value.key}Title`)}
            >
              {t(`public.about.${value.key}Text`)}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="installers"
        alt
        eyebrow={t('public.about.teamEyebrow')}
        title={t('public.about.teamTitle')}
        intro={t('public.about.teamIntro')}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="xl" h="100%">
              <ThemeIcon size={48} radius="md" className="site-icon">
                <IconCertificate size={26} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="lg">
                {t('public.about.certTitle', brand)}
              </Title>
              <CheckList items={INSTALLER_STANDARDS.map((key) => t(`public.about.${key}`))} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card radius="lg" padding="xl" h="100%" className="site-dark-band">
              <span className="site-eyebrow">{t('public.about.whyEyebrow')}</span>
              <Title order={3} fz="xl">
                {t('public.about.whyTitle')}
              </Title>
              <Text mt="md" c="dark.0" lh={1.7}>
                {t('public.about.whyText')}
              </Text>
            </Card>
          </Grid.Col>
        </Grid>
      </Section>

      <Section
        id="warranty"
        eyebrow={t('public.about.warrantyEyebrow')}
        title={t('public.about.warrantyTitle')}
      >
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" className="site-muted" fz="lg" lh={1.7}>
              <Text inherit>{t('public.about.warranty1')}</Text>
              <Text inherit>{t('public.about.warranty2')}</Text>
            </Stack>
            {/* The primary colour: gold is the accent of the dark bands, 1.9 : 1 on a light section. */}
            <Button component={Link} href={href('/e-warranty')} size="md" mt="xl">
              {t('public.about.check')}
            </Button>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="xl">
              <Title order={3} fz="lg">
                {t('public.about.coversTitle')}
              </Title>
              <CheckList items={WARRANTY_COVERS.map((key) => t(`public.covered.${key}`))} />
              <Text size="sm" mt="md" className="site-muted">
                {t('public.about.coversNote')}
              </Text>
            </Card>
          </Grid.Col>
        </Grid>
      </Section>

      <CtaBand title={t('public.about.cta')} />
    </>
  )
}
