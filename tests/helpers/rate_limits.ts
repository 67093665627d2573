import limiter from '@adonisjs/limiter/services/main'

/**
 * Forgets the counts of the memory store, the one the app limits with in
 * tests. Only that one: clearing the database store needs a connection of
 * its own, which on SQLite waits forever behind a test's global transaction
 * (that store's own tests clean up after themselves).
 */
export function clearRateLimits() {
  return limiter.clear(['memory'])
}
