import db from '@adonisjs/lucid/services/db'

/** Every table the app writes, children before parents so foreign keys never object. */
const TABLES = [
  'sale_transfers',
  'audit_logs',
  'sale_items',
  'sales',
  'auth_access_tokens',
  'users',
  'products',
  'dealers',
  'code_sequences',
  'rate_limits',
  'outbox_messages',
]

async function emptyTables() {
  for (const table of TABLES) await db.from(table).delete()
}

/**
 * For tests whose requests must really commit (races between parallel
 * requests cannot happen inside one test transaction): starts from empty
 * tables and empties them again afterwards. Lucid's `truncate()` empties
 * tables in parallel, which SQLite's foreign keys refuse.
 */
export async function withCommittedWrites() {
  await emptyTables()
  return emptyTables
}
