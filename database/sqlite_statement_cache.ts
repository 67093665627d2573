/** What this needs of a better-sqlite3 statement. */
type Statement = { busy: boolean; safeIntegers(toggle?: boolean): unknown }
/** What this needs of a better-sqlite3 connection. */
type Connection = { prepare(sql: string): Statement }

/** Enough for every query shape the app sends (lists, lookups, writes, searches) to stay prepared. */
const STATEMENTS_KEPT = 300

/**
 * Keeps a SQLite connection's prepared statements by their SQL text.
 *
 * Knex prepares every query afresh: SQLite parses and plans it each time,
 * and for a public lookup at a million sales that cost more than running
 * it. A statement prepared once runs again with new bindings; SQLite
 * re-prepares it by itself if the schema changes. Only what knex toggles
 * is set back on reuse (safe integers); a statement still being iterated is
 * busy, so the caller gets a fresh one. The least recently used go first.
 */
export function cacheStatements<C extends Connection>(connection: C, size = STATEMENTS_KEPT): C {
  const prepare = connection.prepare.bind(connection)
  const kept = new Map<string, Statement>()
  connection.prepare = (sql: string) => {
    const statement = kept.get(sql)
    if (statement?.busy) return prepare(sql)
    if (statement) {
      kept.delete(sql)
      kept.set(sql, statement)
      statement.safeIntegers(false)
      return statement
    }
    const prepared = prepare(sql)
    kept.set(sql, prepared)
    if (kept.size > size) kept.delete(kept.keys().next().value!)
    return prepared
  }
  return connection
}
