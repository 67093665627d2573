import db from '@adonisjs/lucid/services/db'

/**
 * Records the SQL of every query the default connection runs (the global
 * test transaction's too: knex reports a transaction's queries on the
 * connection it came from) until `stop()`.
 */
export function recordQueries() {
  const knex = db.connection().getWriteClient()
  const seen: string[] = []
  const named: string[] = []
  const listener = (query: { sql: string; options?: { name?: string } }) => {
    seen.push(query.sql)
    if (query.options?.name) named.push(query.options.name)
  }
  knex.on('query', listener)
  return {
    queries: seen,
    /** The names of the queries sent as named prepared statements (PostgreSQL). */
    named,
    /** The queries that read `table` (from or join). */
    reading(table: string) {
      const pattern = new RegExp(`\\b(from|join)\\s+["\`]?${table}["\`]?\\b`, 'i')
      return seen.filter((sql) => pattern.test(sql))
    },
    stop() {
      knex.off('query', listener)
    },
  }
}
