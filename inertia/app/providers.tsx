import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { theme } from '~/app/theme'

/** Providers every page needs, public or admin. Admin-only ones live in the admin layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  )
}
