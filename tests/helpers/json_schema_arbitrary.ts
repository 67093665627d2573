import fc from 'fast-check'
import { TEXT_PATTERNS } from '#validators/text'

/**
 * Requests made from the API document's own JSON Schemas, for the contract
 * test (tests/functional/api/contract.spec.ts): `validValue` makes values
 * a schema accepts, `invalidBody` / `invalidQueryValue` values it refuses in
 * a way no reading of the document could take as valid (a missing required
 * property, a wrong type, past a bound, outside an enum). Only the keywords
 * the document uses are read; an unknown one fails loudly.
 */
export type Schema = {
  'type'?: string | string[]
  'enum'?: unknown[]
  'anyOf'?: Schema[]
  'properties'?: Record<string, Schema>
  'required'?: string[]
  'items'?: Schema
  'minItems'?: number
  'maxItems'?: number
  'minLength'?: number
  'maxLength'?: number
  'minimum'?: number
  'maximum'?: number
  'pattern'?: string
  'format'?: string
  'description'?: string
  'x-server-checks'?: boolean
}

const KNOWN = new Set([
  'type',
  'enum',
  'anyOf',
  'properties',
  'required',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'format',
  'description',
  'x-server-checks',
])

/**
 * The document's lengths, read both ways: `maxLength` in UTF-16 code units
 * (as its info says the server counts), `minLength` in code points of the
 * NFC form (as JSON Schema and the password rules count), so a value fits
 * whichever way it is counted.
 */
function fitsLength(value: string, schema: Schema) {
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false
  const codePoints = [...value.normalize('NFC')].length
  return schema.minLength === undefined || codePoints >= schema.minLength
}

/** What a name, a note or a password may hold: Latin, Vietnamese (NFC and NFD), CJK, emoji. */
const CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' .,-\'/&()#@+:;!?"_%*',
  ...'ăâđêôơưĐỆắầẫệễộởựỹ',
  'e\u0323\u0302',
  'o\u031b\u0309',
  'A\u0300',
  '中',
  '文',
  'ß',
  'ñ',
  '\u00a0',
  '😀',
  '🚗',
  '👩‍👩‍👧',
  '🇻🇳',
]
/** What the document's patterns may or may not let through: whitespace and control characters. */
const EDGES = [' ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\u0000', '\u0007', '\u007f', '\u0085']

/** Cuts at a code point boundary, so no lone surrogate is ever made. */
function cutToUnits(value: string, max: number) {
  let out = ''
  for (const character of value) {
    if (out.length + character.length > max) break
    out += character
  }
  return out
}

/**
 * Text as people type it, with whitespace and control characters inside
 * and around it, kept when the document's pattern and lengths accept it:
 * a pattern laxer than the server (outer spaces, a NUL) is found out.
 */
function textArbitrary(schema: Schema) {
  const pattern = new RegExp(schema.pattern!, 'u')
  const edge = fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(...EDGES) }
  )
  const piece = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...CHARACTERS) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGES) }
  )
  return fc
    .tuple(edge, fc.array(piece, { maxLength: Math.min(schema.maxLength ?? 60, 80) }), edge)
    .map(([before, parts, after]) => {
      let value = parts.join('')
      while (!fitsLength(value, { minLength: schema.minLength })) value += 'a'
      return cutToUnits(`${before}${value}${after}`, schema.maxLength ?? Number.POSITIVE_INFINITY)
    })
    .filter((value) => pattern.test(value) && fitsLength(value, schema))
}

/**
 * `^[…][…]*$`-like patterns with the lengths folded in as the last class's
 * repeat (`{lo,hi}`), so a VIN's 17 characters are made, not waited for.
 */
function boundedPattern(pattern: string, schema: Schema) {
  const match = /^\^((?:\[[^\]]*\])*)(\[[^\]]*\])([*+])\$$/.exec(pattern)
  if (!match) return pattern
  const fixed = (match[1].match(/\[[^\]]*\]/g) ?? []).length
  const lo = Math.max(match[3] === '+' ? 1 : 0, (schema.minLength ?? 0) - fixed)
  const hi = Math.max(lo, (schema.maxLength ?? fixed + lo + 30) - fixed)
  return `^${match[1]}${match[2]}{${lo},${hi}}$`
}

const DAY = 86_400_000
const FIRST_DAY = Date.UTC(1900, 0, 1) / DAY
const LAST_DAY = Date.UTC(2200, 11, 31) / DAY
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)

const word = (max: number) => fc.stringMatching(new RegExp(`^[a-z0-9]{1,${max}}$`))
const emailArbitrary = fc
  .tuple(
    word(12),
    fc.option(word(8), { nil: undefined }),
    word(12),
    fc.constantFrom('com', 'my', 'vn')
  )
  .map(([name, more, host, tld]) => `${name}${more ? `.${more}` : ''}@${host}.${tld}`)

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(isoDay)
  if (schema.format === 'email') return emailArbitrary.filter((value) => fitsLength(value, schema))
  if (schema.format !== undefined) throw new Error(`No generator for format ${schema.format}`)
  const pattern = schema.pattern
  // Free text (the document's text patterns, or none): made from characters, not from the regex.
  if (pattern === undefined) return textArbitrary({ ...schema, pattern: '^[\\s\\S]*$' })
  if (Object.values(TEXT_PATTERNS).includes(pattern)) return textArbitrary(schema)
  const regex = new RegExp(pattern, 'u')
  return fc
    .stringMatching(new RegExp(boundedPattern(pattern, schema), 'u'))
    .filter((value) => regex.test(value) && fitsLength(value, schema))
}

function checkKeywords(schema: Schema) {
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key)) throw new Error(`No generator for the keyword ${key}`)
  }
}

/** Any value `schema` accepts. */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  checkKeywords(schema)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue))
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type })))
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 })
    case 'string':
      return stringArbitrary(schema)
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? 5,
      })
    case 'object':
      return validObject(schema)
    default:
      throw new Error(`No generator for ${JSON.stringify(schema)}`)
  }
}

/** Every required property, any of the optional ones. */
export function validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  checkKeywords(schema)
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property)])
  )
  return fc.record(model, { requiredKeys: (schema.required ?? []) as never[] })
}

const types = (schema: Schema) => [schema.type ?? []].flat()

/** Values `schema` refuses, whichever way its lengths are counted. */
export function invalidValues(schema: Schema): unknown[] {
  const values: unknown[] = [types(schema).includes('object') ? 'not an object' : { not: 'valid' }]
  if (schema.maxLength !== undefined) values.push('a'.repeat(schema.maxLength + 1))
  if (schema.maximum !== undefined) values.push(schema.maximum + 1)
  if (schema.minimum !== undefined) values.push(schema.minimum - 1)
  if (schema.enum || schema.anyOf) values.push('not-a-choice')
  if (schema.minItems) values.push([])
  return values
}

/** A valid body with one thing wrong: a required property left out, or one property refused. */
export function invalidBody(schema: Schema) {
  const mutations: fc.Arbitrary<{ body: Record<string, unknown>; wrong: string }>[] = []
  for (const name of schema.required ?? []) {
    // null, and "" (which the body parser reads as null), for a required property.
    mutations.push(
      fc
        .tuple(validObject(schema), fc.constantFrom(null, ''))
        .filter(([, value]) => value === null || types(schema.properties![name]).includes('string'))
        .map(([body, value]) => ({ body: { ...body, [name]: value }, wrong: `${name}: ${value}` }))
    )
    mutations.push(
      validObject(schema).map((body) => {
        const rest = { ...body }
        delete rest[name]
        return { body: rest, wrong: `without ${name}` }
      })
    )
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    mutations.push(
      fc
        .tuple(validObject(schema), fc.constantFrom(...invalidValues(property)))
        .map(([body, value]) => ({ body: { ...body, [name]: value }, wrong: name }))
    )
  }
  return fc.oneof(...mutations)
}

/** A query string value `schema` refuses. */
export function invalidQueryValue(schema: Schema): string[] {
  const values: string[] = []
  if (schema.enum || schema.anyOf) values.push('not-a-choice')
  if (types(schema).includes('integer') || types(schema).includes('number')) values.push('abc')
  if (schema.maximum !== undefined) values.push(String(schema.maximum + 1))
  if (schema.minimum !== undefined) values.push(String(schema.minimum - 1))
  if (schema.maxLength !== undefined) values.push('a'.repeat(schema.maxLength + 1))
  if (schema.format === 'date') values.push('2026-02-30')
  return values
}
