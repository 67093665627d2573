/** Small readers for server-rendered HTML, so tests check what a crawler without JavaScript gets. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

export function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(code.slice(2), 16))
    if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10))
    return ENTITIES[code.toLowerCase()] ?? entity
  })
}

/** The text content of every element with that tag name, tags inside stripped. */
export function textsOf(html: string, tag: string) {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi')
  return [...html.matchAll(pattern)].map((match) =>
    decodeEntities(match[1].replace(/<[^>]+>/g, '')).trim()
  )
}

/** The Inertia page object embedded in a first-load HTML response. */
export function inertiaPageOf(html: string): {
  component: string
  version: string
  props: Record<string, unknown>
} {
  const match = html.match(/data-page="([^"]*)"/)
  if (!match) throw new Error('The HTML holds no Inertia data-page attribute')
  return JSON.parse(decodeEntities(match[1]))
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  const pattern = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g
  return [...html.matchAll(pattern)].map((match) => JSON.parse(match[1]))
}
