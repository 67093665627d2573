import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** Where a browser was found, and what it needs in its environment to start. */
export interface FoundBrowser {
  executablePath: string
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium'
  env?: Record<string, string>
}

export interface DiscoveryHost {
  env: Record<string, string | undefined>
  platform: NodeJS.Platform
  arch: string
  exists: (path: string) => boolean
  /** Unpacks the Chromium of the npm dev dependency, or null when it is not installed. */
  unpackBundled: () => Promise<FoundBrowser | null>
}

export class BrowserNotFoundError extends Error {}

/** The usual places, in order: Debian/Ubuntu packages first, then Google Chrome. */
export const SYSTEM_BROWSERS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
  ],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
}

export const NOT_FOUND_MESSAGE =
  'No Chromium found for the browser tests: install Chromium or Google Chrome (Debian/Ubuntu: apt-get install chromium), or set CHROMIUM_PATH to a Chromium executable.'

/**
 * CHROMIUM_PATH, then the system locations, then (Linux x64 only: the only
 * build it ships) the Chromium inside the @sparticuz/chromium dev dependency.
 * Never downloads anything.
 */
export async function findBrowser(host: DiscoveryHost): Promise<FoundBrowser> {
  const configured = host.env.CHROMIUM_PATH
  if (configured) {
    if (host.exists(configured)) return { executablePath: configured, source: 'CHROMIUM_PATH' }
    // A set but wrong path is a mistake to report, not a reason to quietly use another browser.
    throw new BrowserNotFoundError(
      `CHROMIUM_PATH is set to ${configured}, which does not exist: point it to a Chromium executable or unset it.`
    )
  }
  const system = (SYSTEM_BROWSERS[host.platform] ?? []).find((path) => host.exists(path))
  if (system) return { executablePath: system, source: 'system' }
  if (host.platform === 'linux' && host.arch === 'x64') {
    const bundled = await host.unpackBundled()
    if (bundled) return bundled
  }
  throw new BrowserNotFoundError(NOT_FOUND_MESSAGE)
}

const run = promisify(execFile)

/**
 * Unpacks @sparticuz/chromium (brotli archives inside the npm package) into
 * `<root>/tmp/chromium` on first use, with the NSS libraries and fonts it
 * needs, so a machine with no system Chromium still runs the browser suite.
 * The package unpacks into os.tmpdir(); a child process with TMPDIR pointed
 * at the project's tmp/ keeps that out of /tmp without touching this
 * process's environment.
 */
export async function unpackBundledChromium(root: string): Promise<FoundBrowser | null> {
  let entry: string
  try {
    entry = createRequire(join(root, 'package.json')).resolve('@sparticuz/chromium')
  } catch {
    return null
  }
  const dir = join(root, 'tmp', 'chromium')
  const executablePath = join(dir, 'chromium')
  const libraries = join(dir, 'al2023', 'lib')
  const complete = () => existsSync(executablePath) && existsSync(libraries)
  if (!complete()) {
    // Unpacked aside and renamed into place, so an interrupted unpack is never taken for a browser.
    const staging = `${dir}.${process.pid}.partial`
    rmSync(staging, { recursive: true, force: true })
    mkdirSync(staging, { recursive: true })
    const script = `
      const { default: chromium, inflate } = await import(${JSON.stringify(entry)})
      const { join, dirname } = await import('node:path')
      await chromium.executablePath()
      await inflate(join(dirname(${JSON.stringify(entry)}), '..', 'bin', 'al2023.tar.br'))`
    await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TMPDIR: staging },
    })
    // `npm test` runs two browser processes: on a fresh clone both unpack, and the first rename wins.
    if (!complete()) {
      rmSync(dir, { recursive: true, force: true })
      try {
        renameSync(staging, dir)
      } catch (error) {
        if (!complete()) throw error
      }
    }
    rmSync(staging, { recursive: true, force: true })
  }
  return {
    executablePath,
    source: '@sparticuz/chromium',
    env: {
      LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_FILE: fontConfig(dir),
    },
  }
}

/**
 * The package's own fonts.conf looks for its fonts in /tmp/fonts (where it
 * unpacks them on AWS Lambda), not where they were unpacked here: with no
 * font at all, this Chromium aborts as soon as a page draws text. This one
 * points at them, and at the system's fonts when there are any.
 */
function fontConfig(dir: string) {
  const file = join(dir, 'fonts-here.conf')
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(dir, 'fonts')}</dir>
  <dir>/usr/share/fonts</dir>
  <cachedir>${join(dir, 'fonts-cache')}</cachedir>
</fontconfig>
`
  writeFileSync(file, config)
  return file
}

/** The real host: this process's environment and file system. */
export function currentHost(root: string): DiscoveryHost {
  return {
    env: process.env,
    platform: process.platform,
    arch: process.arch,
    exists: existsSync,
    unpackBundled: () => unpackBundledChromium(root),
  }
}
