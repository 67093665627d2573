/**
 * Decorative: a tinted car turning the sun's heat away. Sized (520 × 270)
 * so it reserves its space before paint; hidden from assistive technology.
 */
export function HeroArt() {
  return (
    <svg
      className="site-hero__art"
      width={520}
      height={270}
      viewBox="30 8 520 270"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="hero-art-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a414b" />
          <stop offset="0.5" stopColor="#1d2127" />
          <stop offset="1" stopColor="#0e1013" />
        </linearGradient>
        <linearGradient id="hero-art-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#56606d" />
          <stop offset="0.6" stopColor="#1b2027" />
          <stop offset="1" stopColor="#0a0c0f" />
        </linearGradient>
        <radialGradient id="hero-art-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fbc964" />
          <stop offset="1" stopColor="#f8ae1b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-art-shine" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <marker
          id="hero-art-tip"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 Z" fill="#f8ae1b" />
        </marker>
      </defs>

      <circle cx="470" cy="58" r="46" fill="url(#hero-art-sun)" opacity="0.55" />
      <circle cx="470" cy="58" r="16" fill="#f8ae1b" />
      <ellipse cx="282" cy="262" rx="236" ry="10" fill="#000" opacity="0.45" />

      <path
        d="M48 236 L48 212 C48 198 58 190 76 187 L168 174 C206 142 244 122 292 118 L372 118 C414 120 446 140 478 170 L516 178 C532 181 540 194 540 210 L540 228 C540 234 536 238 530 238 L486 238 A44 44 0 0 0 398 238 L204 238 A44 44 0 0 0 116 238 Z"
        fill="url(#hero-art-body)"
        stroke="#4a525d"
        strokeWidth="1.5"
      />
      <path
        d="M192 174 C220 150 248 136 284 133 L330 132 L330 174 Z"
        fill="url(#hero-art-glass)"
        stroke="#5b6470"
        strokeWidth="1.2"
      />
      <path
        d="M342 132 L370 132 C404 134 430 150 456 172 L342 174 Z"
        fill="url(#hero-art-glass)"
        stroke="#5b6470"
        strokeWidth="1.2"
      />
      <path d="M236 174 L276 134 L296 134 L256 174 Z" fill="#fff" opacity="0.08" />
      <path d="M372 174 L404 138 L418 142 L388 174 Z" fill="#fff" opacity="0.07" />
      <path d="M80 200 L520 194" stroke="url(#hero-art-shine)" strokeWidth="2" />
      <path d="M70 206 L140 203" stroke="#f8ae1b" strokeWidth="3" strokeLinecap="round" />
      <rect x="520" y="196" width="16" height="6" rx="3" fill="#e03131" opacity="0.85" />
      <rect x="52" y="200" width="18" height="6" rx="3" fill="#fff3bf" opacity="0.9" />

      {[160, 442].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="240" r="36" fill="#0a0b0d" stroke="#2c3138" strokeWidth="4" />
          <circle cx={cx} cy="240" r="20" fill="#2c3138" stroke="#8a96a6" strokeWidth="2" />
          <circle cx={cx} cy="240" r="5" fill="#8a96a6" />
        </g>
      ))}

      <g stroke="#f8ae1b" strokeWidth="2.5" strokeLinecap="round" fill="none" strokeDasharray="3 7">
        <path d="M450 76 L398 150" />
        <path d="M398 150 L356 70" markerEnd="url(#hero-art-tip)" />
        <path d="M444 84 L302 154" />
        <path d="M302 154 L246 74" markerEnd="url(#hero-art-tip)" />
      </g>
    </svg>
  )
}
