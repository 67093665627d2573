import { Button, Container, Group, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconArrowRight } from '@tabler/icons-react'

type Props = { title?: string; text?: string }

/** The closing call to action: check a warranty or get in touch. */
export function CtaBand({
  title = 'Ready for a cooler, more private drive?',
  text = 'Ask for a quote and a shade recommendation for your car, or check the warranty of a film we have already fitted.',
}: Props) {
  return (
    <section className="site-dark-band site-section" aria-labelledby="cta-title">
      <Container size="lg">
        <Group justify="space-between" align="center" gap="xl">
          <div style={{ maxWidth: 620 }}>
            <Title order={2} id="cta-title" className="site-section__title">
              {title}
            </Title>
            <Text mt="sm" size="lg" c="dark.0">
              {text}
            </Text>
          </div>
          <Group gap="sm">
            <Button
              component={Link}
              href="/contact"
              size="md"
              color="gold.5"
              autoContrast
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Get in touch
            </Button>
            <Button component={Link} href="/e-warranty" size="md" className="site-button-on-dark">
              Check your warranty
            </Button>
          </Group>
        </Group>
      </Container>
    </section>
  )
}
