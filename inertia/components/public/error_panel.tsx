import type { ReactNode } from 'react'
import { Button, Container, Group, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconArrowLeft } from '@tabler/icons-react'
import { SeoHead } from '~/components/common/seo_head'
import { useLanguage, useT } from '~/shared/i18n'

type Props = {
  status: 404 | 500
  title: string
  description: string
  heading: string
  text: string
  /** More ways on beside "Back to the home page". */
  actions?: ReactNode
  children?: ReactNode
}

/** The shared body of the public error pages: the status, what happened, a way home. */
export function ErrorPanel({
  status,
  title,
  description,
  heading,
  text,
  actions,
  children,
}: Props) {
  const t = useT()
  const { href } = useLanguage()
  return (
    <>
      <SeoHead title={title} description={description} />
      <section className="site-section site-error">
        <Container size="sm" ta="center">
          <Text className="site-error__code" aria-hidden="true">
            {status}
          </Text>
          <Title order={1} className="site-page-hero__title">
            {heading}
          </Title>
          <Text className="site-muted" fz="lg" mt="md" lh={1.7}>
            {text}
          </Text>
          <Group justify="center" mt="xl" gap="sm">
            <Button
              component={Link}
              href={href('/')}
              size="md"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              {t('public.errors.home')}
            </Button>
            {actions}
          </Group>
          {children}
        </Container>
      </section>
    </>
  )
}
