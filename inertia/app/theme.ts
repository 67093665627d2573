import { createTheme } from '@mantine/core'

/** The spec's look: primary colour dark, light and dark schemes. */
export const theme = createTheme({
  primaryColor: 'dark',
  // The brand accent of the public site (logo, calls to action on dark bands).
  colors: {
    gold: [
      '#fff8e1',
      '#ffefcc',
      '#fddd9b',
      '#fbc964',
      '#f9b937',
      '#f8ae1b',
      '#f8a909',
      '#dd9300',
      '#c48200',
      '#aa6f00',
    ],
  },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
})
