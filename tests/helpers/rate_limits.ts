import limiter from '@adonisjs/limiter/services/main'

/**
 * Forgets the rate-limit counts a test may have left. tests/bootstrap.ts runs
 * it before every functional and browser test, ahead of the test's own setup,
 * so a test need not call it.
 *
 * The limiter clears only the stores this process has used: memory (the app's
 * store in tests) and database (its own tests, or LIMITER_STORE=database), an
 * emptied table. The database store writes through a connection of its own,
 * which on SQLite waits behind a global transaction: hence before the test's
 * setup. Never Redis: its `clear()` empties the whole Redis database, which
 * other installs share.
 */
export function clearRateLimits() {
  return limiter.clear(['memory', 'database'])
}
