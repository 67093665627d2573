import type { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * After a migration adds an index: on a SQLite file that was analysed
 * (`sqlite_stat1` exists), analyse the new index too, or the planner takes
 * it, having no statistics, for a very selective one. PostgreSQL's
 * autovacuum does this by itself.
 */
export function analyseNewIndex(schema: BaseSchema, index: string) {
  if (!schema.db.dialect.name.includes('sqlite')) return
  schema.defer(async (db) => {
    const stats = await db.rawQuery(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'"
    )
    if (stats.length) await db.rawQuery(`ANALYZE ${index}`)
  })
}
