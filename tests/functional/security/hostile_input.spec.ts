import { readdirSync } from 'node:fs'
import { sep } from 'node:path'
import { test } from '@japa/runner'
import fc from 'fast-check'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { ProductFactory } from '#database/factories/product_factory'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { BASE_URL } from '#tests/helpers/browser'
import { browserLikeHeaders } from '#tests/helpers/http'
import { inertiaPageOf } from '#tests/helpers/html'
import { registerSale } from '#tests/helpers/sales'
import {
  hostileJsonBody,
  hostileNumber,
  hostileString,
  malformedBody,
  queryKey,
  urlPart,
} from '#tests/helpers/hostile'

/**
 * The generative suite (issue 9): for every route of the route table, as
 * anonymous, staff and admin, generated hostile requests — wrong types,
 * huge and empty strings, NUL and control characters, lone surrogates,
 * emoji, Vietnamese in NFC and NFD, odd ids, prototype keys, malformed JSON,
 * wrong content types, Inertia partial-reload headers with any names — and
 * every answer must be below 500, free of stack traces and server paths,
 * and, from the JSON API, an error in the documented `{ message, errors? }`.
 *
 * Fixed seed and bounded runs in `npm test`; FUZZ_SEED and FUZZ_RUNS (runs
 * per route) make a longer or different run, e.g.
 *   FUZZ_RUNS=200 FUZZ_SEED=7 node ace test functional --files tests/functional/security/hostile_input.spec.ts
 * A failure prints the request, the seed and the path that replay it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261109)
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)

type Role = 'anonymous' | 'staff' | 'admin'
type RouteCase = { pattern: string; methods: string[]; matchers: Record<string, RegExp> }

/** The app's routes as the router holds them (HEAD rides along with GET). */
function routeTable(): RouteCase[] {
  return Object.values(router.toJSON())
    .flat()
    .map((route) => ({
      pattern: route.pattern,
      methods: route.methods,
      matchers: Object.fromEntries(
        Object.entries(route.matchers).flatMap(([name, matcher]) =>
          matcher.match ? [[name, matcher.match]] : []
        )
      ),
    }))
}

const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', 'WF-2222-2222') },
  { weight: 2, arbitrary: hostileNumber.map(String) },
  { weight: 2, arbitrary: hostileString }
)

const request = (route: RouteCase) =>
  fc.record({
    role: fc.constantFrom<Role>('anonymous', 'staff', 'admin'),
    method: fc.constantFrom(...route.methods),
    params: fc.dictionary(fc.constantFrom(...paramNames(route), 'x'), pathValue, { maxKeys: 2 }),
    rawUrl: fc.boolean(),
    query: fc.array(fc.tuple(queryKey, fc.oneof(hostileString, hostileNumber.map(String))), {
      maxLength: 5,
    }),
    body: fc.oneof(
      hostileJsonBody.map((json) => ({ contentType: 'application/json', body: safeJson(json) })),
      malformedBody,
      fc.constant(null)
    ),
    csrf: fc.boolean(),
    inertia: fc.option(
      fc.record({
        version: fc.oneof(fc.constant('current'), hostileString),
        component: fc.oneof(fc.constantFrom(...pageComponents()), hostileString),
        only: fc.array(fc.oneof(fc.constantFrom('props', 'errors', 'user'), hostileString)),
        except: fc.array(hostileString, { maxLength: 3 }),
      })
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', '', 'application/xml'),
  })

/** Every Inertia page of the app, e.g. `public/home`, `admin/sales/create`. */
function pageComponents() {
  const root = new URL('../../../inertia/pages/', import.meta.url)
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) =>
      file
        .replace(/\.tsx$/, '')
        .split(sep)
        .join('/')
    )
}

function paramNames(route: RouteCase) {
  return [...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => name)
}

/** JSON.stringify keeps lone surrogates as `\ud800` escapes, which is what we want to send. */
function safeJson(value: unknown) {
  return JSON.stringify(value) ?? 'null'
}

/** Header values must be Latin-1 without controls for fetch to send them at all. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 500)

/** A wildcard fallback gets a made-up path; a pattern gets its params filled in. */
function buildPath(route: RouteCase, params: Record<string, string>, raw: boolean) {
  if (route.pattern === '*') return `/${urlPart(params.x ?? 'no-such-page', raw)}`
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => urlPart(params[name] ?? '1', raw))
}

/** Signs of internals: a stack frame, Node's own modules, a database driver's error name. */
const STACK_FRAME = /\n\s+at .+:\d+:\d+|node:internal|SqliteError|DatabaseError|QueryFailedError/
const isApiPath = (path: string) =>
  path.startsWith('/api/') || path.startsWith('/sanctum/') || path === '/health'

test.group('Security | hostile input on every route', (group) => {
  let version = ''
  group.setup(async () => {
    const home = await fetch(`${BASE_URL}/`)
    version = inertiaPageOf(await home.text()).version
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('{methods} {pattern}')
    .with(() => routeTable())
    .run(async ({ assert }, route) => {
      const admin = await createAdmin()
      const staff = await createStaff()
      const [film] = await ProductFactory.createMany(2)
      await registerSale(staff.user, film)
      const csrf = await browserLikeHeaders()
      const tokens: Record<Role, string | null> = {
        anonymous: null,
        staff: staff.token,
        admin: admin.token,
      }

      await fc.assert(
        fc.asyncProperty(request(route), async (input) => {
          const path = buildPath(route, input.params, input.rawUrl)
          const query = input.query
            .map(([key, value]) => `${urlPart(key, input.rawUrl)}=${urlPart(value, input.rawUrl)}`)
            .join('&')
          const url = `${BASE_URL}${path}${query ? `?${query}` : ''}`
          const token = tokens[input.role]
          const headers: Record<string, string> = { accept: input.accept }
          if (input.csrf) Object.assign(headers, csrf)
          if (token) {
            headers.authorization = `Bearer ${token}`
            headers.cookie = [headers.cookie, `token=${token}`].filter(Boolean).join('; ')
          }
          if (input.inertia) {
            const { version: v, component, only, except } = input.inertia
            headers['x-inertia'] = 'true'
            headers['x-inertia-version'] = headerSafe(v === 'current' ? version : v)
            headers['x-inertia-partial-component'] = headerSafe(component)
            headers['x-inertia-partial-data'] = headerSafe(only.join(','))
            headers['x-inertia-partial-except'] = headerSafe(except.join(','))
          }
          const withBody = input.body && !['GET', 'HEAD'].includes(input.method)
          if (withBody && input.body) headers['content-type'] = input.body.contentType

          let response: Response
          try {
            response = await fetch(url, {
              method: input.method,
              headers,
              body: withBody ? input.body!.body : undefined,
              redirect: 'manual',
            })
          } catch (error) {
            // fetch itself refused the URL or a header: nothing reached the server.
            if (error instanceof TypeError) return
            throw error
          }
          const text = await response.text()
          const where = `${input.method} ${url} → ${response.status}`

          assert.isBelow(response.status, 500, `${where}\n${text.slice(0, 300)}`)
          assert.notMatch(text, STACK_FRAME, where)
          assert.notInclude(text, process.cwd(), where)
          if (isApiPath(path) && response.status >= 400 && input.method !== 'HEAD') {
            assert.match(response.headers.get('content-type') ?? '', /^application\/json/, where)
            const body = JSON.parse(text)
            assert.isString(body.message, where)
            assert.includeMembers(['message', 'errors'], Object.keys(body), where)
            if (body.errors !== undefined) {
              for (const message of Object.values(body.errors)) assert.isString(message, where)
            }
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true }
      )
    })
})
