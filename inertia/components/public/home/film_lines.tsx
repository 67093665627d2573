import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core'
import { CheckList } from '~/components/public/check_list'
import { Section } from '~/components/public/section'

const FILM_LINES = [
  {
    name: 'Ceramic series',
    tagline: 'Our best heat rejection',
    swatch: 'linear-gradient(90deg, #aa6f00, #f8ae1b, #fbc964)',
    popular: true,
    points: [
      'Nano-ceramic, non-metallic construction',
      'The highest infrared rejection in our range',
      'No interference with GPS, phone or toll tags',
      'A clear, true-colour view by day and night',
    ],
    bestFor: 'drivers who want the coolest possible cabin.',
  },
  {
    name: 'Carbon series',
    tagline: 'A deep matte look at a fair price',
    swatch: 'linear-gradient(90deg, #0c0e11, #3a414b, #0c0e11)',
    popular: false,
    points: [
      'Carbon-particle layer that does not fade to purple',
      'Solid heat and glare reduction',
      'Matte, non-reflective finish',
      'Metal-free, so every signal gets through',
    ],
    bestFor: 'a sleek finish on a sensible budget.',
  },
  {
    name: 'Safety series',
    tagline: 'Strength you hope never to need',
    swatch: 'linear-gradient(90deg, #364152, #8a96a6, #364152)',
    popular: false,
    points: [
      'Thicker, tear-resistant polyester layers',
      'Holds shattered glass in place',
      'Slows down smash-and-grab attempts',
      'Available clear or combined with a tint',
    ],
    bestFor: 'family cars and cars parked in busy places.',
  },
]

export function FilmLines() {
  return (
    <Section
      id="films"
      alt
      eyebrow="Our films"
      title="Featured film lines"
      intro="Three series cover almost every car and budget. We help you choose the shade that suits your windows, your taste and the local rules on visible light."
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {FILM_LINES.map((line) => (
          <Card
            key={line.name}
            withBorder
            radius="lg"
            padding="lg"
            className="site-card site-film-card"
          >
            <div className="site-film-card__swatch" style={{ background: line.swatch }} />
            <Group justify="space-between" align="center" gap="xs">
              <Title order={3} fz="xl">
                {line.name}
              </Title>
              {line.popular && (
                <Badge color="gold.5" autoContrast variant="filled">
                  Most popular
                </Badge>
              )}
            </Group>
            <Text fw={600} mt={4} className="site-muted">
              {line.tagline}
            </Text>
            <CheckList items={line.points} size="sm" />
            <Text size="sm" mt="lg" pt="md" className="site-muted site-film-card__best">
              <strong>Best for</strong> {line.bestFor}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  )
}
