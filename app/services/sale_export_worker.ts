import { parentPort, workerData } from 'node:worker_threads'
import { WINDOW_POSITIONS } from '#dtos/sale'
import { csvChunk, itemsBySale, type ExportWords } from '#renderers/csv_rows'
import { readPages, type ExportSource } from '#queries/sale_export_readers'
import type { ExportStatements } from '#queries/sale_export_query'

/**
 * An export in a thread of its own, on either database. better-sqlite3 is
 * synchronous: read on the request's thread, a million rows would hold every
 * other request (`/health`, the public pages) for the whole download. On
 * PostgreSQL the reads are asynchronous, but turning a million rows into
 * objects and CSV text is not: here it all happens beside the server; the
 * request's thread only passes finished chunks to the socket.
 *
 * The queries are the export's own (#queries/sale_export_query, compiled on
 * the main thread, so filters, scoping and order are the list's), read by
 * #queries/sale_export_readers from one snapshot; the text is
 * #renderers/csv_rows. This file loads only those (no Lucid, no app).
 *
 * Protocol: the parent posts 'next' for each chunk it wants; the thread
 * answers `{ bytes, done }`, preparing the following chunk while that one is
 * on its way, and no further: a client reading slowly holds at most two
 * chunks in memory. An error is answered `{ error }`. The parent terminates
 * the thread when the client goes away.
 */
export type ExportJob = {
  source: ExportSource
  statements: ExportStatements
  chunkSize: number
  today: string
  words: ExportWords
}

/** `bytes`: the chunk's CSV in UTF-8, its memory handed over to the parent (not copied). */
export type ExportMessage =
  { bytes: Uint8Array; done: boolean; queries: number } | { error: string }

const utf8 = new TextEncoder()

async function* chunks(job: ExportJob) {
  let header = true
  for await (const { rows, films, last, queries } of readPages(
    job.source,
    job.statements,
    job.chunkSize
  )) {
    // The next page is read meanwhile, while this one's films arrive and become text.
    const items = itemsBySale(await films, WINDOW_POSITIONS)
    const text = csvChunk(rows, items, job.today, job.words, header)
    header = false
    yield { bytes: utf8.encode(text), done: last, queries }
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
