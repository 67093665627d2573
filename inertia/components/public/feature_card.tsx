import type { ReactNode } from 'react'
import { Card, Text, ThemeIcon, Title } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'

type Props = { icon: Icon; title: string; children: ReactNode }

/** An icon, an h3 and a short explanation. */
export function FeatureCard({ icon: FeatureIcon, title, children }: Props) {
  return (
    <Card withBorder radius="lg" padding="xl" className="site-card">
      <ThemeIcon size={48} radius="md" className="site-icon">
        <FeatureIcon size={26} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="lg" mt="lg">
        {title}
      </Title>
      <Text className="site-muted" mt="xs" lh={1.65}>
        {children}
      </Text>
    </Card>
  )
}
