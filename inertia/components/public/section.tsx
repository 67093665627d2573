import type { ReactNode } from 'react'
import { Box, Container, Text, Title } from '@mantine/core'

type Props = {
  eyebrow?: string
  title: string
  intro?: ReactNode
  /** A tinted background, to separate consecutive sections. */
  alt?: boolean
  id?: string
  children: ReactNode
}

/** A page section with its h2; the h1 is the page hero's. */
export function Section({ eyebrow, title, intro, alt = false, id, children }: Props) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      className={alt ? 'site-section site-section--alt' : 'site-section'}
    >
      <Container size="lg">
        {eyebrow && <span className="site-eyebrow">{eyebrow}</span>}
        <Title order={2} id={headingId} className="site-section__title">
          {title}
        </Title>
        {intro && (
          <Text className="site-section__intro site-muted" mt="md">
            {intro}
          </Text>
        )}
        <Box mt={40}>{children}</Box>
      </Container>
    </Box>
  )
}
