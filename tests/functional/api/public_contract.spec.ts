import { test } from '@japa/runner'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { parseIsoDate } from '#domain/calendar_date'
import { LIMITS } from '#http/rate_limits'
import { publicApiDocument } from '#renderers/openapi/public_document'
import { BASE_URL } from '#tests/helpers/browser'
import { type Schema, invalidBody, validObject } from '#tests/helpers/json_schema_arbitrary'
import { latestCode, ownerWorld, smallPng } from '#tests/helpers/owner_claims'
import { loopbackAddress, requestFrom } from '#tests/helpers/proof_of_work'
import { CLAIM_FORM_FIELDS, OWNER_PROOF_COOKIE } from '#dtos/owner_claim'

/**
 * The contract test of /api/public (issue 32), as tests/functional/api/
 * contract.spec.ts is of /api/admin: for every operation of its OpenAPI
 * document, requests made from the document — valid, invalid, malformed,
 * too large, without the owner's proof — in English and Vietnamese, against
 * the real server. It fails on any 5xx, any status the operation does not
 * document, any answer off its documented schema, and a valid request
 * refused without a documented reason.
 *
 * The filing is multipart, which the JSON generators do not write: its
 * fields are generated from the document's multipart schema (the photos
 * left out) and sent as form fields, with real PNGs as `photos[]`.
 * Values JSON Schema cannot pin (the warranty's own windows, a day since
 * the installation, the code just sent) come from the test's data, only
 * for fields the document flags `x-server-checks`.
 */
const SEED = Number(process.env.CONTRACT_SEED ?? 20261201)
const RUNS = Number(process.env.CONTRACT_RUNS ?? 6)
const PREFIX = '/api/public'
const DOCUMENT = publicApiDocument(LIMITS) as any

type Json = Record<string, any>
type Entry = { method: 'get' | 'post'; path: string; operation: Json }
const OPERATIONS: Entry[] = Object.entries<Json>(DOCUMENT.paths).flatMap(([path, methods]) =>
  Object.entries<Json>(methods).map(([method, operation]) => ({
    method: method as Entry['method'],
    path,
    operation,
  }))
)

const ajv = new Ajv2020({ strict: false, allErrors: true })
ajv.addFormat('date', (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !!parseIsoDate(value))
ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)))
ajv.addFormat('email', true)
ajv.addFormat('binary', true)
ajv.addSchema({ $id: 'public', components: DOCUMENT.components })
const inDocument = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"public#/components'))

function flagged(schema: Schema | undefined) {
  return new Set(
    Object.entries(schema?.properties ?? {})
      .filter(([, property]) => (property as Json)['x-server-checks'])
      .map(([name]) => name)
  )
}

/** The multipart schema without its files: what the generators can write. */
function fieldsOf(schema: Json): Schema {
  const properties = { ...schema.properties }
  delete properties[CLAIM_FORM_FIELDS.photos]
  // The windows are the world's own (grounded): their `uniqueItems` needs no generator.
  const windows = { ...properties[CLAIM_FORM_FIELDS.windows] }
  delete windows.uniqueItems
  properties[CLAIM_FORM_FIELDS.windows] = windows
  return { ...schema, properties } as Schema
}

let addresses = 500
type Answer = { status: number; json: any; contentType: string }

/** A request from an address of its own (so no client budget is shared between runs). */
async function send(
  method: string,
  path: string,
  options: { json?: unknown; raw?: string; form?: FormData; cookie?: string | null; locale: string }
): Promise<Answer> {
  const headers: Record<string, string> = {
    'accept': 'application/json',
    'accept-language': options.locale,
  }
  if (options.cookie) headers.cookie = options.cookie
  if (options.form) {
    const response = await fetch(`${BASE_URL}${PREFIX}${path}`, {
      method,
      headers,
      body: options.form,
    })
    const text = await response.text()
    return {
      status: response.status,
      json: safeJson(text),
      contentType: response.headers.get('content-type') ?? '',
    }
  }
  const body =
    options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
  if (body !== undefined) headers['content-type'] = 'application/json'
  const answer = await requestFrom(
    loopbackAddress(addresses++),
    method,
    `${PREFIX}${path}`,
    headers,
    body
  )
  return { status: answer.status, json: safeJson(answer.text), contentType: 'application/json' }
}

function safeJson(text: string) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A world of its own: a sale with two films, a verified owner's cookie, one claim filed. */
async function world() {
  const owner = await ownerWorld()
  const codes = `/warranties/${owner.code}/one-time-codes`
  await send('POST', codes, { json: { purpose: 'file_claim' }, locale: 'en' })
  const verified = await fetch(`${BASE_URL}${PREFIX}${codes}/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({ purpose: 'file_claim', code: await latestCode() }),
  })
  const cookie = verified.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${OWNER_PROOF_COOKIE}=`))!
    .split(';')[0]
  const form = new FormData()
  for (const id of owner.itemIds) form.append(CLAIM_FORM_FIELDS.windows, String(id))
  form.append('problem', 'peeling')
  form.append('noticedOn', DateTime.now().toISODate()!)
  form.append('description', 'Peeling at the lower corner of the windshield.')
  form.append('contactChannel', 'phone')
  const filed = await send('POST', `/warranties/${owner.code}/claims`, {
    form,
    cookie,
    locale: 'en',
  })
  if (filed.status !== 201) throw new Error(`the world's claim was not filed: ${filed.status}`)
  return { ...owner, cookie, token: String(filed.json.statusUrl).split('/').at(-1)! }
}

type Kind = 'valid' | 'invalid' | 'malformed' | 'tooLarge' | 'noProof'

test.group('Owner API | contract: every operation of the public OpenAPI document', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('{method} {path}')
    .with(OPERATIONS)
    .run(async ({ assert }, entry) => {
      const { method, path, operation } = entry
      const name = `${method.toUpperCase()} ${path}`
      const content = operation.requestBody?.content ?? {}
      const multipart = content['multipart/form-data']?.schema as Json | undefined
      const jsonSchema = content['application/json']?.schema as Schema | undefined
      const bodySchema = multipart ? fieldsOf(multipart) : jsonSchema
      const flags = flagged(bodySchema)
      const needsProof = (operation.security ?? []).some((s: Json) => 'ownerProof' in s)
      const kinds: Kind[] = ['valid', 'valid']
      if (bodySchema) kinds.push('invalid', 'valid', 'invalid')
      if (jsonSchema) kinds.push('malformed', 'tooLarge')
      if (needsProof) kinds.push('noProof')
      let run = 0
      let succeeded = 0

      const check = async (
        kind: Kind,
        locale: string,
        generated: Json | null,
        bad: Json | null
      ) => {
        const here = await world()
        const url = path.replace('{code}', here.code).replace('{token}', here.token)
        let body: Json | null = null
        const grounded: string[] = []
        if (bodySchema) {
          body = kind === 'invalid' ? bad!.body : structuredClone(generated)
          if (kind === 'valid') {
            const put = (field: string, value: unknown) => {
              body![field] = value
              grounded.push(field)
            }
            if (path.endsWith('/verify')) {
              // A code of its own, sent for the purpose the body names.
              await send('POST', `/warranties/${here.code}/one-time-codes`, {
                json: { purpose: body!.purpose },
                locale,
              })
              put('code', await latestCode())
            }
            if (multipart) {
              put(CLAIM_FORM_FIELDS.windows, here.itemIds.slice(0, 1 + (run % 2)))
              // Between the installation (60 days ago) and today.
              put(
                'noticedOn',
                DateTime.now()
                  .minus({ days: (run * 7) % 60 })
                  .toISODate()
              )
              if (body!.contactChannel === 'email' && !body!.contactEmail) {
                put('contactEmail', 'owner@example.com')
              }
              const fits = ajv.validate(bodySchema, body)
              assert.isTrue(
                fits,
                `${name}: meant valid ${JSON.stringify(body)} (${ajv.errorsText()})`
              )
            }
          }
        }
        for (const field of grounded) {
          assert.isTrue(
            flags.has(field),
            `${name}: ${field} set from the data but not flagged x-server-checks`
          )
        }

        let answer: Answer
        const cookie = kind === 'noProof' ? null : here.cookie
        if (multipart) {
          const form = new FormData()
          for (const [field, value] of Object.entries(body ?? {})) {
            if (Array.isArray(value)) for (const one of value) form.append(field, String(one))
            else if (value !== null && value !== undefined) form.append(field, String(value))
          }
          if (kind === 'valid') {
            const png = new Blob([new Uint8Array(await smallPng())], { type: 'image/png' })
            for (let i = 0; i < run % 3; i++)
              form.append(CLAIM_FORM_FIELDS.photos, png, `p${i}.png`)
          }
          answer = await send(method.toUpperCase(), url, { form, cookie, locale })
        } else if (kind === 'malformed') {
          answer = await send(method.toUpperCase(), url, { raw: '{"broken": ', cookie, locale })
        } else if (kind === 'tooLarge') {
          answer = await send(method.toUpperCase(), url, {
            raw: JSON.stringify({ filler: 'x'.repeat(1_100_000) }),
            cookie,
            locale,
          })
        } else {
          answer = await send(method.toUpperCase(), url, {
            json: body ?? undefined,
            cookie,
            locale,
          })
        }
        const where = `${name} (${locale}) ${kind}: ${JSON.stringify(body)?.slice(0, 300)} → ${answer.status} ${JSON.stringify(answer.json)?.slice(0, 300)} (CONTRACT_SEED=${SEED})`
        assert.isBelow(answer.status, 500, where)
        const documented = operation.responses[String(answer.status)]
        assert.exists(documented, `undocumented status: ${where}`)
        const schema = documented.content['application/json'].schema
        assert.isTrue(
          ajv.validate(inDocument(schema), answer.json),
          `off its schema (${ajv.errorsText()}): ${where}`
        )

        const expected: Record<Exclude<Kind, 'valid'>, number[]> = {
          invalid: [422],
          malformed: [400],
          tooLarge: [413],
          noProof: [403],
        }
        if (kind !== 'valid') {
          assert.include(expected[kind], answer.status, `refused the wrong way: ${where}`)
          return
        }
        if (answer.status < 300) succeeded += 1
        else
          assert.equal(
            answer.status,
            429,
            `a valid request refused without a documented reason: ${where}`
          )
      }

      const plan = fc.record({
        generated: bodySchema ? validObject(bodySchema) : fc.constant(null),
        bad: bodySchema ? invalidBody(bodySchema) : fc.constant(null),
      })
      await fc.assert(
        fc.asyncProperty(plan, async ({ generated, bad }) => {
          const kind = kinds[run % kinds.length]
          const locale = Math.floor(run / 2) % 2 === 0 ? 'en' : 'vi'
          await check(kind, locale, generated, bad)
          run += 1
        }),
        { seed: SEED, numRuns: Math.max(RUNS, kinds.length), endOnFailure: true }
      )
      assert.isAbove(succeeded, 0, `${name}: no valid request succeeded`)
    })
})

test.group('Owner API | the document and the route table', () => {
  test('every /api/public route is documented, and every documented operation is routed', ({
    assert,
  }) => {
    const routed = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.pattern.startsWith(`${PREFIX}/`))
      .flatMap((route) =>
        route.methods
          .filter((method) => method !== 'HEAD')
          .map(
            (method) =>
              `${method.toLowerCase()} ${route.pattern.slice(PREFIX.length).replace(/:(\w+)/g, '{$1}')}`
          )
      )
      .sort()
    const documented = OPERATIONS.map(({ method, path }) => `${method} ${path}`).sort()
    assert.deepEqual(routed, documented)
  })
})
