import limiter from '@adonisjs/limiter/services/main'

/**
 * Forgets the rate-limit counts a test may have left. tests/bootstrap.ts runs
 * it before every functional and browser test, ahead of the test's own setup,
 * so a test need not call it.
 *
 * It clears the store the app limits with: memory (the default), or the
 * database one under LIMITER_STORE=database. That store writes through a
 * connection of its own, which on SQLite waits behind a global transaction:
 * hence before the test's setup. Never Redis: its `clear()` empties the whole
 * Redis database, which other installs share.
 */
export function clearRateLimits() {
  return limiter.clear(limiter.config.default === 'database' ? ['memory', 'database'] : ['memory'])
}
