import { useId } from 'react'

const MARK_WIDTH = 48
const HEIGHT = 56
const GAP = 12
const FONT_SIZE = 25
// An average bold glyph is about 0.58 em wide; the text is then fitted to
// exactly that box with textLength, so the logo has the same proportions
// whatever font the visitor's system picks.
const GLYPH_WIDTH = FONT_SIZE * 0.58

type Props = {
  brand: string
  /** Rendered width in px; the height follows from the brand's length. */
  width?: number
  /** Rendered height in px, used when no width is given. */
  height?: number
  className?: string
}

/**
 * The brand logo: a shield holding a tinted side window, then the brand name.
 * The name is drawn in currentColor so the logo works on light and dark
 * backgrounds; the last word of a multi-word brand is set lighter.
 */
export function Logo({ brand, width, height = 40, className }: Props) {
  // SVG ids must be unique in the document (the header and the footer both show the logo).
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const textWidth = Math.round(brand.length * GLYPH_WIDTH)
  const viewWidth = MARK_WIDTH + GAP + textWidth + 2
  const size = width
    ? { width, height: Math.round((width * HEIGHT) / viewWidth) }
    : { width: Math.round((height * viewWidth) / HEIGHT), height }
  const words = brand.trim().split(/\s+/)
  const lead = words.length > 1 ? words.slice(0, -1).join(' ') : brand
  const tail = words.length > 1 ? ` ${words[words.length - 1]}` : ''

  return (
    <svg
      className={className}
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${viewWidth} ${HEIGHT}`}
      role="img"
      aria-label={brand}
      xmlns="http://www.w3.org/2000/svg"
    >
      <LogoMarkPaths id={id} />
      <text
        x={MARK_WIDTH + GAP}
        y={37}
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize={FONT_SIZE}
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
        aria-hidden="true"
      >
        <tspan fontWeight={800}>{lead}</tspan>
        {tail && <tspan fontWeight={500}>{tail}</tspan>}
      </text>
    </svg>
  )
}

/** The shield alone (also public/favicon.svg), drawn in a 48 × 56 box. */
function LogoMarkPaths({ id }: { id: string }) {
  return (
    <g aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b3038" />
          <stop offset="1" stopColor="#0c0e11" />
        </linearGradient>
        <linearGradient id={`${id}-glass`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8a96a6" />
          <stop offset="0.55" stopColor="#3a4350" />
          <stop offset="1" stopColor="#161a20" />
        </linearGradient>
      </defs>
      <path
        d="M24 3 L43 9.5 V27 C43 40 35 49.5 24 53 C13 49.5 5 40 5 27 V9.5 Z"
        fill={`url(#${id}-body)`}
        stroke="#f8ae1b"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M12 35 L18.6 22.2 C19.4 20.8 20.8 20 22.4 20 H34 C35.1 20 36 20.9 36 22 V35 Z"
        fill={`url(#${id}-glass)`}
      />
      <path d="M21 35 L29.5 20 H33 L24.5 35 Z" fill="#ffffff" opacity="0.22" />
      <rect x="12" y="38.5" width="24" height="2.5" rx="1.25" fill="#f8ae1b" />
    </g>
  )
}
