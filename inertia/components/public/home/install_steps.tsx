import { SimpleGrid, Text, Title } from '@mantine/core'
import { Section } from '~/components/public/section'

const STEPS = [
  {
    title: 'Choose your film',
    text: 'Tell us about your car and what matters most: heat, privacy or safety. We show you real samples and recommend a shade that suits you and the law.',
  },
  {
    title: 'Professional installation',
    text: 'Certified installers clean, cut and fit the film in a dust-controlled bay, with edges finished to the glass. Most cars are ready the same day.',
  },
  {
    title: 'Your e-warranty',
    text: 'The job is registered to your warranty code and number plate, so you can check your cover online at any time, with no paper card to keep.',
  },
]

export function InstallSteps() {
  return (
    <Section id="steps" eyebrow="How it works" title="From booking to warranty in three steps">
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing={40}
        component="ol"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <span className="site-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <Title order={3} fz="lg" mt="md">
              {step.title}
            </Title>
            <Text className="site-muted" mt="xs" lh={1.65}>
              {step.text}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  )
}
