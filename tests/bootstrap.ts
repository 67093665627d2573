import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { BASE_URL, closeBrowser } from '#tests/helpers/browser'

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
  teardown: [() => closeBrowser()],
}

/**
 * Functional and browser suites talk to a real HTTP server.
 */
export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
