import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { BASE_URL, closeBrowser, locateBrowser } from '#tests/helpers/browser'
import { BrowserNotFoundError } from '#tests/helpers/browser_discovery'
import { clearRateLimits } from '#tests/helpers/rate_limits'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient({ baseURL: BASE_URL }),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  inertiaApiClient(app),
]

/**
 * One fresh, migrated database for the run; each test then isolates itself
 * (a global transaction, or truncation where a test needs real commits).
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate()],
  teardown: [() => closeBrowser(), () => waitForViteScan()],
}

/**
 * Vite scans the pages for dependencies in the background when the test server
 * boots. Closing it mid-scan makes Vite log "Failed to scan for dependencies …
 * The server is being restarted or closed", which a short run (the unit suite
 * alone) used to hit: let the scan finish first (it also fills Vite's cache).
 */
async function waitForViteScan() {
  const vite = await app.container.make('vite')
  await vite.getDevServer()?.environments.client.depsOptimizer?.scanProcessing
}

/**
 * Functional and browser suites talk to a real HTTP server.
 */
export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'browser') {
    suite.setup(requireBrowser)
  }
  if (['browser', 'functional'].includes(suite.name)) {
    // Every test starts with fresh rate-limit counts, before its own setup (a global transaction).
    suite.onGroup((group) => group.each.setup(clearRateLimits))
    suite.onTest((test) => test.setup(clearRateLimits))
  }
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}

/**
 * Without any browser the browser suite stops before its first test with the
 * one sentence saying what to install, rather than a launch stack trace per test.
 */
async function requireBrowser() {
  try {
    await locateBrowser()
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
