import type { DateTime } from 'luxon'
import { storedDateTime } from '#domain/stored_dates'
import db from '@adonisjs/lucid/services/db'
import type { SaleRecordStatus, WindowPosition } from '#dtos/sale'
import { ReadBatch } from '#queries/read_batch'

/**
 * What the public lookup shows of a sale, in the shape the models have
 * (serializeWarrantyLookup reads either), read as plain rows: the lookup is
 * the public site's busiest query, and model hydration with two levels of
 * preloads (four queries) cost more than the reads themselves.
 */
export type LookupSale = {
  id: number
  warrantyCode: string
  status: SaleRecordStatus
  voidedAt: DateTime | null
  customerName: string
  plateNumber: string
  vehicleMake: string
  vehicleModel: string
  vehicleYear: number | null
  installedAt: DateTime
  expiresAt: DateTime
  dealer: { name: string; phone: string }
  items: { position: WindowPosition; warrantyExpiresAt: DateTime; product: LookupFilm }[]
}
type LookupFilm = { name: string; vlt: number }
/** One row per film of each sale found (a sale without films: one row, its film columns null). */
type Row = {
  id: number | string
  warranty_code: string
  status: SaleRecordStatus
  voided_at: string | Date | null
  customer_name: string
  plate_number: string
  vehicle_make: string
  vehicle_model: string
  vehicle_year: number | null
  installed_at: string | Date
  expires_at: string | Date
  dealer_name: string
  dealer_phone: string
  position: WindowPosition | null
  warranty_expires_at: string | Date | null
  product_name: string | null
  product_vlt: number | string | null
}

const SALE_COLUMNS = [
  'id',
  'dealer_id',
  'warranty_code',
  'status',
  'voided_at',
  'customer_name',
  'plate_number',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'installed_at',
  'expires_at',
]
const NEWEST_FIRST = [
  { column: 'installed_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const

/**
 * The sales `found` picks (already limited and ordered), with their dealer
 * and their films, in one query: a lookup is the public site's busiest
 * request, and on PostgreSQL each query is a round trip.
 */
function withDealerAndFilms(found: ReturnType<typeof salesTable>) {
  return db
    .from(found.as('s'))
    .join('dealers', 'dealers.id', 's.dealer_id')
    .leftJoin('sale_items', 'sale_items.sale_id', 's.id')
    .leftJoin('products', 'products.id', 'sale_items.product_id')
    .select(...SALE_COLUMNS.map((column) => `s.${column}`))
    .select(
      'dealers.name as dealer_name',
      'dealers.phone as dealer_phone',
      'sale_items.position',
      'sale_items.warranty_expires_at',
      'products.name as product_name',
      'products.vlt as product_vlt'
    )
    .orderBy(NEWEST_FIRST.map(({ column, order }) => ({ column: `s.${column}`, order })))
}

/**
 * A query's SQL, compiled once: the values a lookup brings are bound in
 * the places of `marks`; `name`, its prepared statement's on PostgreSQL.
 */
type Compiled = { sql: string; bindings: unknown[]; at: number[]; name: string }

/**
 * The two lookups' SQL, built by the query builder once per database
 * rather than on every lookup (building cost a lookup as much as running
 * it on SQLite). Each is compiled with marks standing for its values.
 */
const compiled = new Map<string, Compiled>()
function compiledOnce(
  name: string,
  build: () => { toSQL(): { sql: string; bindings: readonly unknown[] } },
  marks: unknown[]
) {
  const key = `${db.primaryConnectionName} ${name}`
  let query = compiled.get(key)
  if (!query) {
    const { sql, bindings } = build().toSQL()
    const at = marks.map((mark) => bindings.indexOf(mark))
    query = { sql, bindings: [...bindings], at, name: `warranty lookup ${name}` }
    if (query.at.includes(-1)) throw new Error(`${name}: a value of the lookup is not bound`)
    compiled.set(key, query)
  }
  return query
}

/**
 * Runs a compiled lookup with its values; rows as plain objects on either
 * database. On PostgreSQL it is a named prepared statement: each pooled
 * connection parses and plans it once, not on every lookup (SQLite's
 * statements are kept by #database/sqlite_statement_cache).
 */
async function rowsOf({ sql, bindings, at, name }: Compiled, values: unknown[]): Promise<Row[]> {
  const bound = [...bindings]
  at.forEach((index, i) => (bound[index] = values[i]))
  const query = db.rawQuery(sql, bound as never[])
  if (query.client.dialect.name === 'postgres') query.knexQuery.options({ name })
  const result: Row[] | { rows: Row[] } = await query
  return Array.isArray(result) ? result : result.rows
}

/** The rows of a lookup as sales, each with its dealer and films, newest first. */
function salesOf(rows: Row[]): LookupSale[] {
  const sales = new Map<number, LookupSale>()
  for (const row of rows) {
    const id = Number(row.id)
    let sale = sales.get(id)
    if (!sale) {
      sale = {
        id,
        warrantyCode: row.warranty_code,
        status: row.status,
        voidedAt: row.voided_at === null ? null : storedDateTime(row.voided_at),
        customerName: row.customer_name,
        plateNumber: row.plate_number,
        vehicleMake: row.vehicle_make,
        vehicleModel: row.vehicle_model,
        vehicleYear: row.vehicle_year,
        installedAt: storedDateTime(row.installed_at),
        expiresAt: storedDateTime(row.expires_at),
        dealer: { name: row.dealer_name, phone: row.dealer_phone },
        items: [],
      }
      sales.set(id, sale)
    }
    if (row.position !== null && row.warranty_expires_at !== null) {
      sale.items.push({
        position: row.position,
        warrantyExpiresAt: storedDateTime(row.warranty_expires_at),
        product: { name: row.product_name ?? '', vlt: Number(row.product_vlt) },
      })
    }
  }
  return [...sales.values()]
}

function salesTable() {
  return db.from('sales').select(...SALE_COLUMNS)
}

const CODE = '\u0000code'
const PLATE = '\u0000plate'
const PHONE_END = '\u0000phone-end'

/**
 * At most `count` rows, the number written into the SQL rather than bound:
 * SQLite plans a statement again each time a bound LIMIT is given (it may
 * change the plan), and that was 25 of the 31 µs of a lookup by code.
 */
function limited(query: ReturnType<typeof salesTable>, count: number) {
  query.knexQuery.limit(count, { skipBinding: true })
  return query
}

/**
 * A lookup's value where SQLite is to read it as the plan runs, through
 * `(SELECT ?)`, not give it to the planner: SQLite plans a statement again
 * before each run when a bound value may change its plan (an equality on a
 * column it keeps samples of, `sqlite_stat4` after ANALYZE, or a LIKE
 * pattern), and that was 35 of the 44 µs of a lookup by plate. PostgreSQL
 * plans a prepared statement apart from its values anyway.
 */
function runValue(mark: string) {
  return db.raw(db.connection().dialect.name.includes('sqlite') ? '(SELECT ?)' : '?', [mark])
}

const isPostgres = () => db.connection().dialect.name === 'postgres'

/** The sale with this stored code (compact form), if any: in a list of none or one. */
export async function lookupByCode(storedCode: string) {
  if (isPostgres()) return codeBatch.read(storedCode)
  const byCode = () => withDealerAndFilms(limited(salesTable().where('warranty_code', CODE), 1))
  return salesOf(await rowsOf(compiledOnce('by code', byCode, [CODE]), [storedCode]))
}

/**
 * The sales of a plate (normalised) whose phone ends with these 4 digits,
 * newest first, at most `limit`. Phones are stored as "+" and digits only,
 * so the last 4 digits are a suffix.
 */
export async function lookupByPlate(plateNormalized: string, phone4: string, limit: number) {
  if (isPostgres())
    return plateBatch.read({ plate: plateNormalized, phoneEnd: `%${phone4}`, limit })
  const byPlate = () =>
    withDealerAndFilms(
      limited(
        salesTable()
          .where('plate_normalized', runValue(PLATE))
          .where('customer_phone', 'like', runValue(PHONE_END))
          .orderBy([...NEWEST_FIRST]),
        limit
      )
    )
  const query = compiledOnce(`by plate, at most ${limit}`, byPlate, [PLATE, PHONE_END])
  return salesOf(await rowsOf(query, [plateNormalized, `%${phone4}`]))
}

/*
 * PostgreSQL: the lookups asked for in one turn of the event loop are one
 * query (#queries/read_batch). At 50 lookups at once the server spent a
 * quarter of its thread writing each lookup's query to its socket.
 */

const CODES = '\u0000codes'

/** The sales of these codes, each code's in a list of none or one. */
const codeBatch = new ReadBatch<string, LookupSale[]>(async (codes) => {
  const byCodes = () =>
    withDealerAndFilms(salesTable().where('warranty_code', db.raw('any(?::text[])', [CODES])))
  const found = salesOf(await rowsOf(compiledOnce('by codes', byCodes, [CODES]), [codes]))
  return codes.map((code) => found.filter((sale) => sale.warrantyCode === code))
})

type PlateLookup = { plate: string; phoneEnd: string; limit: number }

/**
 * The sales of several plate lookups, numbered by `ordinality`, each
 * lookup's newest first and at most `limit` (a lateral subquery each).
 */
function platesQuery(limit: number) {
  const lookups = 'unnest(?::text[], ?::text[]) with ordinality as q(plate, phone_end, n)'
  const newest = NEWEST_FIRST.map(({ column, order }) => `${column} ${order}`).join(', ')
  const found = `cross join lateral (select ${SALE_COLUMNS.join(', ')} from sales
    where plate_normalized = q.plate and customer_phone like q.phone_end
    order by ${newest} limit ${Number(limit)}) as s`
  const query = db.query()
  query.knexQuery.fromRaw(db.raw(lookups, [PLATE, PHONE_END]).toKnex(query.knexQuery.client))
  query.joinRaw(found)
  return query.select(db.raw('q.n as lookup'), 's.*') as unknown as ReturnType<typeof salesTable>
}

const plateBatch = new ReadBatch<PlateLookup, LookupSale[]>(async (lookups) => {
  const found: LookupSale[][] = []
  // One query per limit (the app asks with one: MAX_PLATE_MATCHES).
  for (const limit of new Set(lookups.map((lookup) => lookup.limit))) {
    const asked = [...lookups.keys()].filter((index) => lookups[index].limit === limit)
    const byPlates = () =>
      withDealerAndFilms(platesQuery(limit))
        .select('s.lookup')
        .clearOrder()
        .orderBy([
          { column: 's.lookup' },
          ...NEWEST_FIRST.map(({ column, order }) => ({ column: `s.${column}`, order })),
        ])
    const query = compiledOnce(`by plates, at most ${limit}`, byPlates, [PLATE, PHONE_END])
    const values = [asked.map((i) => lookups[i].plate), asked.map((i) => lookups[i].phoneEnd)]
    const rows = (await rowsOf(query, values)) as (Row & { lookup: number | string })[]
    asked.forEach((index, n) => {
      found[index] = salesOf(rows.filter((row) => Number(row.lookup) === n + 1))
    })
  }
  return found
})
