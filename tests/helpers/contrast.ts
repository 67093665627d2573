import type { Locator } from 'playwright-core'

/**
 * Contrast of what the page really paints, read from computed styles: a
 * control against the surface it sits on, its label against its fill, its
 * focus ring against the surface around it. (axe checks text; these are the
 * non-text contrasts of WCAG 1.4.11.)
 */

type Rgba = { r: number; g: number; b: number; a: number }

export function parseColour(value: string): Rgba {
  const match = value.match(/rgba?\(([^)]+)\)/)
  if (!match) throw new Error(`Not an rgb() colour: ${value}`)
  const [r, g, b, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number)
  return { r, g, b, a }
}

function channel(value: number) {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function luminance({ r, g, b }: Rgba) {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a)
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 }
}

export function contrast(a: string | Rgba, b: string | Rgba) {
  const [x, y] = [a, b].map((colour) => (typeof colour === 'string' ? parseColour(colour) : colour))
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p)
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Every colour that can be right behind the element: the backgrounds of its
 * ancestors up to the first opaque one, gradient stops included (a hero band
 * is a gradient), translucent layers composited over what is under them.
 */
export async function surfacesBehind(element: Locator): Promise<Rgba[]> {
  const layers = await element.evaluate((node) => {
    const found: string[][] = []
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      const colours = [
        ...(style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []),
        style.backgroundColor,
      ].filter((colour) => !/rgba\([^)]*,\s*0\)$/.test(colour))
      if (colours.length === 0) continue
      found.push(colours)
      if (colours.some((colour) => colour.startsWith('rgb('))) break
    }
    return found
  })
  // From the farthest (opaque) layer inwards: translucent colours (a tinted glow in a gradient)
  // are painted over the opaque ones of their own layer, or over what lies below.
  let surfaces: Rgba[] = [parseColour('rgb(255, 255, 255)')]
  for (const layer of layers.map((colours) => colours.map(parseColour)).reverse()) {
    const opaque = layer.filter((colour) => colour.a === 1)
    const under = opaque.length > 0 ? opaque : surfaces
    const translucent = layer.filter((colour) => colour.a < 1)
    surfaces = [
      ...opaque,
      ...translucent.flatMap((colour) => under.map((base) => over(colour, base))),
    ]
  }
  return surfaces
}

/** The lowest contrast of `colour` against anything behind `element`. */
export async function contrastWithSurface(element: Locator, colour: string) {
  const surfaces = await surfacesBehind(element)
  return Math.min(...surfaces.map((surface) => contrast(colour, surface)))
}

/** Fill and label colours of a control, as computed. */
export async function paintOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    return { background: style.backgroundColor, color: style.color }
  })
}

/** The focus ring of the element that has the focus now. */
export async function focusRingOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    return {
      colour: style.outlineColor,
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
    }
  })
}

/**
 * How a button (or a link drawn as one) reads where it really sits, against
 * the worst colour behind it (a gradient band: its darkest or lightest stop):
 * `label`, its text against its fill (the surface itself when it has none);
 * `outline`, what shows its shape, the better of its fill against the
 * surface and its border (when it has one) against the surface.
 */
export async function buttonContrast(control: Locator) {
  const paint = await control.evaluate((node) => {
    const style = getComputedStyle(node)
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
    const borders = sides.map((side) => ({
      width: Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
      style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
      colour: style.getPropertyValue(`border-${side.toLowerCase()}-color`),
    }))
    return { background: style.backgroundColor, color: style.color, borders }
  })
  const surfaces = await surfacesBehind(control)
  const fill = parseColour(paint.background)
  // What the label sits on over each surface: the fill, or the surface where the fill lets it through.
  const fills = surfaces.map((surface) => (fill.a === 0 ? surface : over(fill, surface)))
  const text = parseColour(paint.color)
  const label = Math.min(...fills.map((under) => contrast(over(text, under), under)))
  const fillEdge = Math.min(...surfaces.map((surface, index) => contrast(fills[index], surface)))
  const drawn = paint.borders.filter(
    (border) => border.width >= 1 && !['none', 'hidden'].includes(border.style)
  )
  // A border counts when it goes all round (four sides drawn, in one colour): against the surface
  // outside, it is what draws the shape of a button without a fill.
  const line = drawn.length === 4 && new Set(drawn.map((side) => side.colour)).size === 1
  const border = line
    ? Math.min(
        ...surfaces.map((surface) => contrast(over(parseColour(drawn[0].colour), surface), surface))
      )
    : 1
  return { label, outline: Math.max(fillEdge, border) }
}
