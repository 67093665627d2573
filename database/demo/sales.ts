import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Dealer from '#models/dealer'
import Product from '#models/product'
import User from '#models/user'
import { formatWarrantyCode, generateWarrantyCode } from '#domain/warranty_code'
import { normalizePlate } from '#domain/plates'
import { searchTextOf } from '#domain/search_text'
import { itemExpiry, latestExpiry } from '#domain/warranty_status'
import type { WindowPosition } from '#dtos/sale'

const SALES_COUNT = 320
const YEARS_BACK = 6
const BATCH_SIZE = 100

/** A fixed seed: every install gets the same realistic spread (the codes stay random). */
function randomSource(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]
  return { next, int, pick }
}

const MALAY_MEN = [
  'Ahmad Faizal',
  'Mohd Hafiz',
  'Muhammad Amirul',
  'Azlan',
  'Khairul Anuar',
  'Syafiq',
]
const MALAY_WOMEN = ['Nurul Aina', 'Siti Aminah', 'Nur Syafiqah', 'Farah Hanim', 'Aisyah']
const MALAY_FATHERS = ['Ismail', 'Hassan', 'Rahman', 'Abdullah', 'Osman', 'Yusof', 'Kamal']
const CHINESE_SURNAMES = ['Tan', 'Lim', 'Lee', 'Wong', 'Ng', 'Chong', 'Ooi', 'Teh', 'Goh']
const CHINESE_GIVEN = [
  'Wei Ming',
  'Mei Ling',
  'Boon Keat',
  'Jia Hui',
  'Kok Leong',
  'Xin Yi',
  'Chee Wai',
]
const INDIAN_GIVEN = ['Ravi', 'Priya', 'Kumaravel', 'Kavitha', 'Suresh', 'Deepa', 'Vinod']
const INDIAN_FATHERS = ['Subramaniam', 'Muthu', 'Krishnan', 'Rajendran', 'Selvam']

/** Weighted towards the cars seen most on Malaysian roads. */
const VEHICLES: [make: string, model: string, weight: number][] = [
  ['Perodua', 'Myvi', 12],
  ['Perodua', 'Axia', 6],
  ['Perodua', 'Bezza', 5],
  ['Perodua', 'Ativa', 4],
  ['Perodua', 'Aruz', 2],
  ['Proton', 'Saga', 5],
  ['Proton', 'X50', 6],
  ['Proton', 'X70', 4],
  ['Proton', 'Persona', 3],
  ['Honda', 'City', 7],
  ['Honda', 'Civic', 4],
  ['Honda', 'HR-V', 4],
  ['Honda', 'CR-V', 3],
  ['Toyota', 'Vios', 5],
  ['Toyota', 'Corolla Cross', 3],
  ['Toyota', 'Hilux', 3],
  ['Toyota', 'Camry', 1],
  ['Nissan', 'Almera', 2],
  ['Mazda', 'CX-5', 2],
  ['BMW', '3 Series', 2],
  ['Mercedes-Benz', 'C-Class', 2],
]

/** Window packages as shops sell them, most popular first. */
const PACKAGES: WindowPosition[][] = [
  ['front_sides', 'rear_sides', 'rear_windshield'],
  ['front_sides', 'rear_sides', 'rear_windshield'],
  ['windshield', 'front_sides', 'rear_sides', 'rear_windshield'],
  ['windshield', 'front_sides', 'rear_sides', 'rear_windshield'],
  ['windshield'],
  ['front_sides', 'rear_sides'],
  ['front_sides', 'rear_sides', 'rear_windshield', 'sunroof'],
]

/** Registration prefixes of each demo dealer's state (no I or O, as on real plates). */
const PLATE_PREFIXES: Record<string, string[]> = {
  'DL-0001': ['W', 'V', 'B'],
  'DL-0002': ['B'],
  'DL-0003': ['J'],
  'DL-0004': ['P'],
  'DL-0005': ['A'],
  'DL-0006': ['QA', 'QK'],
  'DL-0007': ['SA'],
  'DL-0008': ['M'],
}
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXY'

type Random = ReturnType<typeof randomSource>

function customerName(random: Random) {
  const roll = random.next()
  if (roll < 0.5) {
    const woman = random.next() < 0.4
    const given = random.pick(woman ? MALAY_WOMEN : MALAY_MEN)
    return `${given} ${woman ? 'binti' : 'bin'} ${random.pick(MALAY_FATHERS)}`
  }
  if (roll < 0.85) return `${random.pick(CHINESE_SURNAMES)} ${random.pick(CHINESE_GIVEN)}`
  return `${random.pick(INDIAN_GIVEN)} a/l ${random.pick(INDIAN_FATHERS)}`
}

function plate(random: Random, dealerCode: string) {
  const prefix = random.pick(PLATE_PREFIXES[dealerCode] ?? ['W', 'B'])
  let letters = prefix
  while (letters.length < 3) letters += random.pick([...PLATE_LETTERS])
  return `${letters} ${random.int(1, 9999)}`
}

function vehicle(random: Random) {
  const total = VEHICLES.reduce((sum, [, , weight]) => sum + weight, 0)
  let roll = random.next() * total
  for (const [make, model, weight] of VEHICLES) {
    roll -= weight
    if (roll <= 0) return { make, model }
  }
  return { make: 'Perodua', model: 'Myvi' }
}

/**
 * A few hundred sales over the last six years across the demo dealers (so
 * some warranties have expired) and one voided duplicate. Skipped when any
 * sale exists; needs the demo dealers and films, so it runs last.
 */
export async function seedDemoSales() {
  if (await db.from('sales').first()) return
  const dealers = await Dealer.query().whereNull('deleted_at').orderBy('id')
  const products = await Product.query().whereNull('deleted_at')
  const admin = await User.query().where('is_admin', true).orderBy('id').first()
  const staff = await User.query().whereNotNull('dealer_id')
  if (!dealers.length || !products.length || !admin) {
    console.log('demo sales: skipped (needs dealers, films and an admin)')
    return
  }

  const random = randomSource(20_240_611)
  const today = DateTime.now().startOf('day')
  const light = products.filter((product) => product.vlt >= 50)
  const dark = products.filter((product) => product.vlt < 50)
  const format = db.connection().dialect.dateTimeFormat
  const budgetEra = today.minus({ years: 4, months: 6 })

  type Row = {
    sale: Record<string, unknown>
    items: { position: WindowPosition; product: Product }[]
  }
  const rows: Row[] = []
  for (let index = 0; index < SALES_COUNT; index++) {
    // A skewed draw makes recent installations more frequent, as in a growing business.
    const installed = today.minus({ days: Math.floor(random.next() ** 1.6 * YEARS_BACK * 365) })
    const dealer = random.pick(dealers)
    const creator = staff.filter((user) => user.dealerId === dealer.id)
    const { make, model } = vehicle(random)
    const name = customerName(random)
    // A film discontinued since was still sold in the older jobs only.
    const onSale = (product: Product) =>
      product.status === 'active' || installed < today.minus({ years: 2 })
    const items = random.pick(PACKAGES).map((position) => {
      let pool = (position === 'windshield' || position === 'sunroof' ? light : dark).filter(onSale)
      // Older jobs were mostly the budget 5-year films, so those warranties have run out.
      const budget = pool.filter((product) => product.warrantyYears <= 5)
      if (installed < budgetEra && budget.length && random.next() < 0.85) pool = budget
      return { position, product: random.pick(pool.length ? pool : products) }
    })
    const plateNumber = plate(random, dealer.code)
    const created = installed.plus({ hours: random.int(9, 18), minutes: random.int(0, 59) })
    rows.push({
      items,
      sale: {
        warranty_code: generateWarrantyCode(),
        dealer_id: dealer.id,
        created_by: creator.length ? random.pick(creator).id : admin.id,
        customer_name: name,
        search_text: searchTextOf(name),
        customer_phone: `+601${random.pick(['2', '3', '6', '7', '9'])}${random.int(1_000_000, 9_999_999)}`,
        customer_email:
          random.next() < 0.35
            ? `${name.split(' ')[0].toLowerCase()}${random.int(10, 99)}@gmail.com`
            : null,
        plate_number: plateNumber,
        plate_normalized: normalizePlate(plateNumber),
        vehicle_make: make,
        vehicle_model: model,
        vehicle_year:
          random.next() < 0.85
            ? installed.year - (random.next() < 0.6 ? 0 : random.int(1, 8))
            : null,
        vin: null,
        installed_at: installed.toISODate(),
        expires_at: latestExpiry(
          items.map((item) => itemExpiry(installed.toISODate()!, item.product.warrantyYears))
        ),
        status: 'active',
        notes:
          random.next() < 0.1
            ? 'Customer asked for the darkest legal shade on the front sides.'
            : null,
        created_at: created.toFormat(format),
        updated_at: created.toFormat(format),
      },
    })
  }

  // One duplicate entry, voided by the admin the next day.
  const original = rows[Math.floor(rows.length / 3)]
  const duplicate: Row = {
    items: original.items,
    sale: { ...original.sale, warranty_code: generateWarrantyCode() },
  }
  const voidedAt = DateTime.fromFormat(String(original.sale.created_at), format).plus({ days: 1 })
  Object.assign(duplicate.sale, {
    status: 'void',
    void_reason: `Registered twice by mistake; the car is covered by ${formatWarrantyCode(String(original.sale.warranty_code))}.`,
    voided_at: voidedAt.toFormat(format),
    voided_by: admin.id,
    updated_at: voidedAt.toFormat(format),
  })
  rows.push(duplicate)

  await db.transaction(async (trx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = rows.slice(start, start + BATCH_SIZE)
      await trx.table('sales').multiInsert(batch.map((row) => row.sale))
      // Ids come back by code, which works the same on SQLite and PostgreSQL.
      const codes = batch.map((row) => String(row.sale.warranty_code))
      const saved = await trx
        .from('sales')
        .whereIn('warranty_code', codes)
        .select('id', 'warranty_code')
      const ids = new Map(saved.map((sale) => [sale.warranty_code as string, Number(sale.id)]))
      const items = batch.flatMap((row) =>
        row.items.map((item) => ({
          sale_id: ids.get(String(row.sale.warranty_code)),
          position: item.position,
          product_id: item.product.id,
          warranty_expires_at: itemExpiry(
            String(row.sale.installed_at),
            item.product.warrantyYears
          ),
          created_at: row.sale.created_at,
          updated_at: row.sale.created_at,
        }))
      )
      await trx.table('sale_items').multiInsert(items)
    }
  })
  console.log(`demo sales: ${rows.length} sales registered`)
}
