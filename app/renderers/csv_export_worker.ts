import { parentPort, workerData } from 'node:worker_threads'
import { WINDOW_POSITIONS } from '#dtos/sale'
import { csvChunk, itemsBySale, type ExportWords, type ItemRow, type SaleRow } from './csv_rows.js'
import { openReader, type ExportSource } from './csv_export_readers.js'

/**
 * An export in a thread of its own, on either database. better-sqlite3 is
 * synchronous: read on the request's thread, a million rows would hold every
 * other request (`/health`, the public pages) for the whole download. On
 * PostgreSQL the reads are asynchronous, but turning a million rows into
 * objects and CSV text is not: here it all happens beside the server; the
 * request's thread only passes finished chunks to the socket.
 *
 * The queries are the export's own (built by the query builder on the main
 * thread, so filters, scoping and order are the list's): `first` for the
 * first chunk, `next` with the keyset's two values at `keyAt`/`idAt` in its
 * bindings. All chunks read one snapshot (csv_export_readers.ts).
 *
 * Protocol: the parent posts 'next' for each chunk it wants; the thread
 * answers `{ bytes, done }`, preparing the following chunk while that one is
 * on its way, and no further: a client reading slowly holds at most two
 * chunks in memory. An error is answered `{ error }`. The parent terminates
 * the thread when the client goes away.
 */
export type ExportJob = {
  source: ExportSource
  first: { sql: string; bindings: unknown[] }
  next: { sql: string; bindings: unknown[]; keyAt: number; idAt: number }
  chunkSize: number
  today: string
  words: ExportWords
}

/** `bytes`: the chunk's CSV in UTF-8, its memory handed over to the parent (not copied). */
export type ExportMessage =
  { bytes: Uint8Array; done: boolean; queries: number } | { error: string }

const utf8 = new TextEncoder()

type Films = (ItemRow & { sale_id: number })[]
type Page = { rows: SaleRow[]; films: Promise<Films> }

async function* chunks(job: ExportJob) {
  const reader = await openReader(job.source)
  let queries = 0
  /**
   * A page of sales; its films are asked for as soon as its ids are known.
   * On PostgreSQL they come over a second connection (csv_export_readers.ts),
   * so they are read while the next page of sales is.
   */
  const read = async (sql: string, bindings: unknown[]): Promise<Page> => {
    const rows = await reader.rows(sql, bindings)
    queries++
    const ids = rows.map((row) => Number(row.id))
    if (!ids.length) return { rows, films: Promise.resolve([]) }
    queries++
    const films = reader.films(ids)
    // Its failure is met where it is awaited, not as an unhandled rejection meanwhile.
    films.catch(() => {})
    return { rows, films }
  }
  try {
    const bindings = [...job.next.bindings]
    let page = read(job.first.sql, job.first.bindings)
    for (let header = true; ; header = false) {
      const { rows, films } = await page
      const done = rows.length < job.chunkSize
      // The next page is read while this one's films arrive and become text.
      if (!done) {
        const tail = rows[rows.length - 1]
        bindings[job.next.keyAt] = String(tail.export_key)
        bindings[job.next.idAt] = Number(tail.id)
        page = read(job.next.sql, bindings)
        page.catch(() => {})
      }
      const text = csvChunk(
        rows,
        itemsBySale(await films, WINDOW_POSITIONS),
        job.today,
        job.words,
        header
      )
      yield { bytes: utf8.encode(text), done, queries }
      if (done) return
    }
  } finally {
    await reader.close()
  }
}

const job = workerData as ExportJob
const source = chunks(job)
let ready: Promise<ExportMessage> | null = null

async function prepare(): Promise<ExportMessage> {
  try {
    const { value } = await source.next()
    return value ?? { bytes: new Uint8Array(), done: true, queries: 0 }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

parentPort!.on('message', async () => {
  const message = await (ready ?? prepare())
  ready = null
  parentPort!.postMessage(message, 'bytes' in message ? [message.bytes.buffer as ArrayBuffer] : [])
  // The next chunk is read while this one travels to the client.
  if (!('error' in message) && !message.done) ready = prepare()
})
