import { darken, lighten, luminance, type MantineTheme } from '@mantine/core'

/**
 * Colour tokens that keep WCAG contrast in both schemes, computed from the
 * palettes instead of picked page by page: text 4.5 : 1 on every surface of
 * its scheme, white labels on filled colours 4.5 : 1, focus rings and the
 * primary control 3 : 1 (WCAG 1.4.3 and 1.4.11).
 */

export const TEXT_CONTRAST = 4.5
export const CONTROL_CONTRAST = 3

/** WCAG contrast ratio of two colours (hex or rgb[a]). */
export function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

type Scheme = 'light' | 'dark'
type Palette = readonly string[]

/**
 * The surfaces text sits on in each scheme, the darkest and lightest of them
 * included: page and paper, the admin's grey page, hovered rows and menus.
 */
export function surfaces(theme: MantineTheme, scheme: Scheme): string[] {
  const { gray, dark } = theme.colors
  return scheme === 'light' ? [theme.white, gray[0], gray[1]] : [dark[5], dark[6], dark[7], dark[8]]
}

function readableOn(color: string, backgrounds: string[], ratio = TEXT_CONTRAST) {
  return backgrounds.every((background) => contrast(color, background) >= ratio)
}

/**
 * The first candidate readable on every background; failing all, the last
 * one darkened (light backgrounds) or lightened (dark ones) step by step.
 */
function firstReadable(candidates: string[], backgrounds: string[], towards: 'darker' | 'lighter') {
  const found = candidates.find((color) => readableOn(color, backgrounds))
  if (found) return found
  const last = candidates[candidates.length - 1]
  for (let step = 0.05; step <= 0.8; step += 0.05) {
    const adjusted = towards === 'darker' ? darken(last, step) : lighten(last, step)
    if (readableOn(adjusted, backgrounds)) return adjusted
  }
  return towards === 'darker' ? '#000000' : '#ffffff'
}

const shades = (palette: Palette, indexes: number[]) => indexes.map((index) => palette[index])

/**
 * A filled background that carries a white label at 4.5 : 1. Explicit shades
 * (`color="green.8"`) go through this too, so no filled badge or button can
 * fall below it.
 */
export function filledForWhite(color: string, darker: string[] = []) {
  return firstReadable([color, ...darker], ['#ffffff'], 'darker')
}

/** The per-scheme CSS variables of one palette (Mantine's `--mantine-color-<name>-*`). */
function paletteTokens(theme: MantineTheme, name: string, palette: Palette, scheme: Scheme) {
  const onSurfaces = surfaces(theme, scheme)
  if (scheme === 'light') {
    const filled = filledForWhite(palette[6], shades(palette, [7, 8, 9]))
    const text = firstReadable(shades(palette, [6, 7, 8, 9]), onSurfaces, 'darker')
    // Light variant: its text sits on shade 1, shade 2 when hovered, or the page (subtle variant).
    const lightColor = firstReadable(
      shades(palette, [8, 9]),
      [...onSurfaces, palette[1], palette[2]],
      'darker'
    )
    return {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-outline`]: text,
      [`--mantine-color-${name}-light-color`]: lightColor,
    }
  }
  const filled = filledForWhite(palette[8], shades(palette, [9]))
  // Text, outlines and light-variant labels step towards the light end of the palette.
  const text = firstReadable(shades(palette, [4, 3, 2, 1, 0]), onSurfaces, 'lighter')
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-outline`]: text,
  }
}

/**
 * The primary colour is the spec's near-black. In light mode it stays that;
 * in dark mode black on black would vanish (1.06 : 1), so filled primary
 * controls take the light end of the same palette with a dark label.
 */
function primaryTokens(theme: MantineTheme, scheme: Scheme): Record<string, string> {
  const palette = theme.colors[theme.primaryColor]
  if (scheme === 'light') {
    return { '--mantine-primary-color-contrast': theme.white }
  }
  const name = theme.primaryColor
  return {
    [`--mantine-color-${name}-filled`]: palette[0],
    [`--mantine-color-${name}-filled-hover`]: palette[1],
    [`--mantine-color-${name}-text`]: palette[0],
    [`--mantine-color-${name}-outline`]: palette[0],
    '--mantine-primary-color-contrast': palette[8],
    '--mantine-color-anchor': theme.white,
  }
}

/**
 * Focus rings: a blue that keeps 3 : 1 against every surface of its scheme,
 * the dark bands of the public site (hero, footer) included.
 */
export function focusRing(theme: MantineTheme, scheme: Scheme) {
  const { blue } = theme.colors
  const dark = [theme.other.ink as string, ...surfaces(theme, 'dark')]
  const light = surfaces(theme, 'light')
  const candidates = scheme === 'light' ? shades(blue, [7, 8, 6]) : shades(blue, [5, 4, 6])
  const backgrounds = scheme === 'light' ? [...light, ...dark] : dark
  return candidates.find((color) => readableOn(color, backgrounds, CONTROL_CONTRAST)) ?? blue[7]
}

/** Scheme-wide text tokens: dimmed text, errors. */
function textTokens(theme: MantineTheme, scheme: Scheme) {
  const { gray, dark, red } = theme.colors
  const onSurfaces = surfaces(theme, scheme)
  if (scheme === 'light') {
    return {
      '--mantine-color-dimmed': firstReadable(shades(gray, [6, 7]), onSurfaces, 'darker'),
      '--mantine-color-error': firstReadable(shades(red, [7, 8, 9]), onSurfaces, 'darker'),
    }
  }
  return {
    '--mantine-color-dimmed': firstReadable(shades(dark, [2, 1, 0]), onSurfaces, 'lighter'),
    '--mantine-color-error': firstReadable(shades(red, [5, 4, 3]), onSurfaces, 'lighter'),
  }
}

/** Every token of a scheme, for Mantine's `cssVariablesResolver`. */
export function schemeTokens(theme: MantineTheme, scheme: Scheme): Record<string, string> {
  const tokens: Record<string, string> = {}
  for (const [name, palette] of Object.entries(theme.colors)) {
    Object.assign(tokens, paletteTokens(theme, name, palette, scheme))
  }
  return {
    ...tokens,
    ...primaryTokens(theme, scheme),
    ...textTokens(theme, scheme),
    '--app-focus-ring': focusRing(theme, scheme),
  }
}
