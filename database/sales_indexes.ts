import type { BaseSchema } from '@adonisjs/lucid/schema'
import { analyseNewIndex } from '#database/sqlite_statistics'

/** An index of the `sales` table: its name and columns. */
export type SalesIndex = { name: string; columns: string[] }

/** What a common name's walk checks on each sale: the folded name, the code and the plate. */
const SEARCHED = ['search_text', 'warranty_code', 'plate_normalized']

/**
 * Each index's copy (`…_searched_index`) that also holds what a common
 * name's search checks, so a walk of its order reads the index alone
 * (#queries/sale_search isCommonName).
 */
export function withSearchedColumns(indexes: readonly SalesIndex[]): SalesIndex[] {
  return indexes.map(({ name, columns }) => ({
    name: name.replace(/_index$/, '_searched_index'),
    columns: [...columns, ...SEARCHED.filter((column) => !columns.includes(column))],
  }))
}

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
