import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

const PREFIX = 'DL-'
const SEQUENCE = 'dealer'

/** Codes look like DL-0001; the number grows past four digits when needed. */
export function formatDealerCode(number: number) {
  return `${PREFIX}${String(number).padStart(4, '0')}`
}

/** The numbers behind the DL-codes in use, typed by an admin or generated. */
async function takenNumbers(trx: TransactionClientContract) {
  const rows: { code: string }[] = await trx
    .from('dealers')
    .select('code')
    .where('code', 'like', `${PREFIX}%`)
  const numbers = new Set<number>()
  for (const { code } of rows) {
    const match = /^DL-(\d+)$/.exec(code)
    if (match) numbers.add(Number(match[1]))
  }
  return numbers
}

/**
 * The next free DL-number, drawn inside the caller's transaction. The first
 * write takes the counter row's lock (PostgreSQL) or the write lock
 * (SQLite), so concurrent creations queue here and each sees the number the
 * previous one committed. Numbers an admin already typed as codes are
 * skipped, and the counter never looks at the highest code in use, so a
 * manual "DL-999999999" cannot push it out of range.
 */
export async function nextDealerCode(trx: TransactionClientContract) {
  // Same SQL on both databases (SQLite ≥ 3.24).
  await trx.rawQuery(
    'INSERT INTO code_sequences (name, value) VALUES (?, 0) ON CONFLICT (name) DO NOTHING',
    [SEQUENCE]
  )
  await trx.from('code_sequences').where('name', SEQUENCE).increment('value', 1)
  const row = await trx.from('code_sequences').where('name', SEQUENCE).select('value').first()
  let number = Number(row.value)
  const taken = await takenNumbers(trx)
  if (taken.has(number)) {
    while (taken.has(number)) number += 1
    await trx.from('code_sequences').where('name', SEQUENCE).update({ value: number })
  }
  return formatDealerCode(number)
}
