import { Anchor, SimpleGrid, Text } from '@mantine/core'
import { IconHelpCircle, IconQrcode, IconShieldCheck } from '@tabler/icons-react'
import { CheckList } from '~/components/public/check_list'
import { FeatureCard } from '~/components/public/feature_card'
import { Section } from '~/components/public/section'
import { phoneUrl, useSite } from '~/components/public/use_site'
import { useT } from '~/shared/i18n'
import { WARRANTY_COVERS } from '~/components/public/warranty_covers'

/** What the electronic warranty is, where its code is, and what to do when a search finds nothing. */
export function WarrantyInfo() {
  const site = useSite()
  const t = useT()
  const info = (key: string) => t(`public.eWarranty.info.${key}`)
  return (
    <Section
      id="how-it-works"
      eyebrow={info('eyebrow')}
      title={info('title')}
      intro={info('intro')}
      alt
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <FeatureCard icon={IconShieldCheck} title={info('coversTitle')}>
          {info('coversText')}
        </FeatureCard>
        <FeatureCard icon={IconQrcode} title={info('codeTitle')}>
          {info('codeText')}
        </FeatureCard>
        <FeatureCard icon={IconHelpCircle} title={info('notFoundTitle')}>
          {info('notFoundText')}
        </FeatureCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={40}>
        <div>
          <Text fw={700}>{info('covered')}</Text>
          <CheckList items={WARRANTY_COVERS.map((key) => t(`public.covered.${key}`))} size="sm" />
        </div>
        <div>
          <Text fw={700}>{info('notCovered')}</Text>
          <Text className="site-muted" mt="md" size="sm" lh={1.7}>
            {info('notCoveredText')}{' '}
            <Anchor href={phoneUrl(site)} underline="always">
              {site.contact.phone}
            </Anchor>
            .
          </Text>
        </div>
      </SimpleGrid>
    </Section>
  )
}
