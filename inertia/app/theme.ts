import { createTheme } from '@mantine/core'

/** The spec's look: primary colour dark, light and dark schemes. */
export const theme = createTheme({
  primaryColor: 'dark',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
})
