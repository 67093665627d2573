import { test } from '@japa/runner'
import { request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import { SALES_URL, manySales } from '#tests/helpers/sales'
import { BASE_URL } from '#tests/helpers/browser'
import { withCommittedWrites } from '#tests/helpers/database'
import {
  exportLimits,
  runningExports,
  salesCsvStream,
  workerExportStats,
} from '#services/sale_export_service'
import { readsInWorker, workerSource } from '#queries/sale_export_query'
import { openReader } from '#queries/sale_export_readers'
import type { SaleListQuery } from '#validators/sale'
import type User from '#models/user'

/**
 * The export as it runs in production: on committed rows, so it reads in its
 * worker thread with a connection of its own (which could not see a test
 * transaction's rows), on SQLite and on PostgreSQL alike.
 */
const SALES = 1203
const EXPORT_URL = `${BASE_URL}${SALES_URL}/export.csv`

async function text(stream: NodeJS.ReadableStream) {
  let all = ''
  for await (const chunk of stream) all += chunk.toString()
  return all
}

/** The same export read on the server's thread, for comparison. */
async function onThisThread(user: User, filters: SaleListQuery, language = 'en') {
  const i18n = i18nManager.locale(language)
  const reading = await salesCsvStream(user, filters, exportLimits.chunkSize, i18n, 'thread')
  return text(reading!.stream)
}

async function exportsClosed() {
  for (let attempt = 0; attempt < 300 && runningExports() > 0; attempt++) await sleep(10)
  return runningExports() === 0
}

/** PostgreSQL: waits (bounded) until no export worker's connection is left on the server. */
async function exportConnectionGone() {
  for (let attempt = 0; attempt < 300; attempt++) {
    const open = await db
      .from('pg_stat_activity')
      .where('application_name', 'csv export')
      .count('* as total')
    if (Number(open[0].total) === 0) return true
    await sleep(10)
  }
  return false
}

test.group('Sales API | CSV export of committed rows', (group) => {
  group.each.setup(() => withCommittedWrites())
  group.each.setup(() => {
    const saved = { ...exportLimits }
    exportLimits.chunkSize = 50
    return () => {
      Object.assign(exportLimits, saved)
    }
  })

  test('reads in a worker thread and gives the very same file', async ({ assert }) => {
    const { admin } = await manySales(SALES)
    assert.isTrue(readsInWorker())
    for (const [query, filters, language] of [
      ['', {}, 'en'],
      ['?sort=customerName&direction=desc', { sort: 'customerName', direction: 'desc' }, 'en'],
      ['?status=active', { status: 'active' }, 'vi'],
    ] as const) {
      // The export speaks the signed-in user's language.
      admin.user.locale = language
      await admin.user.save()
      const response = await fetch(`${EXPORT_URL}${query}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      })
      assert.equal(response.status, 200)
      // Bytes, not response.text(): that would drop the byte order mark.
      const body = Buffer.from(await response.arrayBuffer()).toString('utf8')
      const expected = await onThisThread(admin.user, { perPage: 25, ...filters }, language)
      assert.equal(body, expected, query)
      assert.equal(body.split('\r\n').length - 2, SALES, query)
    }
  })

  test('two queries a chunk, and /health answers while it is written', async ({ assert }) => {
    const { admin } = await manySales(SALES)
    const events: string[] = []
    const bytes = await new Promise<number>((resolve, reject) => {
      const req = request(
        EXPORT_URL,
        { headers: { authorization: `Bearer ${admin.token}` } },
        (res) => {
          let received = 0
          res.on('data', (chunk: Buffer) => {
            received += chunk.length
            if (events.length) return
            events.push('export started')
            // The download held where it is (as a slow client would) until /health has answered:
            // on a busy machine the whole file could otherwise arrive before the health check does.
            res.pause()
            fetch(`${BASE_URL}/health`).then((health) => {
              events.push(`health ${health.status}`)
              res.resume()
            }, reject)
          })
          res.on('end', () => {
            events.push('export ended')
            resolve(received)
          })
        }
      )
      req.on('error', reject)
      req.end()
    })
    assert.isTrue(await exportsClosed())
    assert.isAbove(bytes, SALES * 100)
    assert.deepEqual(events, ['export started', 'health 200', 'export ended'])
    const chunks = Math.ceil(SALES / exportLimits.chunkSize)
    assert.equal(workerExportStats.chunks, chunks)
    assert.equal(workerExportStats.queries, chunks * 2)
  })

  test('a client that goes away stops the worker', async ({ assert }) => {
    const { admin } = await manySales(SALES)
    await new Promise<void>((resolve, reject) => {
      const req = request(
        EXPORT_URL,
        { headers: { authorization: `Bearer ${admin.token}` } },
        (res) =>
          res.once('data', () => {
            res.destroy()
            resolve()
          })
      )
      req.on('error', reject)
      req.end()
    })
    assert.isTrue(await exportsClosed(), 'the export slot is given back')
    assert.isBelow(workerExportStats.chunks, Math.ceil(SALES / exportLimits.chunkSize) / 2)
    if (process.env.DB_CONNECTION === 'pg') {
      assert.isTrue(await exportConnectionGone(), "the worker's own connection is closed")
    }
  })

  test('sales and films come from one snapshot: a change committed meanwhile is not read', async ({
    assert,
  }) => {
    await manySales(3)
    const sale = await db.from('sales').orderBy('id').firstOrFail()
    const byId = `SELECT id, customer_name FROM sales WHERE id = ${Number(sale.id)}`
    const reader = await openReader(workerSource())
    try {
      // The first read fixes the snapshot (on PostgreSQL the films' own connection imports it).
      const rows = await reader.rows(byId, [])
      assert.equal(rows[0].customer_name, sale.customer_name)
      await db.from('sale_items').where('sale_id', sale.id).delete()
      await db.from('sales').where('id', sale.id).update({ customer_name: 'Changed meanwhile' })

      const films = await reader.films([Number(sale.id)])
      assert.deepEqual(films.map((film) => film.position).sort(), ['rear_sides', 'windshield'])
      const again = await reader.rows(byId, [])
      assert.equal(again[0].customer_name, sale.customer_name)
    } finally {
      await reader.close()
    }
  })
})
