import {
  Checkbox,
  createTheme,
  Menu,
  Notification,
  defaultVariantColorsResolver,
  Pagination,
  parseThemeColor,
  Radio,
  Tabs,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core'
import { filledForWhite, schemeTokens } from '~/app/theme_tokens'

const isHexOrRgb = (color: string) => /^(#|rgb)/i.test(color)

/**
 * Filled variants: the primary colour's label follows the scheme (white on
 * near-black, near-black on the light variant in dark mode); any other filled
 * colour, explicit shades and hex values included, carries its white label
 * at 4.5 : 1 or is darkened until it does.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input)
  const { theme, variant, autoContrast } = input
  if (variant !== 'filled' || autoContrast) return resolved
  const color = input.color ?? theme.primaryColor
  const parsed = parseThemeColor({ color, theme })
  if (parsed.isThemeColor && parsed.shade === undefined) {
    return parsed.color === theme.primaryColor
      ? { ...resolved, color: 'var(--mantine-primary-color-contrast)' }
      : resolved
  }
  if (parsed.isThemeColor && parsed.shade !== undefined) {
    const palette = theme.colors[parsed.color]
    const background = filledForWhite(palette[parsed.shade], palette.slice(parsed.shade + 1))
    return { ...resolved, background, hover: background }
  }
  if (isHexOrRgb(color)) return { ...resolved, background: filledForWhite(color) }
  return resolved
}

/** A component variable set to the primary's contrast colour, when the component is primary-coloured. */
function onPrimary<V extends string>(color: string | undefined, variable: V) {
  const isPrimary = color === undefined || color === PRIMARY_COLOR
  return (isPrimary ? { [variable]: 'var(--mantine-primary-color-contrast)' } : {}) as Partial<
    Record<V, string>
  >
}

const PRIMARY_COLOR = 'dark'

/** The spec's look: primary colour dark, light and dark schemes. */
export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
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
  other: {
    // The public site's dark bands (hero, calls to action, footer), dark in both schemes.
    ink: '#0c0e11',
  },
  variantColorResolver,
  // Rings drawn by theme.css in --app-focus-ring, which keeps 3 : 1 on every surface.
  focusClassName: 'app-focus',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Icon-only close buttons are named in the page's language by AdminProviders.
    // Mantine's focus placeholder is a presentational element with a tabindex, which breaks the
    // menu role's required children; without it an opened menu focuses its first item (ARIA).
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // Mantine greys a titled toast's text with a fixed shade (3.3 : 1); the dimmed token reads.
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // Marks and labels drawn on the primary colour take its per-scheme contrast colour.
    Checkbox: Checkbox.extend({
      vars: (_theme, props) => ({ root: onPrimary(props.color, '--checkbox-icon-color') }),
    }),
    Radio: Radio.extend({
      vars: (_theme, props) => ({ root: onPrimary(props.color, '--radio-icon-color') }),
    }),
    Pagination: Pagination.extend({
      vars: (_theme, props) => ({ root: onPrimary(props.color, '--pagination-active-color') }),
    }),
    Tabs: Tabs.extend({
      // Tabs.css reads --tabs-text-color for the active pill; Mantine's type leaves it out.
      vars: (_theme, props) => ({
        root: onPrimary(props.color, '--tabs-text-color') as Partial<
          Record<'--tabs-color', string>
        >,
      }),
    }),
  },
})

type ResolvedVariables = ReturnType<CSSVariablesResolver>
/**
 * The tokens of each theme Mantine resolved, computed once: the contrast
 * searches behind them cost about a millisecond, and Mantine asks on every
 * server render (each one a new provider, the same theme values).
 */
const resolved = new Map<string, ResolvedVariables>()

/** The colour tokens of each scheme (inertia/app/theme_tokens.ts). */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const { colors, primaryColor, white, black, other } = resolvedTheme
  // Everything theme_tokens.ts reads of the theme.
  const key = JSON.stringify([colors, primaryColor, white, black, other])
  let variables = resolved.get(key)
  if (!variables) {
    variables = {
      // The public site's dark bands read --site-ink: one value for their CSS and the focus-ring maths.
      variables: { '--site-ink': resolvedTheme.other.ink },
      light: schemeTokens(resolvedTheme, 'light'),
      dark: schemeTokens(resolvedTheme, 'dark'),
    }
    resolved.set(key, variables)
  }
  return variables
}
