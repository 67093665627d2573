import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { compressAll } from '#http/content_encoding'
import { decodedBody, rawGet } from '#tests/helpers/http'
import { pageCacheOn, pagesKept } from '#tests/helpers/page_cache'

const BROWSER = 'gzip, deflate, br, zstd'

/** Per-request values a development page carries (Vite's preamble nonce). */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""')

test.group('Compression | rendered responses', () => {
  test('a page over 1 KiB is sent as brotli or gzip as the browser accepts, and decodes to the page', async ({
    assert,
  }) => {
    const identity = await rawGet('/no-such-page', { 'accept-encoding': 'identity' })
    assert.equal(identity.status, 404)
    assert.isUndefined(identity.headers['content-encoding'])
    const page = withoutNonces(identity.body.toString())
    assert.isAbove(identity.body.length, 1024)

    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const response = await rawGet('/no-such-page', { 'accept-encoding': accept })
      assert.equal(response.headers['content-encoding'], encoding, accept)
      assert.include(response.headers.vary, 'Accept-Encoding')
      assert.isBelow(response.body.length, identity.body.length / 3)
      assert.equal(withoutNonces(decodedBody(response).toString()), page)
    }
  })

  test('small answers are sent as they are', async ({ assert }) => {
    const response = await rawGet('/robots.txt', { 'accept-encoding': BROWSER })
    assert.equal(response.status, 200)
    assert.isBelow(response.body.length, 1024)
    assert.isUndefined(response.headers['content-encoding'])
  })
})

test.group('Compression | built assets', (group) => {
  const folder = app.publicPath('assets', 'compression-test')
  const original = Buffer.from(`export const rows = ${JSON.stringify(Array(400).fill('film'))}\n`)
  group.setup(async () => {
    mkdirSync(folder, { recursive: true })
    const encoded = await compressAll(original)
    writeFileSync(join(folder, 'chunk-ab12.js'), original)
    writeFileSync(join(folder, 'chunk-ab12.js.br'), encoded.br)
    writeFileSync(join(folder, 'chunk-ab12.js.gz'), encoded.gzip)
    return () => rmSync(folder, { recursive: true, force: true })
  })

  test('each asset is served from its stored copy in the encoding accepted, as JavaScript, immutable', async ({
    assert,
  }) => {
    const path = '/assets/compression-test/chunk-ab12.js'
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ]) {
      const response = await rawGet(path, accept ? { 'accept-encoding': accept } : {})
      assert.equal(response.status, 200)
      assert.equal(response.headers['content-encoding'], encoding, accept)
      assert.match(response.headers['content-type'] ?? '', /javascript/)
      assert.include(response.headers.vary, 'Accept-Encoding')
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.deepEqual(decodedBody(response), original)
    }
  })
})

test.group('Compression | cached pages', (group) => {
  group.each.setup(() => pageCacheOn())

  test('a cached page is sent from its brotli, gzip or plain copy, each with its own ETag, all decoding to the page', async ({
    assert,
  }) => {
    const first = await rawGet('/about', { 'accept-encoding': 'identity' })
    assert.equal(first.headers['x-page-cache'], 'MISS')
    await pagesKept()
    const brotli = await rawGet('/about', { 'accept-encoding': BROWSER })
    const gzip = await rawGet('/about', { 'accept-encoding': 'gzip' })
    const plain = await rawGet('/about', { 'accept-encoding': 'identity' })

    for (const [response, encoding] of [
      [brotli, 'br'],
      [gzip, 'gzip'],
      [plain, undefined],
    ] as const) {
      assert.equal(response.headers['x-page-cache'], 'HIT')
      assert.equal(response.headers['content-encoding'], encoding)
      assert.equal(Number(response.headers['content-length']), response.body.length)
      assert.equal(response.headers.vary, 'X-Inertia, Accept-Encoding')
      assert.deepEqual(decodedBody(response), first.body)
    }
    assert.isBelow(brotli.body.length, gzip.body.length)
    assert.lengthOf(new Set([brotli, gzip, plain].map((response) => response.headers.etag)), 3)
    // A client revalidates the copy it has.
    const again = await rawGet('/about', {
      'accept-encoding': BROWSER,
      'if-none-match': brotli.headers.etag!,
    })
    assert.equal(again.status, 304)
  })
})
