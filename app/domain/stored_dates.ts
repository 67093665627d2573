import { DateTime } from 'luxon'

/**
 * A date or timestamp as a database driver returns it (SQL text from
 * SQLite, a Date from PostgreSQL), read the way Lucid's date columns read
 * it: the code that reads plain rows (the sales list, the public lookup,
 * the CSV export) then gives the very values the models give.
 */
export function storedDateTime(value: string | Date): DateTime {
  return typeof value === 'string' ? DateTime.fromSQL(value) : DateTime.fromJSDate(value)
}
