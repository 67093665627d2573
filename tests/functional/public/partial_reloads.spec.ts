import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAdmin } from '#tests/helpers/auth'
import { BASE_URL } from '#tests/helpers/browser'
import { inertiaPageOf } from '#tests/helpers/html'

/**
 * Issue 9, item 2: Inertia partial reloads name the props to resolve in
 * headers. Names the page does not have (Object.prototype's among them)
 * used to reach the adapter's `props[name]`: `valueOf` answered 500 and
 * `constructor` the serialised request context, cookies included.
 */
const PROTOTYPE_NAMES = [
  'constructor',
  'valueOf',
  'hasOwnProperty',
  'toLocaleString',
  'toString',
  'isPrototypeOf',
  '__proto__',
  '__defineGetter__',
]

const PAGES = [
  { url: '/', component: 'public/home' },
  { url: '/about', component: 'public/about' },
  { url: '/contact', component: 'public/contact' },
  { url: '/e-warranty', component: 'public/e_warranty' },
  { url: '/admin/login', component: 'admin/login' },
  { url: '/admin/dealers', component: 'admin/dealers/index', signedIn: true },
  { url: '/admin/sales', component: 'admin/sales/index', signedIn: true },
]

/** A request as the browser sends it: the client-written `token` cookie goes as is. */
async function visit(url: string, headers: Record<string, string>) {
  const response = await fetch(`${BASE_URL}${url}`, { headers, redirect: 'manual' })
  return { status: response.status, text: await response.text() }
}

test.group('Inertia | partial reloads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{component}: unknown and prototype names are ignored, never resolved')
    .with(PAGES)
    .run(async ({ assert }, { url, component, signedIn }) => {
      const admin = signedIn ? await createAdmin() : null
      const token = admin?.token ?? 'no-token-here'
      const cookie: Record<string, string> = signedIn ? { cookie: `token=${token}` } : {}
      const first = await visit(url, cookie)
      assert.equal(first.status, 200)
      const { version, props } = inertiaPageOf(first.text)

      for (const names of [...PROTOTYPE_NAMES, PROTOTYPE_NAMES.join(','), 'nope, valueOf']) {
        for (const header of ['X-Inertia-Partial-Data', 'X-Inertia-Partial-Except']) {
          const response = await visit(url, {
            ...cookie,
            'X-Probe': 'secret-looking-value',
            'X-Inertia': 'true',
            'X-Inertia-Version': version,
            'X-Inertia-Partial-Component': component,
            [header]: names,
          })
          assert.equal(response.status, 200, `${header}: ${names}`)
          const body = JSON.parse(response.text)
          assert.equal(body.component, component, `${header}: ${names}`)
          for (const leak of ['secret-looking-value', token, 'x-inertia', process.cwd()]) {
            assert.notInclude(
              response.text.toLowerCase(),
              leak.toLowerCase(),
              `${header}: ${names}`
            )
          }
          // Only names the page really has can come back.
          for (const name of Object.keys(body.props)) {
            assert.property(props, name, `${header}: ${names} → ${name}`)
          }
        }
      }
    })

  test('a real partial reload still answers just the props asked for', async ({ assert }) => {
    const page = await visit('/e-warranty', {})
    const { version } = inertiaPageOf(page.text)
    const response = await visit('/e-warranty', {
      'X-Inertia': 'true',
      'X-Inertia-Version': version,
      'X-Inertia-Partial-Component': 'public/e_warranty',
      'X-Inertia-Partial-Data': 'mode,constructor,lookupErrors',
    })
    assert.equal(response.status, 200)
    // `errors` is the adapter's always-sent error bag (empty: public pages have no session).
    assert.sameMembers(Object.keys(JSON.parse(response.text).props), [
      'mode',
      'lookupErrors',
      'errors',
    ])
  })
})
