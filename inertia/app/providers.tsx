import { useEffect, type ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { cssVariablesResolver, theme } from '~/app/theme'
import { NavigationProgress } from '~/components/common/navigation_progress'
import '~/app/theme.css'
import '~/css/fields.css'

/** Providers every page needs, public or admin. Admin-only ones live in the admin layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  // Marks the document once React has taken over (public pages hydrate on the first
  // interaction): CSS and tests can tell a page that only has its HTML from one that is live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <NavigationProgress />
      {children}
    </MantineProvider>
  )
}
