import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { WINDOW_POSITIONS } from '#dtos/sale'
import { csvChunk, itemsBySale, type ExportWords, type ItemRow, type SaleRow } from './csv_rows.js'

/**
 * A SQLite export in a thread of its own. better-sqlite3 is synchronous: read
 * on the request's thread, a million rows would hold every other request
 * (`/health`, the public pages) for the whole download. Here the reads and
 * the CSV text happen beside the server; the request's thread only passes
 * finished chunks to the socket.
 *
 * The queries are the export's own (built by the query builder on the main
 * thread, so filters, scoping and order are the list's): `first` for the
 * first chunk, `next` with the keyset's two values at `keyAt`/`idAt` in its
 * bindings. All chunks read one snapshot (one read transaction), so rows
 * written meanwhile neither appear half-way nor shift the keyset.
 *
 * Protocol: the parent posts 'next' for each chunk it wants; the thread
 * answers `{ text, done }`, preparing the following chunk while that one is
 * on its way. An error is answered `{ error }`. The parent terminates the
 * thread when the client goes away.
 */
export type ExportJob = {
  file: string
  first: { sql: string; bindings: unknown[] }
  next: { sql: string; bindings: unknown[]; keyAt: number; idAt: number }
  chunkSize: number
  today: string
  words: ExportWords
}

export type ExportMessage = { text: string; done: boolean; queries: number } | { error: string }

/** The chunk's films, one query for the chunk (the ids as one JSON array). */
const ITEMS_SQL = `
  SELECT sale_items.sale_id, sale_items.position, sale_items.warranty_expires_at,
         products.name AS product_name
  FROM sale_items JOIN products ON products.id = sale_items.product_id
  WHERE sale_items.sale_id IN (SELECT value FROM json_each(?))`

function* chunks(job: ExportJob) {
  const db = new Database(job.file, { readonly: true, fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const first = db.prepare(job.first.sql)
    const next = db.prepare(job.next.sql)
    const items = db.prepare(ITEMS_SQL)
    const bindings = [...job.next.bindings]
    db.exec('BEGIN')
    let queries = 0
    let rows = first.all(...job.first.bindings) as SaleRow[]
    for (let header = true; ; header = false) {
      queries++
      const ids = rows.map((row) => Number(row.id))
      const films = ids.length
        ? (items.all(JSON.stringify(ids)) as (ItemRow & { sale_id: number })[])
        : []
      if (ids.length) queries++
      const done = rows.length < job.chunkSize
      const text = csvChunk(
        rows,
        itemsBySale(films, WINDOW_POSITIONS),
        job.today,
        job.words,
        header
      )
      yield { text, done, queries }
      if (done) return
      const tail = rows[rows.length - 1]
      bindings[job.next.keyAt] = String(tail.export_key)
      bindings[job.next.idAt] = Number(tail.id)
      rows = next.all(...bindings) as SaleRow[]
    }
  } finally {
    if (db.inTransaction) db.exec('COMMIT')
    db.close()
  }
}

const job = workerData as ExportJob
const source = chunks(job)
let ready: ExportMessage | null = null

function prepare(): ExportMessage {
  try {
    const { value } = source.next()
    return value ?? { text: '', done: true, queries: 0 }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

parentPort!.on('message', () => {
  const message = ready ?? prepare()
  ready = null
  parentPort!.postMessage(message)
  // The next chunk is read while this one travels to the client.
  if (!('error' in message) && !message.done) ready = prepare()
})
