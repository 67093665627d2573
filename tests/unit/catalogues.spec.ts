import { readdirSync, readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { IntlMessageFormat } from 'intl-messageformat'
import { LOCALES } from '#dtos/locales'

/**
 * Catalogues whose English stays where it is written today (the validators'
 * messages, the HTTP status texts: tests and the spec quote them); the other
 * languages translate them by field and rule (see #exceptions/localized_problem).
 */
const TRANSLATED_FROM_CODE = new Set(['validation', 'errors'])

const ROOT = new URL('../../resources/lang/', import.meta.url)

function flatten(prefix: string, value: unknown, into: Map<string, string>) {
  if (typeof value === 'string') into.set(prefix, value)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(`${prefix}.${key}`, child, into)
  }
  return into
}

function catalogue(locale: string) {
  const messages = new Map<string, string>()
  for (const file of readdirSync(new URL(`${locale}/`, ROOT))) {
    const content: unknown = JSON.parse(readFileSync(new URL(`${locale}/${file}`, ROOT), 'utf8'))
    flatten(file.replace(/\.json$/, ''), content, messages)
  }
  return messages
}

/**
 * The catalogues every interface text comes from: each language has every
 * key English has (a missing one would show its key), and every message is
 * valid ICU, so a typo in a plural cannot break a page at run time.
 */
test.group('Message catalogues', () => {
  const english = catalogue('en')

  for (const locale of LOCALES) {
    test(`${locale} has exactly the keys of English, each a valid ICU message`, ({ assert }) => {
      const messages = catalogue(locale)
      const missing = [...english.keys()].filter((key) => !messages.has(key))
      const extra = [...messages.keys()].filter(
        (key) => !english.has(key) && !TRANSLATED_FROM_CODE.has(key.split('.')[0])
      )
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] })
      const invalid = [...messages].filter(([, message]) => {
        try {
          new IntlMessageFormat(message, locale)
          return false
        } catch {
          return true
        }
      })
      assert.deepEqual(invalid, [])
    })
  }
})
