import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fieldError } from '#exceptions/field_error'

/**
 * The validator checks uniqueness first; this covers the race where two
 * requests pass it together and the database's unique index refuses the
 * second (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE).
 */
export function isUniqueViolation(error: unknown): error is Error {
  if (!(error instanceof Error)) return false
  const code = (error as Error & { code?: unknown }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * Runs a write and turns a unique-index clash into a 422 on the field whose
 * column the database names (e.g. "users_email_unique", "users.email").
 */
export async function withUniqueFields<T>(
  columns: Record<string, string>,
  write: () => Promise<T>
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const text = `${error.message} ${(error as Error & { constraint?: string }).constraint ?? ''}`
    const field = Object.entries(columns).find(([, column]) => text.includes(column))?.[0]
    if (!field) throw error
    // The rule the validators' own uniqueness check reports, so its translations apply.
    throw fieldError(field, 'This value is already in use.', 'database.unique')
  }
}

/**
 * Drops the optional fields the client left out, so they stay empty on
 * create and unchanged on update (`null` still clears a field).
 */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined)
  ) as Partial<T>
}

/**
 * The record as it stands once this transaction holds its row: what a
 * change checks and records as "old → new" is read here, never from a copy
 * loaded before the transaction (a change another request committed in
 * between would be reported as never made, and its values overwritten).
 * PostgreSQL locks the row until the transaction ends (`FOR UPDATE`), so a
 * second writer waits, then reads what the first committed; SQLite's one
 * connection already runs one transaction at a time (knex leaves the clause
 * out there).
 */
export function lockedRecord<Model extends LucidModel>(
  model: Model,
  id: number,
  trx: TransactionClientContract
): Promise<InstanceType<Model>> {
  return model.query({ client: trx }).where('id', id).forUpdate().firstOrFail()
}
