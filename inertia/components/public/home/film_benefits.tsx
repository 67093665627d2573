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

const BENEFITS = [
  {
    icon: IconTemperature,
    title: 'Heat and infrared rejection',
    text: 'Infrared is the part of sunlight you feel as heat. Quality film turns much of it away before it reaches the cabin, so the air-conditioning cools the car faster and works less hard.',
  },
  {
    icon: IconUvIndex,
    title: '99\u00a0% UV blocking',
    text: 'Film blocks 99\u00a0% of ultraviolet rays, the main cause of sunburn through side windows on long drives and of faded, cracked interiors.',
  },
  {
    icon: IconSunglasses,
    title: 'Less glare',
    text: 'Softer light from the low sun and from headlights behind you means less squinting and calmer, safer driving, especially late in the day.',
  },
  {
    icon: IconEyeOff,
    title: 'Privacy and security',
    text: 'Darker shades keep bags, phones and shopping out of sight from the street, while you still see out clearly from the inside.',
  },
  {
    icon: IconShieldCheck,
    title: 'Shatter safety',
    text: 'If a window breaks, the film holds the pieces together instead of scattering sharp glass across the cabin and its passengers.',
  },
  {
    icon: IconArmchair,
    title: 'A younger-looking interior',
    text: 'Less sun and heat keep the dashboard, leather and trim looking new for longer, which also shows when the day comes to sell the car.',
  },
]

export function FilmBenefits() {
  return (
    <Section
      id="benefits"
      eyebrow="Why tint"
      title="What window film does for your car"
      intro="A thin, optically clear layer on the inside of the glass changes how your car feels every day: cooler, calmer and better protected."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {BENEFITS.map((benefit) => (
          <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
            {benefit.text}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </Section>
  )
}
