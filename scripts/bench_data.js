/*
|--------------------------------------------------------------------------
| Bulk sales for `npm run bench -- --sales N`
|--------------------------------------------------------------------------
| Inserts N realistic sales straight into the benchmark database, in large
| batches with explicit ids: Vietnamese, Malay and Chinese names (with
| diacritics), Malaysian plates, E.164 phones, 1–4 films each, installed
| over 6 years (so many have expired), about 1 % void. Codes, folded
| search text, plates and expiries come from the built app's own domain
| code (build/app/domain), so the rows are what the app would have saved.
*/
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from './production_server.js'

const domain = (name) =>
  import(pathToFileURL(join(root, 'build', 'app', 'domain', `${name}.js`)).href)

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Võ', 'Đặng', 'Bùi', 'Đỗ']
const MIDDLE = ['Thị', 'Văn', 'Hữu', 'Đức', 'Minh', 'Ngọc', 'Thanh']
const GIVEN = [
  'Hương',
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hải',
  'Khánh',
  'Linh',
  'Phúc',
  'Quân',
  'Thắng',
  'Trâm',
  'Yến',
]
const MALAY = [
  'Ahmad Faizal bin Ismail',
  'Nurul Aina binti Hassan',
  'Siti Aminah',
  'Mohd Hafiz bin Osman',
  'Farah Hanim',
]
const CHINESE = ['Tan Wei Ming', 'Lim Mei Ling', 'Wong Kar Seng', 'Ng Siew Lan', 'Ooi Boon Keat']
const MAKES = [
  ['Perodua', ['Myvi', 'Axia', 'Bezza', 'Ativa']],
  ['Proton', ['Saga', 'X50', 'X70', 'Persona']],
  ['Honda', ['City', 'Civic', 'CR-V', 'HR-V']],
  ['Toyota', ['Vios', 'Corolla Cross', 'Hilux', 'Camry']],
  ['Mazda', ['CX-5', 'Mazda3']],
]
const PACKAGES = [
  ['front_sides', 'rear_sides', 'rear_windshield'],
  ['windshield', 'front_sides', 'rear_sides', 'rear_windshield'],
  ['windshield'],
  ['front_sides', 'rear_sides'],
]
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXY'

function random(seed) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  const pick = (items) => items[Math.floor(next() * items.length)]
  return { next, int, pick }
}

const pad = (n) => String(n).padStart(2, '0')
const day = (date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
const stamp = (date) => `${day(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`

/** Yields batches of `{ sales, items }` rows, ids from `firstId` on. */
export async function* generateSales({ count, firstId, dealers, products, users, batch = 5000 }) {
  const { generateWarrantyCode } = await domain('warranty_code')
  const { searchTextOf } = await domain('search_text')
  const { normalizePlate } = await domain('plates')
  const { itemExpiry, latestExpiry } = await domain('warranty_status')
  const rnd = random(20261123)
  const codes = new Set()
  const now = Date.now()
  let sales = []
  let items = []
  for (let index = 0; index < count; index++) {
    const id = firstId + index
    const installed = new Date(now - Math.floor(rnd.next() ** 1.4 * 6 * 365) * 86_400_000)
    installed.setUTCHours(rnd.int(1, 10), rnd.int(0, 59))
    const installedAt = day(installed)
    const kind = rnd.next()
    const name =
      kind < 0.6
        ? `${rnd.pick(FAMILY)} ${rnd.pick(MIDDLE)} ${rnd.pick(GIVEN)}`
        : kind < 0.8
          ? rnd.pick(MALAY)
          : rnd.pick(CHINESE)
    let code = generateWarrantyCode()
    while (codes.has(code)) code = generateWarrantyCode()
    codes.add(code)
    const plate = `${rnd.pick('WBVJP')}${LETTERS[rnd.int(0, 22)]}${LETTERS[rnd.int(0, 22)]} ${rnd.int(1, 9999)}`
    const [make, models] = rnd.pick(MAKES)
    const films = rnd.pick(PACKAGES).map((position) => ({ position, product: rnd.pick(products) }))
    const expiries = films.map((film) => itemExpiry(installedAt, film.product.warranty_years))
    const voided = rnd.next() < 0.01
    const dealer = rnd.pick(dealers)
    const created = stamp(installed)
    sales.push({
      id,
      warranty_code: code,
      dealer_id: dealer,
      created_by: rnd.pick(users),
      customer_name: name,
      customer_phone: `+601${rnd.pick(['2', '3', '6', '7', '9'])}${rnd.int(1_000_000, 9_999_999)}`,
      customer_email: rnd.next() < 0.3 ? `customer${id}@example.com` : null,
      plate_number: plate,
      plate_normalized: normalizePlate(plate),
      vehicle_make: make,
      vehicle_model: rnd.pick(models),
      vehicle_year: installed.getUTCFullYear() - rnd.int(0, 5),
      vin: null,
      installed_at: installedAt,
      expires_at: latestExpiry(expiries),
      status: voided ? 'void' : 'active',
      void_reason: voided ? 'Registered twice by mistake.' : null,
      voided_at: voided ? created : null,
      voided_by: null,
      notes: null,
      created_at: created,
      updated_at: created,
      updated_by: null,
      search_text: searchTextOf(name),
    })
    films.forEach((film, position) =>
      items.push({
        sale_id: id,
        position: film.position,
        product_id: film.product.id,
        warranty_expires_at: expiries[position],
        created_at: created,
        updated_at: created,
      })
    )
    if (sales.length === batch) {
      yield { sales, items }
      sales = []
      items = []
    }
  }
  if (sales.length) yield { sales, items }
}

/** What the generator needs from the seeded database: dealers, films and users. */
const REFERENCES = {
  dealers: 'SELECT id FROM dealers',
  products: 'SELECT id, warranty_years FROM products',
  users: 'SELECT id FROM users',
  maxId: 'SELECT COALESCE(MAX(id), 0) AS id FROM sales',
}

/** Inserts `count` sales into the SQLite file; FTS triggers index them as they go. */
export async function fillSqlite(file, count) {
  const { default: Database } = await import('better-sqlite3')
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = OFF')
  const ref = {
    dealers: db
      .prepare(REFERENCES.dealers)
      .all()
      .map((row) => row.id),
    products: db.prepare(REFERENCES.products).all(),
    users: db
      .prepare(REFERENCES.users)
      .all()
      .map((row) => row.id),
  }
  const firstId = db.prepare(REFERENCES.maxId).get().id + 1
  let insertSale
  let insertItem
  const statement = (table, row) =>
    db.prepare(
      `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
        .map((key) => `@${key}`)
        .join(', ')})`
    )
  for await (const { sales, items } of generateSales({ count, firstId, ...ref })) {
    insertSale ??= statement('sales', sales[0])
    insertItem ??= statement('sale_items', items[0])
    db.transaction(() => {
      for (const row of sales) insertSale.run(row)
      for (const row of items) insertItem.run(row)
    })()
  }
  db.exec('ANALYZE')
  db.close()
}

/** Inserts `count` sales into PostgreSQL, a batch per statement (unnest of column arrays). */
export async function fillPostgres(config, count) {
  const { default: pg } = await import('pg')
  const client = new pg.Client(config)
  await client.connect()
  const ids = async (sql) => (await client.query(sql)).rows
  const ref = {
    dealers: (await ids(REFERENCES.dealers)).map((row) => row.id),
    products: await ids(REFERENCES.products),
    users: (await ids(REFERENCES.users)).map((row) => row.id),
  }
  const firstId = Number((await ids(REFERENCES.maxId))[0].id) + 1
  const insert = async (table, rows) => {
    const columns = Object.keys(rows[0])
    const types = await columnTypes(client, table, columns)
    const arrays = columns.map((column) => rows.map((row) => row[column]))
    const unnest = columns.map((column, i) => `$${i + 1}::${types[column]}[]`).join(', ')
    await client.query(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${unnest})`,
      arrays
    )
  }
  for await (const { sales, items } of generateSales({ count, firstId, ...ref })) {
    await insert('sales', sales)
    await insert('sale_items', items)
  }
  await client.query(`SELECT setval('sales_id_seq', (SELECT MAX(id) FROM sales))`)
  // What autovacuum does after a bulk load: statistics, and the visibility map that lets
  // index-only scans (deep pages) skip the table.
  await client.query('VACUUM ANALYZE')
  await client.end()
}

const typeCache = new Map()
async function columnTypes(client, table, columns) {
  if (!typeCache.has(table)) {
    const { rows } = await client.query(
      `SELECT attname AS column_name, format_type(atttypid, atttypmod) AS type
         FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
      [table]
    )
    typeCache.set(table, Object.fromEntries(rows.map((row) => [row.column_name, row.type])))
  }
  const types = typeCache.get(table)
  return Object.fromEntries(columns.map((column) => [column, types[column].replace(/\(.*\)/, '')]))
}
