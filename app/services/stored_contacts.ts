import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { formatPlate, normalizePlate } from '#domain/plates'
import { normalizePhone, type CountryCode } from '#domain/phones'

const BATCH = 500

/** The tables holding typed phones (and plates) and their columns. */
const TABLES = [
  { table: 'sales', phone: 'customer_phone', plate: 'plate_number' },
  { table: 'dealers', phone: 'phone', plate: null },
] as const

type Table = (typeof TABLES)[number]['table']

export type ContactsReport = {
  updated: Record<Table, number>
  /** Phones that are no number of any country: left as they are, for a person to fix. */
  unreadablePhones: { table: Table; id: number; phone: string }[]
}

/**
 * Brings rows saved before phones were stored in E.164 and plates in their
 * canonical form up to date (`0127784455` → `+60127784455`, `vx 0141` →
 * `VX 0141`), in batches by id. Values already in that form are untouched;
 * a phone that cannot be read is reported, never guessed. The compact plate
 * used by lookups is written alongside (it ignores case and separators, so
 * it only changes if it had drifted).
 */
export async function normalizeStoredContacts(
  client: QueryClientContract,
  country: CountryCode
): Promise<ContactsReport> {
  const report: ContactsReport = { updated: { sales: 0, dealers: 0 }, unreadablePhones: [] }
  for (const { table, phone, plate } of TABLES) {
    const columns: string[] = plate ? [phone, plate] : [phone]
    let lastId = 0
    for (;;) {
      const rows: Record<string, string | number>[] = await client
        .from(table)
        .select('id', ...columns)
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(BATCH)
      if (rows.length === 0) break
      for (const row of rows) {
        const id = Number(row.id)
        const changes: Record<string, string> = {}
        const typedPhone = String(row[phone])
        const stored = normalizePhone(typedPhone, country)
        if (!stored.ok) report.unreadablePhones.push({ table, id, phone: typedPhone })
        else if (stored.e164 !== typedPhone) changes[phone] = stored.e164
        if (plate) {
          const canonical = formatPlate(String(row[plate]), country)
          if (canonical !== row[plate]) {
            changes[plate] = canonical
            changes.plate_normalized = normalizePlate(canonical)
          }
        }
        if (Object.keys(changes).length === 0) continue
        await client.from(table).where('id', id).update(changes)
        report.updated[table]++
      }
      lastId = Number(rows[rows.length - 1].id)
    }
  }
  return report
}
