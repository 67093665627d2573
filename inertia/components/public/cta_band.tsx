import { Button, Container, Group, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconArrowRight } from '@tabler/icons-react'
import { useLanguage, useT } from '~/shared/i18n'

type Props = { title?: string; text?: string }

/** The closing call to action: check a warranty or get in touch. */
export function CtaBand(props: Props) {
  const t = useT()
  const { href } = useLanguage()
  const title = props.title ?? t('public.cta.title')
  const text = props.text ?? t('public.cta.text')
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
              href={href('/contact')}
              size="md"
              color="gold.5"
              autoContrast
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('public.cta.contact')}
            </Button>
            <Button
              component={Link}
              href={href('/e-warranty')}
              size="md"
              className="site-button-on-dark"
            >
              {t('public.cta.check')}
            </Button>
          </Group>
        </Group>
      </Container>
    </section>
  )
}
