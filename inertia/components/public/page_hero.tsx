import type { ReactNode } from 'react'
import { Container, Text, Title } from '@mantine/core'

type Props = { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode }

/** The dark opening band of the inner pages, holding the page's one h1. */
export function PageHero({ eyebrow, title, lead, children }: Props) {
  return (
    <section className="site-dark-band site-page-hero">
      <Container size="lg">
        <span className="site-eyebrow">{eyebrow}</span>
        <Title order={1} className="site-page-hero__title">
          {title}
        </Title>
        {lead && (
          <Text className="site-page-hero__lead" mt="md">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </section>
  )
}
