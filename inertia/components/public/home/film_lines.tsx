import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core'
import { CheckList } from '~/components/public/check_list'
import { Section } from '~/components/public/section'
import { useT } from '~/shared/i18n'

const FILM_LINES = [
  {
    key: 'ceramic',
    swatch: 'linear-gradient(90deg, #aa6f00, #f8ae1b, #fbc964)',
    popular: true,
  },
  {
    key: 'carbon',
    swatch: 'linear-gradient(90deg, #0c0e11, #3a414b, #0c0e11)',
    popular: false,
  },
  {
    key: 'safety',
    swatch: 'linear-gradient(90deg, #364152, #8a96a6, #364152)',
    popular: false,
  },
]
const KEY = 'public.home.lines'

export function FilmLines() {
  const t = useT()
  return (
    <Section
      id="films"
      alt
      eyebrow={t(`${KEY}.eyebrow`)}
      title={t(`${KEY}.title`)}
      intro={t(`${KEY}.intro`)}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {FILM_LINES.map((line) => (
          <Card
            key={line.key}
            withBorder
            radius="lg"
            padding="lg"
            className="site-card site-film-card"
          >
            <div className="site-film-card__swatch" style={{ background: line.swatch }} />
            <Group justify="space-between" align="center" gap="xs">
              <Title order={3} fz="xl">
                {t(`${KEY}.${line.key}.name`)}
              </Title>
              {line.popular && (
                <Badge color="gold.5" autoContrast variant="filled">
                  {t(`${KEY}.popular`)}
                </Badge>
              )}
            </Group>
            <Text fw={600} mt={4} className="site-muted">
              {t(`${KEY}.${line.key}.tagline`)}
            </Text>
            <CheckList
              items={['p1', 'p2', 'p3', 'p4'].map((point) => t(`${KEY}.${line.key}.${point}`))}
              size="sm"
            />
            <Text size="sm" mt="lg" pt="md" className="site-muted site-film-card__best">
              <strong>{t(`${KEY}.bestFor`)}</strong> {t(`${KEY}.${line.key}.bestFor`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  )
}
