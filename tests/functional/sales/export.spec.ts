import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { adminApi, type AdminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, salesWorld } from '#tests/helpers/sales'
import { formatWarrantyCode, generateWarrantyCode } from '#domain/warranty_code'
import SalesService from '#services/sales_service'
import { salesCsvStream } from '#services/sale_export_service'
import { SALE_SORTS } from '#dtos/sale'

const EXPORT_URL = `${SALES_URL}/export.csv`

async function csvRows(api: AdminApi, query: Record<string, string | number>) {
  const response = await api.get(EXPORT_URL, query)
  return parseCsv(response.text().slice(1))
}

/** RFC 4180 reader: enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  return rows
}

test.group('Sales API | CSV export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a UTF-8 CSV with BOM, a header and one row per sale', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const tricky = await registerSale(staff.user, films.clear, {
      customerName: '=HYPERLINK("http://evil.example","Tan, \"Ah\" Beng")',
      notes: 'line one\nline two',
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'rear_sides', product: films.dark },
      ],
    })
    const plain = await registerSale(staff.user, films.dark, {
      customerName: 'Nurul Aina',
      plateNumber: 'WXY 1234',
    })

    const response = await adminApi(client, admin.token).get(EXPORT_URL)
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/csv; charset=utf-8/)
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/
    )

    const text = response.text()
    assert.isTrue(text.startsWith('\uFEFF'), 'starts with a byte order mark')
    const rows = parseCsv(text.slice(1))
    assert.deepEqual(rows[0].slice(0, 5), [
      'Warranty code',
      'Status',
      'Installed',
      'Expires',
      'Dealer',
    ])
    assert.lengthOf(rows, 3)
    const byCode = new Map(rows.slice(1).map((row) => [row[0], row]))
    const trickyRow = byCode.get(formatWarrantyCode(tricky.warrantyCode))!
    assert.equal(trickyRow[5], `'=HYPERLINK("http://evil.example","Tan, "Ah" Beng")`)
    assert.equal(trickyRow[6], `'+60123456789`)
    assert.equal(trickyRow[13], '2')
    assert.match(
      trickyRow[14],
      /^Windshield: Crystal Clear 70 \(until \d{4}-\d{2}-\d{2}\); Rear sides: Onyx/
    )
    assert.equal(byCode.get(formatWarrantyCode(plain.warrantyCode))![8], 'WXY 1234')
  })

  test('honours the list filters', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const kept = await registerSale(staff.user, films.clear, { plateNumber: 'VBK 2391' })
    const voided = await registerSale(staff.user, films.clear, { plateNumber: 'JQA 88' })
    await SalesService.void(admin.user, voided, 'Entered twice')
    await registerSale(staff.user, films.dark, { plateNumber: 'BNH 7781' })

    const api = adminApi(client, admin.token)
    const active = await csvRows(api, { status: 'active', productId: films.clear.id })
    assert.deepEqual(
      active.slice(1).map((row) => row[0]),
      [formatWarrantyCode(kept.warrantyCode)]
    )
    const search = await csvRows(api, { search: 'jqa88' })
    assert.deepEqual(
      search.slice(1).map((row) => [row[0], row[1], row[15]]),
      [[formatWarrantyCode(voided.warrantyCode), 'Void', 'Entered twice']]
    )
  })

  test('streams past one chunk: 1,203 sales are 1,203 rows, latest installation first', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const first = await registerSale(staff.user, films.clear)
    await cloneSales(first.id, 1202)
    const response = await adminApi(client, admin.token).get(EXPORT_URL)
    const rows = parseCsv(response.text().slice(1))
    assert.lengthOf(rows, 1 + 1203)
    assert.equal(new Set(rows.slice(1).map((row) => row[0])).size, 1203)
    assert.equal(rows.at(-1)![0], formatWarrantyCode(first.warrantyCode))
  })

  test('rows come in the order of the list, for every sort, across chunk edges and ties', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const day = (offset: number) => DateTime.now().minus({ days: offset }).toISODate()!
    // Shared names, dates and vehicles, so the id must break the ties between chunks.
    for (const [customerName, installedAt, vehicleMake, plateNumber] of [
      ['Siti Aminah', day(30), 'Perodua', 'WXY 12'],
      ['Lee Chee Wai', day(2), 'Honda', 'ABC 7'],
      ['Siti Aminah', day(2), 'Proton', 'JQA 88'],
      ['Ahmad Faizal', day(400), 'Honda', 'BNH 3'],
      ['Lee Chee Wai', day(30), 'Perodua', 'VBK 5'],
    ]) {
      await registerSale(staff.user, films.clear, {
        customerName,
        installedAt,
        vehicleMake,
        plateNumber,
      })
    }
    const api = adminApi(client, admin.token)
    for (const sort of [undefined, ...SALE_SORTS]) {
      for (const direction of ['asc', 'desc'] as const) {
        const query = sort ? { sort, direction } : {}
        const listed = await api.rows<{ warrantyCode: string }>(SALES_URL, query)
        const { stream } = (await salesCsvStream(admin.user, { ...query, perPage: 25 }, 2))!
        let text = ''
        for await (const part of stream) text += part
        const exported = parseCsv(text.slice(1)).slice(1)
        assert.deepEqual(
          exported.map((row) => row[0]),
          listed.map((sale) => sale.warrantyCode),
          `sort ${sort ?? 'default'} ${direction}`
        )
      }
    }
  })

  test('a bad filter is a 422, not a broken file', async ({ client }) => {
    const { admin } = await salesWorld()
    const response = await adminApi(client, admin.token).get(EXPORT_URL, { status: 'lost' })
    response.assertStatus(422)
  })
})

/** Copies a sale (with its item) many times, fast, with fresh codes. */
async function cloneSales(saleId: number, count: number) {
  const saleRow = await db.from('sales').where('id', saleId).firstOrFail()
  const itemRow = await db.from('sale_items').where('sale_id', saleId).firstOrFail()
  delete saleRow.id
  delete itemRow.id
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, () => ({
      ...saleRow,
      warranty_code: generateWarrantyCode(),
    }))
    await db.table('sales').multiInsert(batch)
  }
  const ids = await db.from('sales').whereNot('id', saleId).select('id')
  for (let start = 0; start < ids.length; start += 200) {
    await db
      .table('sale_items')
      .multiInsert(ids.slice(start, start + 200).map((row) => ({ ...itemRow, sale_id: row.id })))
  }
}
