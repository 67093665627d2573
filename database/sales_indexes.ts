import type { BaseSchema } from '@adonisjs/lucid/schema'
import { analyseNewIndex } from '#database/sqlite_statistics'

/** An index of the `sales` table: its name and columns. */
export type SalesIndex = { name: string; columns: string[] }

/** Adds each index to `sales`, analysed where SQLite's planner needs it (analyseNewIndex). */
export function addSalesIndexes(schema: BaseSchema, indexes: readonly SalesIndex[]) {
  for (const { name, columns } of indexes) {
    schema.schema.alterTable('sales', (table) => {
      table.index(columns, name)
    })
    analyseNewIndex(schema, name)
  }
}

/** Drops each index of `sales`. */
export function dropSalesIndexes(schema: BaseSchema, indexes: readonly SalesIndex[]) {
  for (const { name, columns } of indexes) {
    schema.schema.alterTable('sales', (table) => {
      table.dropIndex(columns, name)
    })
  }
}
