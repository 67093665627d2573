import { Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import {
  exportPages,
  readsInWorker,
  workerSource,
  workerStatements,
} from '#queries/sale_export_query'
import { todayIso } from '#domain/warranty_status'
import { WINDOW_POSITIONS } from '#dtos/sale'
import { csvChunk, exportWords, itemsBySale, type ExportWords } from '#renderers/csv_rows'
import type { ExportJob, ExportMessage } from '#services/sale_export_worker'
import type { SaleListQuery } from '#validators/sale'

/**
 * The sales CSV export: what it reads is #queries/sale_export_query, the
 * text #renderers/csv_rows; here it is streamed, in a worker thread
 * (#services/sale_export_worker) or on this one, with a cap on how many run
 * at once.
 */

/**
 * The export read on the server's thread (see `readsInWorker`). A generator
 * only runs when the response asks for more, which gives back-pressure;
 * when the client goes away the response destroys the stream, which ends
 * the generator at its next step. The header travels with the first page,
 * so the first query has run before any byte.
 */
async function* salesCsv(
  user: User,
  filters: SaleListQuery,
  today: string,
  chunkSize: number,
  words: ExportWords
) {
  let header = true
  for await (const { rows, films } of exportPages(user, filters, today, chunkSize)) {
    if (rows.length > 0 || header) {
      yield csvChunk(rows, itemsBySale(films, WINDOW_POSITIONS), today, words, header)
    }
    header = false
  }
}

/** The worker's entry: its TypeScript source in development and tests, the built file in production. */
const fromSource = import.meta.url.endsWith('.ts')
const WORKER_FILE = new URL(`./sale_export_worker.${fromSource ? 'ts' : 'js'}`, import.meta.url)
const WORKER_ARGV = fromSource ? ['--import', 'ts-node-maintained/register/esm'] : []

/**
 * The worker's heap, small on purpose. A chunk's text (a few hundred KB) is
 * too big for the young generation, so it dies in the old one, which V8
 * collects only once it has grown past a limit scaled to the heap's size:
 * with the defaults a million-row export grew the server by about 250 MB of
 * dead chunks between collections, with these by about 20 MB (beside the
 * thread's own ~45 MB). The live set is two chunks and their rows, a few MB.
 * A young generation of 8 MB cost a fifth of the rows/s in scavenges; 16 MB
 * keeps the growth at ~120 MB for 1 M rows (the bench's "RSS growth").
 */
const WORKER_MEMORY = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 16 }

/** What the last worker export read (tests check it reads two queries a chunk). */
export const workerExportStats = { chunks: 0, queries: 0 }

/**
 * The export reads and writes its CSV in a worker thread with its own
 * connection, so the server's thread stays free for everyone else: on
 * SQLite because its driver is synchronous, on PostgreSQL because a million
 * rows made into objects and text take the CPU all the same.
 */
async function* workerCsv(
  user: User,
  filters: SaleListQuery,
  today: string,
  chunkSize: number,
  words: ExportWords
) {
  const job: ExportJob = {
    source: workerSource(),
    statements: workerStatements(user, filters, today, chunkSize),
    chunkSize,
    today,
    words,
  }
  const worker = new Worker(WORKER_FILE, {
    workerData: job,
    execArgv: WORKER_ARGV,
    resourceLimits: WORKER_MEMORY,
  })
  let waiting: {
    resolve: (message: ExportMessage) => void
    reject: (error: Error) => void
  } | null = null
  let failure: Error | null = null
  const fail = (error: Error) => {
    failure ??= error
    waiting?.reject(error)
  }
  worker.on('message', (message: ExportMessage) => waiting?.resolve(message))
  worker.on('error', fail)
  worker.on('exit', () => fail(new Error('the export worker stopped')))
  const ask = () =>
    new Promise<ExportMessage>((resolve, reject) => {
      if (failure) return reject(failure)
      waiting = { resolve, reject }
      worker.postMessage('next')
    })
  Object.assign(workerExportStats, { chunks: 0, queries: 0 })
  try {
    for (;;) {
      const message = await ask()
      if ('error' in message) throw new Error(message.error)
      Object.assign(workerExportStats, {
        chunks: workerExportStats.chunks + 1,
        queries: message.queries,
      })
      if (message.bytes.length) yield Buffer.from(message.bytes.buffer, 0, message.bytes.length)
      if (message.done) return
    }
  } finally {
    worker.removeAllListeners('exit')
    await worker.terminate()
  }
}

/** Yields `first`, then whatever `rest` still has. */
async function* startingWith(
  first: IteratorResult<string | Buffer>,
  rest: AsyncGenerator<string | Buffer>
) {
  if (first.done) return
  yield first.value
  yield* rest
}

/**
 * How many exports may run at once. Each keeps one core busy while it
 * reads, and this machine class has two: past the cap an export is refused
 * with a message to try again (429) rather than slowing everyone down.
 */
export const exportLimits = {
  concurrent: 2,
  /**
   * Rows read per query: memory stays flat however many sales match. With
   * 1,000, the PostgreSQL worker waited on the database a quarter of its time
   * (a round trip per page and per page's films; 45,000 rows/s at a million
   * sales); 4,000 gives 54,000 rows/s, first byte within half a second.
   */
  chunkSize: 4000,
}
let running = 0

/** Exports whose stream is still open (tests watch it wind down). */
export function runningExports() {
  return running
}

/**
 * The export, in the language of `i18n`, as a stream whose first page is already read: a failing query
 * rejects here, while the response can still be a proper error, instead of
 * cutting a 200 download short. `null` when every export slot is taken; a
 * slot is given back when the stream closes (finished, failed or the client
 * gone).
 */
export async function salesCsvStream(
  user: User,
  filters: SaleListQuery,
  chunkSize = exportLimits.chunkSize,
  i18n: I18n = i18nManager.locale('en'),
  /** `thread` reads on this thread whatever the database (tests compare the two). */
  reader: 'auto' | 'thread' = 'auto'
) {
  if (running >= exportLimits.concurrent) return null
  running++
  let released = false
  const release = () => {
    if (!released) running--
    released = true
  }
  try {
    const today = todayIso()
    const read = reader === 'auto' && readsInWorker() ? workerCsv : salesCsv
    const pages: AsyncGenerator<string | Buffer> = read(
      user,
      filters,
      today,
      chunkSize,
      exportWords(i18n)
    )
    const first = await pages.next()
    const stream = Readable.from(startingWith(first, pages), { objectMode: false })
    stream.once('close', release)
    return { filename: `sales-${today}.csv`, stream }
  } catch (error) {
    release()
    throw error
  }
}
