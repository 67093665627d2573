import { createServer, type IncomingHttpHeaders } from 'node:http'
import { DateTime, Duration } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { WorkerSettings } from '#config/messaging'
import type { OutgoingMessage } from '#dtos/messaging'
import type { Channels } from '#messaging/channels/main'
import type { Delivery, MessageChannel, SendResult } from '#messaging/channels/channel'
import { enqueueMessage } from '#messaging/outbox'
import { OutboxWorker } from '#messaging/outbox_worker'

/** The worker's settings in tests: a minute's lease, 30 s base backoff, 3 attempts. */
export const TEST_WORKER_SETTINGS: WorkerSettings = {
  enabled: true,
  pollIntervalMs: 60_000,
  maxAttempts: 3,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  leaseMs: 60_000,
  batchSize: 10,
  keepSentDays: 90,
}

/**
 * A clock the test moves forward: real time plus what the test skipped, so
 * a message enqueued a moment ago is due, and a backoff can be waited out at
 * once. The worker compares the rows with it.
 */
export function testClock() {
  let skipped = Duration.fromMillis(0)
  return {
    now: () => DateTime.now().plus(skipped),
    advance: (duration: { seconds?: number; minutes?: number; hours?: number; days?: number }) => {
      skipped = skipped.plus(duration)
    },
  }
}

/** A worker on a test clock; `random: () => 1` makes each backoff its ceiling. */
export function testWorker(
  channels: Channels,
  clock = testClock(),
  settings: Partial<WorkerSettings> = {}
) {
  const worker = new OutboxWorker({
    channels,
    settings: { ...TEST_WORKER_SETTINGS, ...settings },
    now: clock.now,
    random: () => 1,
    // The failures the tests cause on purpose are asserted, not printed.
    logger: logger.child({}, { level: 'silent' }),
  })
  return { worker, clock }
}

/**
 * A provider in the process: records every delivery; `fail` decides, per
 * attempt, whether it throws; `dedupe` makes it deliver a key only once
 * (as a provider honouring idempotency keys does).
 */
export class RecordingChannel implements MessageChannel {
  readonly deliveries: Delivery[] = []
  readonly delivered = new Map<string, Delivery>()
  calls = 0

  constructor(
    readonly name: 'sms' | 'smtp' = 'sms',
    private options: { fail?: (call: number) => Error | null; dedupe?: boolean } = {}
  ) {}

  async send(delivery: Delivery): Promise<SendResult> {
    this.calls += 1
    const error = this.options.fail?.(this.calls)
    if (error) throw error
    this.deliveries.push(delivery)
    if (!this.options.dedupe || !this.delivered.has(delivery.idempotencyKey)) {
      this.delivered.set(delivery.idempotencyKey, delivery)
    }
    return { providerRef: `ref-${this.delivered.size}` }
  }
}

export function oneTimeCode(key: string, phone = '+84901234567', locale: 'en' | 'vi' = 'vi') {
  return {
    to: { phone },
    template: 'one_time_code',
    params: { code: '482913', minutes: 10, brand: 'ShieldPro Tint' },
    locale,
    idempotencyKey: key,
  } satisfies OutgoingMessage<'one_time_code'>
}

export function claimStatus(key: string, to: OutgoingMessage['to'], locale: 'en' | 'vi' = 'en') {
  return {
    to,
    template: 'claim_status',
    params: {
      claimNumber: 'CL-2026-0042',
      status: 'approved',
      link: 'https://tint.example/e-warranty/claims/CL-2026-0042?t=abc',
      brand: 'ShieldPro Tint',
      note: 'Bring the car on Monday at 9:00.',
    },
    locale,
    idempotencyKey: key,
  } satisfies OutgoingMessage<'claim_status'>
}

/** Commits messages the way the app does: in a transaction. */
export async function enqueue(...messages: OutgoingMessage[]) {
  await db.transaction(async (trx) => {
    for (const message of messages) await enqueueMessage(trx, message)
  })
}

export function outboxRow(key: string) {
  return db.from('outbox_messages').where('idempotency_key', key).firstOrFail()
}

export type RecordedRequest = {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: any
}

/**
 * A provider's HTTP API on a local port: records each request and answers
 * what `respond` says (a status and a JSON body), `delayMs` later.
 */
export async function fakeHttpApi(
  respond: (request: RecordedRequest, index: number) => { status: number; body: unknown },
  { delayMs = 0 } = {}
) {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      let body: unknown = raw
      try {
        body = JSON.parse(raw)
      } catch {}
      const request = { method: req.method!, url: req.url!, headers: req.headers, body }
      requests.push(request)
      const answer = respond(request, requests.length - 1)
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(answer.body))
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
