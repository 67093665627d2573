import { SimpleGrid, Text, Title } from '@mantine/core'
import { Section } from '~/components/public/section'
import { useT } from '~/shared/i18n'

const STEPS = ['choose', 'fit', 'warranty']
const KEY = 'public.home.steps'

export function InstallSteps() {
  const t = useT()
  return (
    <Section id="steps" eyebrow={t(`${KEY}.eyebrow`)} title={t(`${KEY}.title`)}>
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing={40}
        component="ol"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {STEPS.map((step, index) => (
          <li key={step}>
            <span className="site-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <Title order={3} fz="lg" mt="md">
              {t(`${KEY}.${step}Title`)}
            </Title>
            <Text className="site-muted" mt="xs" lh={1.65}>
              {t(`${KEY}.${step}Text`)}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  )
}
