import { test } from '@japa/runner'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type Dealer from '#models/dealer'
import type Product from '#models/product'
import type User from '#models/user'
import { DealerFactory } from '#database/factories/dealer_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { TEST_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { parseIsoDate } from '#domain/calendar_date'
import type { Locale } from '#dtos/locales'
import { openApiDocument } from '#renderers/openapi/document'
import { enqueueMessage } from '#messaging/outbox'
import { issueToken } from '#tests/helpers/auth'
import { browserLikeHeaders, rawRequest } from '#tests/helpers/http'
import {
  type Schema,
  invalidBody,
  invalidQueryValue,
  validObject,
  validValue,
} from '#tests/helpers/json_schema_arbitrary'
import { isoToday, registerSale } from '#tests/helpers/sales'

/**
 * The contract test (issue 31): for every operation of the OpenAPI document,
 * requests made from the document itself — valid ones, invalid ones, a
 * malformed or too large body, no token, no CSRF token — as an admin or a
 * staff member, English or Vietnamese, against the real server. It fails on
 * any 5xx, any status the operation does not document, and any answer that
 * does not match its documented schema; a valid request must succeed unless
 * the document says why not (staff refused an admin's action, an id that
 * does not exist, a limit, a check flagged `x-server-checks`).
 *
 * Values JSON Schema cannot pin (an existing dealer, a unique username, a
 * strong password, a day relative to today) are taken from the test's data,
 * and only for fields the document flags `x-server-checks`. Every write runs
 * on records of its own (a fresh user, and a fresh record to change,
 * archive, void or restore), so logging out, changing a password or
 * archiving never touches the next request.
 *
 * Fixed seed and bounded runs in `npm test`; CONTRACT_SEED and CONTRACT_RUNS
 * (runs per operation) make a longer or different run, e.g.
 *   CONTRACT_RUNS=100 CONTRACT_SEED=7 node ace test functional --files tests/functional/api/contract.spec.ts
 */
const SEED = Number(process.env.CONTRACT_SEED ?? 20261201)
const RUNS = Number(process.env.CONTRACT_RUNS ?? 12)

const PREFIX = '/api/admin'
const DOCUMENT = openApiDocument()
/** Passwords zxcvbn scores well, none a username of the test. */
const STRONG_PASSWORDS = ['lantern-ferry-marble-92', 'Quạt trần xanh 2026!', 'orbit/cactus/violin']

type Json = Record<string, any>
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type DocumentedOperation = {
  method: Method
  path: string
  operation: Json
}

const OPERATIONS: DocumentedOperation[] = Object.entries<Json>(DOCUMENT.paths).flatMap(
  ([path, methods]) =>
    Object.entries<Json>(methods).map(([method, operation]) => ({
      method: method as Method,
      path,
      operation,
    }))
)

/** Formats the answers use; request formats are made exactly by the generator. */
const ajv = new Ajv2020({ strict: false, allErrors: true })
ajv.addFormat('date', (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !!parseIsoDate(value))
ajv.addFormat(
  'date-time',
  (value: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
)
ajv.addFormat('email', true)
ajv.addSchema({ $id: 'doc', components: DOCUMENT.components })

const inDocument = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"doc#/components'))

function documentedResponse(operation: Json, status: number): Json | undefined {
  const response = operation.responses[String(status)]
  if (!response?.$ref) return response
  return (DOCUMENT.components.responses as Json)[response.$ref.split('/').at(-1)]
}

/** The fields of a schema the document flags `x-server-checks`, as `a.b` / `items.*.c`. */
function flaggedFields(schema: Schema | undefined, prefix = ''): string[] {
  if (!schema) return []
  const here = schema['x-server-checks'] && prefix ? [prefix.slice(0, -1)] : []
  const nested = Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    flaggedFields(property, `${prefix}${name}.`)
  )
  const items = schema.items ? flaggedFields(schema.items, `${prefix}*.`) : []
  return [...here, ...nested, ...items]
}

/** `items.3.productId` → `items.*.productId`. */
const wildcard = (field: string) => field.replace(/\.\d+(?=\.|$)/g, '.*')

type World = {
  dealer: Dealer
  films: Product[]
  seller: User
  saleId: number
  outboxId: number
  counter: { value: number }
}

/** A message the outbox gave up on (the one state an admin can send again). */
async function failedMessage(key: string) {
  await db.transaction((trx) =>
    enqueueMessage(trx, {
      to: { phone: '+60123456789' },
      template: 'one_time_code',
      params: { code: '123456', minutes: 10, brand: 'ShieldPro Tint' },
      locale: 'en',
      idempotencyKey: key,
    })
  )
  await db
    .from('outbox_messages')
    .where('idempotency_key', key)
    .update({ status: 'failed', attempts: 8, last_error: 'provider unavailable' })
  const row = await db.from('outbox_messages').where('idempotency_key', key).firstOrFail()
  return Number(row.id)
}

/** A dealer, two legal transferable films, a staff member of the first and their sale. */
async function buildWorld(): Promise<World> {
  const dealer = await DealerFactory.create()
  const films = await ProductFactory.merge({ vlt: 80, transferable: true }).createMany(2)
  const seller = await UserFactory.merge({ dealerId: dealer.id }).create()
  const sale = await registerSale(seller, films[0])
  const outboxId = await failedMessage('contract:world')
  return { dealer, films, seller, saleId: sale.id, outboxId, counter: { value: 0 } }
}

type Actor = { user: User; token: string; role: 'admin' | 'staff' }

async function freshActor(world: World, role: 'admin' | 'staff', locale: Locale): Promise<Actor> {
  const user =
    role === 'admin'
      ? await UserFactory.apply('admin').merge({ locale }).create()
      : await UserFactory.merge({ dealerId: world.dealer.id, locale }).create()
  return { user, token: await issueToken(user), role }
}

const RESOURCES = ['dealers', 'products', 'users', 'sales', 'outbox'] as const
type Resource = (typeof RESOURCES)[number]

/** The record a request names: the world's for a read, one of its own for a write. */
async function targetId(
  world: World,
  actor: Actor,
  resource: Resource,
  write: boolean,
  archived: boolean
) {
  if (!write) {
    const ids = {
      dealers: world.dealer.id,
      products: world.films[0].id,
      users: world.seller.id,
      sales: world.saleId,
      outbox: world.outboxId,
    }
    return ids[resource]
  }
  if (resource === 'outbox') return failedMessage(`contract:${(world.counter.value += 1)}`)
  const record = await {
    dealers: () => DealerFactory.create(),
    products: () => ProductFactory.merge({ vlt: 80, transferable: true }).create(),
    users: () => UserFactory.merge({ dealerId: world.dealer.id }).create(),
    sales: () => registerSale(actor.role === 'staff' ? actor.user : world.seller, world.films[0]),
  }[resource]()
  if (archived && 'deletedAt' in record) {
    record.deletedAt = DateTime.now()
    await record.save()
  }
  return record.id
}

type Choices = { daysAgo: number; pick: number }

/**
 * What JSON Schema cannot pin, from the world: the fields each sets, which
 * the document must flag `x-server-checks`.
 */
function ground(
  body: Record<string, unknown>,
  schema: Schema,
  context: { world: World; actor: Actor; path: string; choices: Choices }
): string[] {
  const { world, actor, path, choices } = context
  const properties = schema.properties ?? {}
  const set: string[] = []
  const unique = () => `${(world.counter.value += 1)}`
  const put = (name: string, value: unknown) => {
    body[name] = value
    set.push(name)
  }
  if (path === '/auth/login') {
    put('username', actor.user.username)
    put('password', TEST_PASSWORD)
    return set
  }
  if ('dealerId' in properties) put('dealerId', world.dealer.id)
  if ('currentPassword' in properties) put('currentPassword', TEST_PASSWORD)
  if ('password' in properties && ('password' in body || schema.required?.includes('password'))) {
    const password = STRONG_PASSWORDS[choices.pick % STRONG_PASSWORDS.length]
    put('password', password)
    put('passwordConfirmation', password)
  }
  if ('username' in properties) put('username', `contract.${unique()}`)
  if (path.startsWith('/users') && typeof body.email === 'string') {
    put('email', `contract${unique()}@example.com`)
  }
  if ('sku' in properties) put('sku', `CT-${unique()}`)
  if ('code' in properties && typeof body.code === 'string') put('code', `CT-${unique()}`)
  if ('installedAt' in properties) {
    put('installedAt', DateTime.now().minus({ days: choices.daysAgo }).toISODate())
  }
  if ('transferredOn' in properties) put('transferredOn', isoToday())
  if (typeof body.vehicleYear === 'number') {
    const span = DateTime.now().year + 2 - 1950
    put('vehicleYear', 1950 + (Math.abs(body.vehicleYear) % span))
  }
  if (Array.isArray(body.items)) {
    const seen = new Set<unknown>()
    body.items = (body.items as { position: unknown }[])
      .filter((item) => !seen.has(item.position) && seen.add(item.position))
      .map((item, index) => ({ ...item, productId: world.films[index % 2].id }))
    set.push('items.*.position', 'items.*.productId')
  }
  return set
}

type Kind = 'valid' | 'invalid' | 'malformed' | 'tooLarge' | 'noToken' | 'noCsrf'

const isWrite = (method: Method) => method !== 'get'

/**
 * What each run of an operation sends, in turn, so a short run covers every
 * kind of request, role and language (the values come from the generators).
 */
function plan(entry: DocumentedOperation) {
  const { method, operation } = entry
  const canBeInvalid =
    operation.requestBody || (operation.parameters ?? []).some((p: Json) => p.in === 'query')
  const kinds: Kind[] = ['valid', 'valid']
  if (canBeInvalid) kinds.push('invalid')
  kinds.push('valid')
  if (canBeInvalid) kinds.push('invalid')
  if (operation.responses['401']) kinds.push('noToken')
  if (isWrite(method)) kinds.push('malformed', 'tooLarge', 'noCsrf')
  let run = 0
  return () => {
    const index = run++
    return {
      kind: kinds[index % kinds.length],
      // Shifted every round, so each kind is sent by both roles.
      role:
        (index + Math.floor(index / kinds.length)) % 2 === 0
          ? ('admin' as const)
          : ('staff' as const),
      locale: Math.floor(index / 2) % 2 === 0 ? ('en' as const) : ('vi' as const),
    }
  }
}

type Planned = ReturnType<ReturnType<typeof plan>>
type Input = {
  kind: Kind
  role: 'admin' | 'staff'
  locale: Locale
  /** null: a record of the world (or one of the request's own, for a write). */
  id: number | null
  query: Record<string, string>
  badQuery: { name: string; value: string } | null
  body: Record<string, unknown> | null
  badBody: { body: Record<string, unknown>; wrong: string } | null
  choices: Choices
}

/** One request of `entry`, as the generators describe it; the world fills it in when it runs. */
function requestCase(entry: DocumentedOperation): fc.Arbitrary<Omit<Input, keyof Planned>> {
  const { operation } = entry
  const bodySchema: Schema | undefined = operation.requestBody?.content['application/json'].schema
  const query: Json[] = (operation.parameters ?? []).filter((p: Json) => p.in === 'query')
  const idParameter: Json | undefined = (operation.parameters ?? []).find(
    (p: Json) => p.in === 'path'
  )
  const queryValues = fc.record(
    Object.fromEntries(query.map((p) => [p.name, validValue(p.schema).map(String)])),
    { requiredKeys: [] }
  )
  const invalidQuery = query.flatMap((p) =>
    invalidQueryValue(p.schema).map((value) => ({ name: p.name as string, value }))
  )
  return fc.record({
    // Mostly a record of the world; else any id the document allows (a 404, as often as not).
    id: idParameter
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: validValue(idParameter.schema) as fc.Arbitrary<number> }
        )
      : fc.constant(null),
    query: queryValues,
    // Only operations without a body read a query: that is where an invalid one goes.
    badQuery: invalidQuery.length ? fc.constantFrom(...invalidQuery) : fc.constant(null),
    body: bodySchema ? validObject(bodySchema) : fc.constant(null),
    badBody: bodySchema ? invalidBody(bodySchema) : fc.constant(null),
    choices: fc.record({ daysAgo: fc.integer({ min: 0, max: 700 }), pick: fc.nat() }),
  })
}

test.group('Admin API | contract: every operation of the OpenAPI document', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('{method} {path}')
    .with(OPERATIONS)
    .run(async ({ assert }, entry) => {
      const { method, path, operation } = entry
      const name = `${method.toUpperCase()} ${path}`
      const world = await buildWorld()
      const csrf = await browserLikeHeaders()
      const bodySchema: Schema | undefined =
        operation.requestBody?.content['application/json'].schema
      const flagged = new Set(flaggedFields(bodySchema))
      const flaggedQuery = new Set(
        (operation.parameters ?? [])
          .filter((p: Json) => p.in === 'query' && p.schema['x-server-checks'])
          .map((p: Json) => p.name as string)
      )
      const resource = RESOURCES.find((r) => path.startsWith(`/${r}/{id}`))
      let succeeded = 0
      const next = plan(entry)

      async function send(input: Input, example = false) {
        const actor = await freshActor(world, input.role, input.locale)
        const write = isWrite(method)
        const randomId = input.id !== null
        const id = !resource
          ? null
          : randomId
            ? input.id
            : await targetId(world, actor, resource, write, path.endsWith('/restore'))
        const url = `${PREFIX}${path.replace('{id}', String(id))}`

        const query = new URLSearchParams(input.query)
        if (input.kind === 'invalid' && input.badQuery) {
          query.set(input.badQuery.name, input.badQuery.value)
        }
        let body: Record<string, unknown> | null = null
        let grounded: string[] = []
        let wrong = input.kind === 'invalid' && input.badQuery ? `?${input.badQuery.name}` : ''
        if (bodySchema) {
          if (input.kind === 'invalid') {
            body = input.badBody!.body
            wrong = input.badBody!.wrong
          } else {
            body = example
              ? structuredClone(operation.requestBody.content['application/json'].example)
              : structuredClone(input.body)
            grounded = ground(body!, bodySchema, { world, actor, path, choices: input.choices })
            // A property the document does not list is ignored, as its info says.
            if (!example && input.choices.pick % 3 === 0) body!.clientReference = 'not listed'
          }
        }
        if (body && bodySchema) {
          // The generators (and the world's values) hold to the document, both ways.
          const fits = ajv.validate(bodySchema, body)
          const said = `${JSON.stringify(body).slice(0, 300)} (${ajv.errorsText()})`
          if (input.kind === 'invalid') assert.isFalse(fits, `${name}: meant invalid, ${said}`)
          else assert.isTrue(fits, `${name}: meant valid, ${said}`)
        }
        for (const field of grounded) {
          assert.isTrue(
            flagged.has(field),
            `${name}: the test sets ${field} from its data, but the document does not flag it x-server-checks`
          )
        }

        const headers: Record<string, string> = { ...csrf }
        if (input.kind === 'noCsrf') {
          delete headers['x-xsrf-token']
          delete headers.cookie
        }
        if (input.kind !== 'noToken' && operation.security[0].bearer) {
          headers.authorization = `Bearer ${actor.token}`
        }
        let raw: string | undefined = body === null ? undefined : JSON.stringify(body)
        if (input.kind === 'malformed') raw = '{"broken": '
        if (input.kind === 'tooLarge') raw = JSON.stringify({ filler: 'x'.repeat(1_100_000) })
        if (!write) raw = undefined

        const target = `${url}${query.size ? `?${query}` : ''}`
        const answer = await rawRequest(method.toUpperCase(), target, headers, raw)
        const where =
          `${name} as ${input.role} (${input.locale}), ${input.kind}${wrong ? ` (${wrong})` : ''}: ` +
          `${method.toUpperCase()} ${target} ${(raw ?? '').slice(0, 400)}\n→ ${answer.status} ` +
          `${JSON.stringify(answer.json)?.slice(0, 400)}\n(CONTRACT_SEED=${SEED})`

        assert.isBelow(answer.status, 500, where)
        const documented = documentedResponse(operation, answer.status)
        assert.exists(documented, `undocumented status: ${where}`)
        const content = documented!.content ?? {}
        if (content['text/csv']) {
          assert.match(answer.contentType, /^text\/csv/, where)
        } else {
          assert.match(answer.contentType, /^application\/json/, where)
          const schema = content['application/json'].schema
          const valid = ajv.validate(inDocument(schema), answer.json)
          assert.isTrue(valid, `answer off its schema (${ajv.errorsText()}): ${where}`)
        }

        const expected = {
          invalid: [400, 403, 404, 422],
          malformed: [400],
          tooLarge: [413],
          noToken: [401],
          noCsrf: [419],
        } as const
        if (input.kind !== 'valid') {
          // Staff are refused an admin's operation before their input is read.
          const refused = input.role === 'staff' && operation['x-access'] === 'admin'
          const allowed = [...expected[input.kind], ...(refused ? [403] : [])]
          if (input.kind === 'invalid' && randomId) allowed.push(404)
          assert.include(allowed, answer.status, `refused the wrong way: ${where}`)
          return
        }

        if (answer.status < 300) {
          succeeded += 1
          return
        }
        const errors = Object.keys((answer.json as Json)?.errors ?? {}).map(wildcard)
        const why =
          (answer.status === 403 && input.role === 'staff') ||
          (answer.status === 404 && randomId) ||
          answer.status === 429 ||
          // The other flagged checks cannot fail here: the world grounds them or they hold
          // for its records (its films are legal, the records written are the run's own).
          (answer.status === 422 &&
            errors.length > 0 &&
            errors.every((field) => flaggedQuery.has(field)))
        assert.isTrue(why, `a valid request refused without a documented reason: ${where}`)
      }

      // The document's own example, as an admin, must be accepted.
      const example: Input = {
        kind: 'valid',
        role: 'admin',
        locale: 'en',
        id: null,
        query: {},
        badQuery: null,
        body: null,
        badBody: null,
        choices: { daysAgo: 0, pick: 0 },
      }
      await send(example, Boolean(bodySchema))
      assert.equal(succeeded, 1, `${name}: the document's example as an admin did not succeed`)

      await fc.assert(
        fc.asyncProperty(requestCase(entry), (input) => send({ ...input, ...next() })),
        { seed: SEED, numRuns: RUNS, endOnFailure: true }
      )
    })
})
