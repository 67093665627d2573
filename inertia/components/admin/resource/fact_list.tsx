import type { ReactNode } from 'react'
import { SimpleGrid, Text } from '@mantine/core'

/** Labelled facts of a record, as a description list (two columns from `xs`); an empty value shows "—". */
export function FactList({ items }: { items: [string, ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  )
}
