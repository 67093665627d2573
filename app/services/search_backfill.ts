import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { searchTextOf } from '#domain/search_text'

/** The fields each table's search box looks in, as the models fold them on save. */
export const SEARCHED_FIELDS: Record<string, string[]> = {
  sales: ['customer_name'],
  dealers: ['code', 'name', 'city'],
  products: ['sku', 'name', 'series'],
  users: ['username', 'full_name', 'email'],
}

/**
 * Fills `search_text` of rows saved without it (before migration
 * 1732200000011, or written by raw SQL), a thousand at a time. Rows already
 * right are left alone. Answers how many rows changed per table.
 */
export async function backfillSearchText(db: QueryClientContract) {
  const updated: Record<string, number> = {}
  for (const [table, fields] of Object.entries(SEARCHED_FIELDS)) {
    updated[table] = 0
    for (let after = 0; ;) {
      const rows: Record<string, unknown>[] = await db
        .from(table)
        .select('id', 'search_text', ...fields)
        .where('id', '>', after)
        .orderBy('id')
        .limit(1000)
      for (const row of rows) {
        const text = searchTextOf(...fields.map((field) => row[field] as string | null))
        if (text === row.search_text) continue
        await db
          .from(table)
          .where('id', row.id as number)
          .update({ search_text: text })
        updated[table]++
      }
      if (rows.length < 1000) break
      after = rows[rows.length - 1].id as number
    }
  }
  return updated
}
