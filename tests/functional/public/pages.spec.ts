import { test } from '@japa/runner'
import site from '#config/site'
import pageCache, { PAGE_CACHE_CONTROL } from '#http/page_cache'
import { inertiaPageOf, jsonLdOf, textsOf } from '#tests/helpers/html'
import { rawGet } from '#tests/helpers/http'
import { pageCacheOn, pagesKept } from '#tests/helpers/page_cache'

/** HIT or MISS: how the page cache answered a visit. */
async function cacheState(path: string) {
  const { headers } = await rawGet(path)
  return headers['x-page-cache']
}

const BRAND = 'ShieldPro Tint'

/** Each public page, its title and the h1 a visitor without JavaScript must see. */
const PAGES = [
  {
    path: '/',
    title: 'Home',
    component: 'public/home',
    h1: 'Car window film that keeps the heat out',
  },
  { path: '/about', title: 'About', component: 'public/about', h1: `About ${BRAND}` },
  { path: '/e-warranty', title: 'EWarranty', component: 'public/e_warranty', h1: null },
  { path: '/contact', title: 'Contact', component: 'public/contact', h1: 'Get in touch' },
]

test.group('Public pages | server-side rendering', () => {
  for (const page of PAGES) {
    test(`${page.path} answers 200 with the title "${page.title} - ${BRAND}" and its h1`, async ({
      client,
      assert,
    }) => {
      const response = await client.get(page.path)
      response.assertStatus(200)
      response.assertHeader('content-type', 'text/html; charset=utf-8')
      const html = response.text()

      assert.match(html, /<html lang="en">/)
      assert.deepEqual(textsOf(html, 'title'), [`${page.title} - ${BRAND}`])
      const headings = textsOf(html, 'h1')
      assert.lengthOf(headings, 1, 'exactly one h1')
      if (page.h1) assert.equal(headings[0], page.h1)

      assert.include(html, `<link rel="canonical" href="${site.appUrl}${page.path}"`)
      assert.match(html, /<meta name="description" content="[^"]{50,}"/)
      assert.include(html, `<meta property="og:title" content="${page.title} - ${BRAND}"`)
      assert.include(html, `<meta property="og:image" content="${site.appUrl}/og-image.png"`)
    })
  }

  test('every page has the header links, the footer and the floating messaging link', async ({
    client,
    assert,
  }) => {
    // Each page's header leads to the four pages (links that work without JavaScript),
    // the page itself marked as the current one.
    for (const page of PAGES) {
      const response = await client.get(page.path)
      const nav = response
        .text()
        .match(/<nav aria-label="Main navigation" class="site-nav">.*?<\/nav>/s)?.[0]
      const links = [...(nav ?? '').matchAll(/<a ([^>]*)>([^<]*)</g)].map(
        ([, attributes, label]) => ({
          label,
          href: attributes.match(/href="([^"]*)"/)?.[1],
          current: attributes.includes('aria-current="page"'),
        })
      )
      assert.deepEqual(
        links,
        PAGES.map((other) => ({
          label: other.title,
          href: other.path,
          current: other === page,
        })),
        page.path
      )
    }
    const response = await client.get('/about')
    const html = response.text()
    assert.include(html, '<footer')
    const messaging = `https://wa.me/${site.contact.phoneDigits}?text=${encodeURIComponent(site.contact.message)}`
    const chatLink = html.match(/<a[^>]*aria-label="Chat with us on WhatsApp"[^>]*>/)?.[0] ?? ''
    assert.include(chatLink, `href="${messaging}"`)
    assert.include(chatLink, 'target="_blank"')
    assert.include(chatLink, 'rel="noopener noreferrer"')
  })

  test('Home and Contact describe the business as JSON-LD AutoRepair', async ({
    client,
    assert,
  }) => {
    for (const path of ['/', '/contact']) {
      const response = await client.get(path)
      const [business] = jsonLdOf(response.text())
      assert.containsSubset(business, {
        '@context': 'https://schema.org',
        '@type': 'AutoRepair',
        'name': BRAND,
        'telephone': site.contact.phone,
        'address': site.contact.address,
        'openingHours': site.contact.openingHours,
        'sameAs': [site.social.profile, site.social.page, site.social.photos],
      })
      assert.equal(business.url, `${site.appUrl}/`)
    }
  })

  test('pages are sent with the security headers', async ({ client, assert }) => {
    const response = await client.get('/')
    assert.include(response.header('content-security-policy'), "default-src 'self'")
    assert.include(response.header('content-security-policy'), "frame-ancestors 'none'")
    response.assertHeader('x-frame-options', 'DENY')
    response.assertHeader('x-content-type-options', 'nosniff')
  })
})

test.group('Public pages | redirects and errors', () => {
  test('/ewarranty moves permanently to /e-warranty', async ({ client }) => {
    const response = await client.get('/ewarranty').redirects(0)
    response.assertStatus(301)
    response.assertHeader('location', '/e-warranty')
  })

  test('an unknown path answers the 404 page inside the public layout', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/no-such-page')
    response.assertStatus(404)
    const html = response.text()
    assert.deepEqual(textsOf(html, 'title'), [`Page not found - ${BRAND}`])
    assert.deepEqual(textsOf(html, 'h1'), ['We could not find that page'])
    assert.include(html, 'aria-label="Main navigation"')
    assert.include(html, '<footer')
    assert.equal(inertiaPageOf(html).component, 'public/not_found')
    response.assertHeader('x-frame-options', 'DENY')
  })

  test('robots.txt keeps crawlers out of the back office and points at the sitemap', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/robots.txt')
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'text/plain')
    assert.include(response.text(), 'Disallow: /admin')
    assert.include(response.text(), `Sitemap: ${site.appUrl}/sitemap.xml`)
  })

  test('sitemap.xml lists the four public pages in English and Vietnamese', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/sitemap.xml')
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'application/xml')
    assert.deepEqual(textsOf(response.text(), 'loc'), [
      `${site.appUrl}/`,
      `${site.appUrl}/vi`,
      `${site.appUrl}/about`,
      `${site.appUrl}/vi/about`,
      `${site.appUrl}/e-warranty`,
      `${site.appUrl}/vi/e-warranty`,
      `${site.appUrl}/contact`,
      `${site.appUrl}/vi/contact`,
    ])
    // Each entry names its versions in both languages, for search engines.
    assert.include(
      response.text(),
      `<xhtml:link rel="alternate" hreflang="vi" href="${site.appUrl}/vi/about"/>`
    )
    assert.include(
      response.text(),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site.appUrl}/about"/>`
    )
  })
})

test.group('Public pages | Inertia protocol', () => {
  test('a visit with the current version gets the page as JSON', async ({ client, assert }) => {
    const firstLoad = await client.get('/')
    const { version } = inertiaPageOf(firstLoad.text())
    for (const page of PAGES) {
      const response = await client
        .get(page.path)
        .header('X-Inertia', 'true')
        .header('X-Inertia-Version', version)
      response.assertStatus(200)
      response.assertHeader('x-inertia', 'true')
      assert.match(response.body().component, /^public\//i)
      assert.equal(response.body().component, page.component)
    }
  })

  test('a visit with a stale version gets 409 and the location to reload', async ({ client }) => {
    const response = await client
      .get('/about')
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', 'stale-version')
    response.assertStatus(409)
    response.assertHeader('x-inertia-location', '/about')
  })
})

test.group('Public pages | page cache', (group) => {
  group.each.setup(() => pageCacheOn())

  /** Visits a page, then waits until it is kept. */
  async function kept(path: string) {
    const first = await rawGet(path)
    await pagesKept()
    return first
  }

  test('a page is kept after its first visit, then sent by its route with Cache-Control and an ETag', async ({
    assert,
  }) => {
    const miss = await kept('/contact')
    assert.equal(miss.headers['x-page-cache'], 'MISS')
    assert.equal(miss.headers['cache-control'], PAGE_CACHE_CONTROL)
    const hit = await rawGet('/contact')
    assert.equal(hit.status, 200)
    assert.equal(hit.headers['x-page-cache'], 'HIT')
    assert.deepEqual(hit.body, miss.body)
    assert.equal(hit.headers['cache-control'], 'public, max-age=300')
    assert.match(hit.headers.etag ?? '', /^"[\w-]{32}"$/)
    assert.equal(hit.headers['content-type'], 'text/html; charset=utf-8')
    assert.equal(hit.headers.vary, 'X-Inertia, Accept-Encoding')
    // The router's middleware ran: AdonisJS's request id, every security header, and no cookie.
    assert.isDefined(hit.headers['x-request-id'])
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      assert.isDefined(hit.headers[name], name)
    }
    assert.isUndefined(hit.headers['set-cookie'])
  })

  test('a client that has the page gets 304 without a body; one with another version, the page', async ({
    assert,
  }) => {
    await kept('/about')
    const { headers, body } = await rawGet('/about')
    const notModified = await rawGet('/about', { 'if-none-match': headers.etag! })
    assert.equal(notModified.status, 304)
    assert.lengthOf(notModified.body, 0)
    assert.equal(notModified.headers.etag, headers.etag)
    assert.equal(notModified.headers['cache-control'], PAGE_CACHE_CONTROL)

    const changed = await rawGet('/about', { 'if-none-match': '"an-older-version"' })
    assert.equal(changed.status, 200)
    assert.deepEqual(changed.body, body)
  })

  test('a request with a query string is rendered, not cached', async ({ assert }) => {
    await kept('/contact')
    const withQuery = await rawGet('/contact?utm_source=flyer')
    assert.equal(withQuery.status, 200)
    assert.isUndefined(withQuery.headers['x-page-cache'])
    assert.isUndefined(withQuery.headers['cache-control'])
    assert.isUndefined(withQuery.headers.etag)
  })

  test('another spelling of a page path is rendered, never kept', async ({ assert }) => {
    await kept('/contact/')
    const again = await rawGet('/contact/')
    assert.equal(again.status, 200)
    assert.isUndefined(again.headers['x-page-cache'])
    assert.equal(pageCache.size, 0)
  })

  test('Inertia visits are never answered from the HTML cache', async ({ client, assert }) => {
    const firstLoad = await kept('/')
    const response = await client
      .get('/')
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', inertiaPageOf(firstLoad.body.toString()).version)
    assert.isUndefined(response.header('x-page-cache'))
    assert.equal(response.body().component, 'public/home')
    assert.match(response.header('vary') ?? '', /x-inertia/i)
  })

  test('HEAD gets the headers of the page and no body', async ({ assert }) => {
    await kept('/about')
    const page = await rawGet('/about')
    const head = await rawGet('/about', {}, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.headers['x-page-cache'], 'HIT')
    assert.equal(head.headers.etag, page.headers.etag)
    assert.equal(Number(head.headers['content-length']), page.body.length)
    assert.lengthOf(head.body, 0)
  })

  test('each language is a page of its own', async ({ assert }) => {
    await kept('/about')
    await kept('/vi/about')
    const [english, vietnamese] = [await rawGet('/about'), await rawGet('/vi/about')]
    assert.equal(english.headers['x-page-cache'], 'HIT')
    assert.equal(vietnamese.headers['x-page-cache'], 'HIT')
    assert.include(english.body.toString(), '<html lang="en">')
    assert.include(vietnamese.body.toString(), '<html lang="vi">')
    assert.notEqual(english.headers.etag, vietnamese.headers.etag)
  })

  test('clearing the cache makes the next visit render again', async ({ assert }) => {
    await kept('/about')
    assert.equal(await cacheState('/about'), 'HIT')
    pageCache.clear()
    assert.equal(pageCache.size, 0)
    assert.equal(await cacheState('/about'), 'MISS')
  })

  test('a page rendered before a clear is not kept after it', async ({ assert }) => {
    await rawGet('/about')
    const compressing = pagesKept()
    pageCache.clear()
    await compressing
    assert.equal(pageCache.size, 0)
  })
})
