import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import app from '@adonisjs/core/services/app'
import { freePort } from '#tests/helpers/shared_stores'
import { textsOf } from '#tests/helpers/html'

/*
 * A brand that prefers Vietnamese at the root: `DEFAULT_LOCALE=vi`. The
 * routes and the page cache are laid out when the server boots, so this runs
 * a second server from the same source with that setting (test mode, SSR
 * through Vite like the suite's own server), and reads what a crawler gets.
 */
const BRAND = 'ShieldPro Tint'

function alternates(html: string) {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${href}`
  )
}

async function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import=ts-node-maintained/register/esm', '--no-warnings', 'bin/server.ts'],
    {
      cwd: app.makePath(),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    }
  )
  const base = `http://127.0.0.1:${env.PORT}`
  // Booting from source and starting Vite takes a while on a busy machine.
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null)
      throw new Error('the DEFAULT_LOCALE=vi server stopped while starting')
    try {
      const response = await fetch(`${base}/health`)
      if (response.ok) return { child, base }
    } catch {}
    await new Promise((done) => setTimeout(done, 250))
  }
  child.kill('SIGKILL')
  throw new Error('the DEFAULT_LOCALE=vi server did not start')
}

test.group('I18n | DEFAULT_LOCALE=vi', (group) => {
  let server: { child: ChildProcess; base: string }

  group.setup(async () => {
    const port = String(await freePort())
    server = await startServer({
      PORT: port,
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DEFAULT_LOCALE: 'vi',
    })
    return () => {
      if (server.child.exitCode === null) server.child.kill('SIGTERM')
    }
  })
  group.each.timeout(120_000)

  const get = async (path: string) => {
    const response = await fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } })
    return { status: response.status, html: await response.text() }
  }

  test('the root is Vietnamese: title, lang, hreflang, switch', async ({ assert }) => {
    const { base } = server
    const home = await get('/')
    assert.equal(home.status, 200)
    assert.match(home.html, /<html lang="vi">/)
    assert.deepEqual(textsOf(home.html, 'title'), [`Trang chủ - ${BRAND}`])
    assert.equal(textsOf(home.html, 'h1')[0], 'Phim cách nhiệt ô tô giữ cái nóng ở bên ngoài')
    assert.include(home.html, `<link rel="canonical" href="${base}/"`)
    // Vietnamese is now the default: it is x-default, English lives under /en.
    assert.deepEqual(alternates(home.html), [`en ${base}/en`, `vi ${base}/`, `x-default ${base}/`])
    assert.match(home.html, /<a href="\/en" hrefLang="en" lang="en"[^>]*>English</)
    assert.notInclude(home.html, '⟦missing:')

    const about = await get('/about')
    assert.equal(about.status, 200)
    assert.deepEqual(textsOf(about.html, 'title'), [`Giới thiệu - ${BRAND}`])
  })

  test('English is under /en, with its own titles and a way back', async ({ assert }) => {
    const { base } = server
    for (const [path, title] of [
      ['/en', 'Home'],
      ['/en/about', 'About'],
      ['/en/e-warranty', 'EWarranty'],
      ['/en/contact', 'Contact'],
    ]) {
      const page = await get(path)
      assert.equal(page.status, 200, path)
      assert.match(page.html, /<html lang="en">/, path)
      assert.deepEqual(textsOf(page.html, 'title'), [`${title} - ${BRAND}`], path)
      assert.include(page.html, `<link rel="canonical" href="${base}${path}"`, path)
      assert.include(alternates(page.html), `en ${base}${path}`, path)
      assert.notInclude(page.html, '⟦missing:', path)
    }
    const about = await get('/en/about')
    assert.include(alternates(about.html), `vi ${base}/about`)
    assert.match(about.html, /<a href="\/about" hrefLang="vi" lang="vi"[^>]*>Tiếng Việt</)
    // The prefix of the default language is no page of its own.
    const prefixed = await get('/vi/about')
    assert.equal(prefixed.status, 404)
  })

  test('the sitemap lists both languages at their addresses', async ({ assert }) => {
    const { base } = server
    const response = await fetch(`${base}/sitemap.xml`)
    const sitemap = await response.text()
    for (const path of ['/', '/about', '/en', '/en/about', '/en/contact']) {
      assert.include(sitemap, `<loc>${base}${path}</loc>`, path)
    }
    assert.notInclude(sitemap, `${base}/vi`)
  })
})
