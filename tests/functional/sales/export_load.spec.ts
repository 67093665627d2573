import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { SALES_URL, manySales } from '#tests/helpers/sales'
import { BASE_URL } from '#tests/helpers/browser'
import { recordQueries } from '#tests/helpers/query_count'
import { exportLimits, runningExports, salesCsvStream } from '#services/sale_export_service'
import { adminApi } from '#tests/helpers/admin_api'

const EXPORT_URL = `${BASE_URL}${SALES_URL}/export.csv`
const SALES = 1203

/** Waits (bounded) until no export stream is open any more. */
async function exportsClosed() {
  for (let attempt = 0; attempt < 200 && runningExports() > 0; attempt++) await sleep(10)
  return runningExports() === 0
}

/** Opens the export over a real socket; resolves on the response's first bytes. */
function openExport(token: string) {
  return new Promise<{ res: import('node:http').IncomingMessage; first: Buffer }>(
    (resolve, reject) => {
      const req = request(EXPORT_URL, { headers: { authorization: `Bearer ${token}` } }, (res) =>
        res.once('data', (first: Buffer) => {
          res.pause()
          resolve({ res, first })
        })
      )
      req.on('error', reject)
      req.end()
    }
  )
}

test.group('Sales API | CSV export under load', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const saved = { ...exportLimits }
    // Chunks of 20 rows: 1,203 sales are 61 chunks, so "during the export" lasts.
    exportLimits.chunkSize = 20
    return () => {
      Object.assign(exportLimits, saved)
    }
  })

  test('/health answers while a many-row export is still being written', async ({ assert }) => {
    const { admin } = await manySales(SALES)
    const events: string[] = []
    const download = new Promise<number>((resolve, reject) => {
      const req = request(
        EXPORT_URL,
        { headers: { authorization: `Bearer ${admin.token}` } },
        (res) => {
          let bytes = 0
          let asked = false
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length
            if (asked) return
            asked = true
            events.push('export started')
            fetch(`${BASE_URL}/health`).then((health) => {
              events.push(`health ${health.status}`)
            }, reject)
          })
          res.on('end', () => {
            events.push('export ended')
            resolve(bytes)
          })
        }
      )
      req.on('error', reject)
      req.end()
    })
    const bytes = await download
    await exportsClosed()
    assert.isAbove(bytes, SALES * 100, 'the whole file came')
    assert.deepEqual(events, ['export started', 'health 200', 'export ended'])
  })

  test('a client that goes away stops the export: no more chunks are read', async ({ assert }) => {
    const { admin } = await manySales(SALES)
    const recorder = recordQueries()
    const { res, first } = await openExport(admin.token)
    assert.isTrue(first.toString('utf8').startsWith('\uFEFFWarranty code'))
    res.destroy()
    assert.isTrue(await exportsClosed(), 'the export slot is given back')
    const readSoFar = recorder.reading('sales').length
    await sleep(100)
    recorder.stop()
    const chunks = Math.ceil(SALES / exportLimits.chunkSize)
    assert.isBelow(readSoFar, chunks, 'far fewer chunk queries than a full export')
    assert.equal(recorder.reading('sales').length, readSoFar, 'nothing is read after it stopped')
  })

  test('each chunk costs two queries: the sales with their dealer, and their films', async ({
    assert,
  }) => {
    const { admin } = await manySales(SALES)
    const recorder = recordQueries()
    const response = await fetch(EXPORT_URL, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
    const text = await response.text()
    recorder.stop()
    assert.equal(text.split('\r\n').length - 2, SALES)
    const chunks = Math.ceil(SALES / exportLimits.chunkSize)
    assert.lengthOf(recorder.reading('sales'), chunks)
    assert.lengthOf(recorder.reading('sale_items'), chunks)
    // Besides the chunks: only the bearer token's look-up and its user.
    assert.isAtMost(recorder.queries.length, chunks * 2 + 3)
  })

  test('past the concurrent cap an export is a 429 with a message', async ({ client, assert }) => {
    const { admin } = await manySales(200)
    exportLimits.concurrent = 1
    // An export nobody reads yet holds its slot until its stream closes.
    const held = (await salesCsvStream(admin.user, { perPage: 25 }))!
    const refused = await adminApi(client, admin.token).get(`${SALES_URL}/export.csv`)
    refused.assertStatus(429)
    assert.deepEqual(refused.body(), {
      message:
        'Another export is already being prepared. Try again when it has finished downloading.',
    })
    held.stream.destroy()
    assert.isTrue(await exportsClosed())
    const again = await adminApi(client, admin.token).get(`${SALES_URL}/export.csv`)
    again.assertStatus(200)
  })
})
