import { SimpleGrid } from '@mantine/core'
import {
  IconArmchair,
  IconEyeOff,
  IconShieldCheck,
  IconSunglasses,
  IconTemperature,
  IconUvIndex,
} from '@tabler/icons-react'
import { FeatureCard } from '~/components/public/feature_card'
import { Section } from '~/components/public/section'
import { useT } from '~/shared/i18n'

const BENEFITS = [
  { icon: IconTemperature, key: 'heat' },
  { icon: IconUvIndex, key: 'uv' },
  { icon: IconSunglasses, key: 'glare' },
  { icon: IconEyeOff, key: 'privacy' },
  { icon: IconShieldCheck, key: 'shatter' },
  { icon: IconArmchair, key: 'interior' },
]

const KEY = 'public.home.benefits'

export function FilmBenefits() {
  const t = useT()
  return (
    <Section
      id="benefits"
      eyebrow={t(`${KEY}.eyebrow`)}
      title={t(`${KEY}.title`)}
      intro={t(`${KEY}.intro`)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {BENEFITS.map((benefit) => (
          <FeatureCard
            key={benefit.key}
            icon={benefit.icon}
            title={t(`${KEY}.${benefit.key}Title`)}
          >
            {t(`${KEY}.${benefit.key}Text`)}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </Section>
  )
}
