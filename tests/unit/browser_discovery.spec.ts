import { test } from '@japa/runner'
import { chromium } from 'playwright-core'
import app from '@adonisjs/core/services/app'
import {
  BrowserNotFoundError,
  currentHost,
  findBrowser,
  NOT_FOUND_MESSAGE,
  type DiscoveryHost,
  type FoundBrowser,
} from '#tests/helpers/browser_discovery'

const BUNDLED: FoundBrowser = {
  executablePath: '/project/tmp/chromium/chromium',
  source: '@sparticuz/chromium',
}

/** A made-up machine: which files exist, its environment, and whether the npm Chromium is installed. */
function host(options: Partial<DiscoveryHost> & { files?: string[] } = {}) {
  const unpacked: string[] = []
  const fake: DiscoveryHost = {
    env: {},
    platform: 'linux',
    arch: 'x64',
    exists: (path) => (options.files ?? []).includes(path),
    unpackBundled: async () => {
      unpacked.push('yes')
      return BUNDLED
    },
    ...options,
  }
  return { fake, unpacked }
}

test.group('Browser discovery', () => {
  test('CHROMIUM_PATH comes first, even with a system Chromium', async ({ assert }) => {
    const { fake, unpacked } = host({
      env: { CHROMIUM_PATH: '/opt/my/chrome' },
      files: ['/opt/my/chrome', '/usr/bin/chromium'],
    })
    assert.deepEqual(await findBrowser(fake), {
      executablePath: '/opt/my/chrome',
      source: 'CHROMIUM_PATH',
    })
    assert.isEmpty(unpacked)
  })

  test('a CHROMIUM_PATH that does not exist is reported, not replaced', async ({ assert }) => {
    const { fake } = host({
      env: { CHROMIUM_PATH: '/nowhere/chrome' },
      files: ['/usr/bin/chromium'],
    })
    await assert.rejects(() => findBrowser(fake), /CHROMIUM_PATH is set to \/nowhere\/chrome/)
  })

  test('Debian, Ubuntu and Google Chrome locations on Linux, in that order', async ({ assert }) => {
    const cases: [string[], string][] = [
      [['/usr/bin/chromium', '/usr/bin/google-chrome'], '/usr/bin/chromium'],
      [['/usr/bin/chromium-browser', '/usr/bin/google-chrome'], '/usr/bin/chromium-browser'],
      [['/usr/bin/google-chrome-stable'], '/usr/bin/google-chrome-stable'],
      [['/opt/google/chrome/chrome'], '/opt/google/chrome/chrome'],
    ]
    for (const [files, expected] of cases) {
      const { fake, unpacked } = host({ files })
      const found = await findBrowser(fake)
      assert.equal(found.executablePath, expected)
      assert.isEmpty(unpacked, 'no unpacking when the system has a browser')
    }
  })

  test('Chromium or Google Chrome applications on macOS', async ({ assert }) => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    const { fake } = host({ platform: 'darwin', arch: 'arm64', files: [chrome] })
    assert.deepEqual(await findBrowser(fake), { executablePath: chrome, source: 'system' })
  })

  test('Linux x64 without a system browser uses the npm Chromium', async ({ assert }) => {
    const { fake, unpacked } = host()
    assert.deepEqual(await findBrowser(fake), BUNDLED)
    assert.lengthOf(unpacked, 1)
  })

  test('elsewhere, or without the npm package, one sentence says what to install', async ({
    assert,
  }) => {
    const machines = [
      host({ platform: 'darwin', arch: 'arm64' }).fake,
      host({ platform: 'linux', arch: 'arm64' }).fake,
      host({ unpackBundled: async () => null }).fake,
    ]
    for (const machine of machines) {
      const error = await findBrowser(machine).catch((caught) => caught)
      assert.instanceOf(error, BrowserNotFoundError)
      assert.equal(error.message, NOT_FOUND_MESSAGE)
      assert.match(error.message, /^[^\n]+\.$/)
      assert.include(error.message, 'CHROMIUM_PATH')
    }
  })

  test('the npm Chromium really starts here when no system browser is looked at', async ({
    assert,
  }) => {
    // The real host, blind to system browsers: what a fresh Linux x64 machine would use.
    const real = currentHost(app.makePath())
    const machine = { ...real, env: {}, exists: () => false }
    if (real.platform !== 'linux' || real.arch !== 'x64') {
      await assert.rejects(() => findBrowser(machine), NOT_FOUND_MESSAGE)
      return
    }
    const found = await findBrowser(machine)
    assert.equal(found.source, '@sparticuz/chromium')
    assert.include(found.executablePath, app.makePath('tmp', 'chromium'))
    const browser = await chromium.launch({
      executablePath: found.executablePath,
      args: ['--no-sandbox', '--disable-gpu'],
      env: { ...process.env, ...found.env },
    })
    try {
      const page = await browser.newPage()
      await page.setContent('<h1>Tinted</h1>')
      assert.equal(await page.locator('h1').textContent(), 'Tinted')
    } finally {
      await browser.close()
    }
  }).timeout(120_000)
})
