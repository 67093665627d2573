import { readFileSync, readdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import app from '@adonisjs/core/services/app'
import { IntlMessageFormat } from 'intl-messageformat'

/*
 * The languages walks (tests/browser/languages.spec.ts and
 * sign_in_languages.spec.ts): what a page says, the untranslated keys in it,
 * and, on a Vietnamese page, any English left in it.
 */

/** Every text a person reads or hears: the page's text and its labels, titles and placeholders. */
export async function readableText(page: Page) {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt']
    const labels = [...document.querySelectorAll('*')].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? '')
    )
    return [document.title, document.body.innerText, ...labels].join('\n')
  })
}

/**
 * The same texts one by one, as they were written: each element's own text
 * (its text nodes joined, so `© {year} {brand}` is one), its labels, titles,
 * placeholders and alternative text, and the document's title. Hidden parts
 * count too (a drawer's menu, a label only a screen reader reads). The text
 * of the DOM, not `innerText`, which a CSS `text-transform` would change.
 */
async function textUnits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const units = new Set<string>()
    const add = (text: string | null) => {
      const unit = (text ?? '').replace(/\s+/g, ' ').trim()
      if (unit) units.add(unit)
    }
    add(document.title)
    const code = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'])
    for (const element of document.querySelectorAll('*')) {
      if (code.has(element.tagName)) continue
      let own = ''
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) own += node.textContent
      }
      add(own)
      // A label inside `aria-hidden` is never read out (Mantine's measuring textarea).
      if (element.closest('[aria-hidden="true"]')) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        add(element.getAttribute(name))
      }
    }
    return [...units]
  })
}

type Catalogue = Record<string, string>

function flatten(prefix: string, value: unknown, into: Catalogue) {
  if (typeof value === 'string') into[prefix] = value.replace(/\s+/g, ' ').trim()
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(`${prefix}.${key}`, child, into)
  }
  return into
}

/** Every message of a language, server and client alike: `<file>.<path>` → ICU text. */
function catalogue(locale: string): Catalogue {
  const folder = app.languageFilesPath(locale)
  const messages: Catalogue = {}
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const content = JSON.parse(readFileSync(`${folder}/${file}`, 'utf8'))
    flatten(file.replace(/\.json$/, ''), content, messages)
  }
  return messages
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** An element of a parsed ICU message (intl-messageformat's AST; `type` 0 is a literal). */
type MessageElement = {
  type: number
  value?: unknown
  options?: Record<string, { value: MessageElement[] }>
  children?: MessageElement[]
}

/**
 * An ICU message as a pattern of the texts it can give: its words as they
 * are, an argument (or `#`) as any text, each branch of a plural or select as
 * one of the alternatives. Also its literal words, to judge what it says.
 */
function messagePattern(elements: MessageElement[]): { source: string; literal: string } {
  let source = ''
  let literal = ''
  for (const element of elements) {
    if (element.type === 0) {
      source += escapeRegExp(String(element.value))
      literal += String(element.value)
    } else if (element.options) {
      const branches = Object.values(element.options).map((option) => messagePattern(option.value))
      source += `(?:${branches.map((branch) => branch.source).join('|')})`
      literal += branches.map((branch) => ` ${branch.literal} `).join('')
    } else if (element.children) {
      const inner = messagePattern(element.children)
      source += inner.source
      literal += inner.literal
    } else {
      source += '.*?'
    }
  }
  return { source, literal }
}

const parse = (message: string) =>
  new IntlMessageFormat(message, 'en').getAst() as unknown as MessageElement[]

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? []

/**
 * What English looks like here, learnt from the catalogues rather than from
 * a list of words to keep up:
 * - the English messages that the Vietnamese catalogue says differently: a
 *   text that is one of them, whole (its arguments being anything), is
 *   English left behind (a fallback, a translator not handed over). A text
 *   both languages share, such as the brand, a code or `VLT`, is allowed,
 *   and so is one a message too short to tell from data would match;
 * - the words of the English messages that no Vietnamese message uses: a
 *   text of two words or more made of those only, in sentence case as the
 *   interface writes (`Back office`, `Close notification`), is English
 *   written into a component. Data passes whatever its language: a name, an
 *   address or a film is in Title Case (`Main Street`, `Joy Hand`) or has a
 *   word of its own (none of faker's names, streets, cities or products is
 *   taken in 200,000 draws each).
 */
/**
 * Whether a message says enough to be told from data: a fixed text of a
 * word or more (`Success`), or with arguments at least two words of its own
 * (`Expired {span} ago`). `New {noun}` or `Page {page}` would take a city
 * (`New Alfredtown`) or a customer (`Page Smith`) for English.
 */
function saysEnough(source: string, literal: string) {
  if (!source.includes('.*?')) return /\p{L}{3}/u.test(literal)
  return (literal.match(/\p{L}{2,}/gu) ?? []).length >= 2
}

function englishDetector() {
  const english = catalogue('en')
  const vietnamese = catalogue('vi')
  const vietnameseTexts = new Set(Object.values(vietnamese))
  const vietnameseWords = new Set(Object.values(vietnamese).flatMap(words))
  const messages: { key: string; pattern: RegExp }[] = []
  const englishWords = new Set<string>()
  for (const [key, text] of Object.entries(english)) {
    const { source, literal } = messagePattern(parse(text))
    for (const word of words(literal)) {
      if (!vietnameseWords.has(word)) englishWords.add(word)
    }
    if (vietnamese[key] === undefined || vietnamese[key] === text) continue
    if (vietnameseTexts.has(text) || !saysEnough(source, literal)) continue
    messages.push({ key, pattern: new RegExp(`^${source}$`, 'u') })
  }
  return (unit: string) => {
    const message = messages.find(({ pattern }) => pattern.test(unit))
    if (message) return `"${unit}" (English of ${message.key})`
    // A sentence has spaces: one token (a username like `user44.s5s5a`, an address) is not one.
    if (!/\s/u.test(unit.trim())) return null
    const unitWords = unit.match(/\p{L}+/gu) ?? []
    const sentenceCase = unitWords.slice(1).some((word) => word === word.toLowerCase())
    const allEnglish = unitWords.every((word) => englishWords.has(word.toLowerCase()))
    if (unitWords.length >= 2 && sentenceCase && allEnglish) return `"${unit}" (English words)`
    return null
  }
}

let detector: ReturnType<typeof englishDetector> | undefined

/** Why a text of a Vietnamese page is English (see `englishDetector`), or null. */
export function englishIn(text: string) {
  detector ??= englishDetector()
  return detector(text)
}

/** The texts of a Vietnamese page that are English. */
export async function englishTexts(page: Page) {
  const units = await textUnits(page)
  return units.map(englishIn).filter((finding): finding is string => finding !== null)
}

/**
 * Fails with every untranslated key the page shows (see MISSING_MARK in
 * ~/shared/i18n) and, on a Vietnamese page, with every English text in it.
 */
export async function expectTranslated(page: Page, assert: { deepEqual: Function }, name: string) {
  const text = await readableText(page)
  assert.deepEqual(text.match(/⟦missing:[^⟧]*⟧/g) ?? [], [], name)
  if ((await page.locator('html').getAttribute('lang')) === 'vi') {
    assert.deepEqual(await englishTexts(page), [], `${name}: English on a Vietnamese page`)
  }
}
