import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import appLogger from '@adonisjs/core/services/logger'
import type { Logger } from '@adonisjs/core/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { WorkerSettings } from '#config/messaging'
import type { Locale } from '#dtos/locales'
import type { MessageTemplate, RecipientKind } from '#dtos/messaging'
import type { Channels } from '#messaging/channels/main'
import {
  PermanentDeliveryError,
  type Delivery,
  type MessageChannel,
  type SendResult,
} from '#messaging/channels/channel'
import { HIDDEN_CODE, renderMessage } from '#messaging/render'
import { retryDelayMs } from '#messaging/backoff'
import { onMessagesEnqueued } from '#messaging/outbox'

/** A message this worker holds: the row as claimed, with the claim's token. */
export type ClaimedMessage = {
  id: number
  idempotencyKey: string
  recipientKind: RecipientKind
  recipient: string
  template: MessageTemplate
  locale: Locale
  params: Record<string, unknown>
  /** This attempt's number (the claim counted it). */
  attempts: number
  lockedBy: string
}

type Outcome =
  | { ok: true; channel: string; result: SendResult }
  | { ok: false; channel: string | null; error: string; permanent: boolean }

export type OutboxWorkerOptions = {
  channels: Channels
  settings: WorkerSettings
  /** The clock (tests move it); the database's rows are compared with it. */
  now?: () => DateTime
  random?: () => number
  connection?: string
  /** Where retries and failures are logged (the app's logger). */
  logger?: Logger
}

/** The longest error kept for admins. */
const ERROR_MAX = 2000
/** How often a process deletes old sent messages (several doing it at once is harmless). */
const PRUNE_EVERY_MS = 60 * 60 * 1000
/** Rows deleted per statement, so a first prune of a large outbox never holds a long lock. */
const PRUNE_BATCH = 1000

/**
 * Delivers the outbox (#messaging/outbox): claim due messages, send each
 * through its channel, mark the result. At least once, never twice at the
 * same time:
 *
 * 1. **Claim**, one statement (its own short transaction): due pending
 *    messages whose lease is free get a lease (`locked_until`), this
 *    claim's token (`locked_by`) and one more attempt. On PostgreSQL the
 *    candidates are read `FOR UPDATE SKIP LOCKED`, so servers draining the
 *    same outbox each take other rows and never wait on one another; SQLite
 *    takes its write lock for the statement, which does the same for the
 *    processes of one machine.
 * 2. **Send**, outside any transaction, with the message's idempotency key
 *    and cut short well before the lease runs out.
 * 3. **Mark** sent, or failed for now (`next_attempt_at` pushed back with
 *    jittered exponential backoff) or for good (attempts spent, or a
 *    refusal retrying cannot change), only if the lease is still this
 *    claim's.
 *
 * A worker that dies between 2 and 3 leaves the message leased: once the
 * lease runs out it is claimed again and sent again with the same key. A
 * provider that deduplicates by the key delivers it once; others may
 * deliver it twice. That is the contract (docs/operations.md).
 */
export class OutboxWorker {
  readonly #channels: Channels
  readonly #settings: WorkerSettings
  readonly #now: () => DateTime
  readonly #random: () => number
  readonly #connection?: string
  readonly #logger: Logger
  readonly #workerId = `${hostname().slice(0, 40)}:${process.pid}`

  #timer: NodeJS.Timeout | null = null
  #running: Promise<void> | null = null
  #again = false
  #stopped = true
  #unsubscribe: (() => void) | null = null
  #prunedAt = 0

  constructor(options: OutboxWorkerOptions) {
    this.#channels = options.channels
    this.#settings = options.settings
    this.#now = options.now ?? (() => DateTime.now())
    this.#random = options.random ?? Math.random
    this.#connection = options.connection
    this.#logger = options.logger ?? appLogger
  }

  get #client(): QueryClientContract {
    return db.connection(this.#connection)
  }

  #format(time: DateTime) {
    return time.toFormat(this.#client.dialect.dateTimeFormat)
  }

  /** Polls every `pollIntervalMs`, and at once whenever this process commits a message. */
  start() {
    if (!this.#stopped) return
    this.#stopped = false
    this.#unsubscribe = onMessagesEnqueued(() => this.wake())
    this.wake()
  }

  /** Runs a pass now (or right after the one under way). */
  wake() {
    if (this.#stopped) return
    if (this.#running) {
      this.#again = true
      return
    }
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    this.#running = this.#loop().finally(() => {
      this.#running = null
      this.#schedule()
    })
  }

  #schedule() {
    if (this.#stopped) return
    if (this.#again) {
      this.#again = false
      this.wake()
      return
    }
    this.#timer = setTimeout(() => this.wake(), this.#settings.pollIntervalMs)
    this.#timer.unref()
  }

  async #loop() {
    try {
      // A full batch suggests more are due: take the next one straight away.
      while (!this.#stopped && (await this.runOnce()) === this.#settings.batchSize) {}
      if (Date.now() - this.#prunedAt >= PRUNE_EVERY_MS) {
        this.#prunedAt = Date.now()
        await this.pruneSent()
      }
    } catch (error) {
      // The database away for a moment: the next poll tries again.
      this.#logger.error({ err: error }, 'outbox: a delivery pass failed')
    }
  }

  /** Stops polling and waits for the pass under way (its sends finish and are marked). */
  async stop() {
    this.#stopped = true
    this.#unsubscribe?.()
    this.#unsubscribe = null
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    await this.#running
  }

  /** One pass: claim a batch, deliver each, mark each. Resolves how many were claimed. */
  async runOnce() {
    const claimed = await this.claimDue()
    await Promise.all(claimed.map((message) => this.deliver(message)))
    return claimed.length
  }

  /** Step 1: leases up to a batch of due messages to this worker. */
  async claimDue(): Promise<ClaimedMessage[]> {
    const client = this.#client
    const now = this.#now()
    const at = this.#format(now)
    const until = this.#format(now.plus({ milliseconds: this.#settings.leaseMs }))
    const token = `${this.#workerId}:${randomBytes(4).toString('hex')}`
    const postgres = client.dialect.name === 'postgres'
    const result = await client.rawQuery(
      `update outbox_messages
          set attempts = attempts + 1, locked_until = ?, locked_by = ?, updated_at = ?
        where id in (
          select id from outbox_messages
           where status = 'pending' and next_attempt_at <= ?
             and (locked_until is null or locked_until <= ?)
           order by next_attempt_at, id
           limit ?${postgres ? ' for update skip locked' : ''}
        )
        returning id, idempotency_key, recipient_kind, recipient, template, locale, params, attempts`,
      [until, token, at, at, at, this.#settings.batchSize]
    )
    const rows: Record<string, any>[] = postgres ? result.rows : result
    return rows
      .map((row) => ({
        id: Number(row.id),
        idempotencyKey: row.idempotency_key,
        recipientKind: row.recipient_kind,
        recipient: row.recipient,
        template: row.template,
        locale: row.locale,
        params: typeof row.params === 'string' ? JSON.parse(row.params) : row.params,
        attempts: Number(row.attempts),
        lockedBy: token,
      }))
      .sort((a, b) => a.id - b.id)
  }

  /**
   * Deletes messages sent more than `keepSentDays` ago, a batch at a time.
   * Failed and pending ones stay. Resolves how many were deleted.
   */
  async pruneSent() {
    const client = this.#client
    const before = this.#format(this.#now().minus({ days: this.#settings.keepSentDays }))
    let total = 0
    for (;;) {
      const old = client
        .from('outbox_messages')
        .select('id')
        .where('status', 'sent')
        .where('sent_at', '<', before)
        .limit(PRUNE_BATCH)
      const deleted = Number(await client.from('outbox_messages').whereIn('id', old).delete())
      total += deleted
      if (deleted < PRUNE_BATCH || this.#stopped) return total
    }
  }

  channelFor(message: Pick<ClaimedMessage, 'recipientKind'>): MessageChannel {
    return message.recipientKind === 'email' ? this.#channels.email : this.#channels.phone
  }

  /** Step 2 alone: renders the message and hands it to its channel (a test "dies" after it). */
  async send(message: ClaimedMessage): Promise<Outcome> {
    const channel = this.channelFor(message)
    if (message.attempts > this.#settings.maxAttempts) {
      // Its last attempt's worker died before marking it: whether that attempt reached the
      // owner is unknown, and the attempts are spent. An admin decides (retry, or not).
      return {
        ok: false,
        channel: channel.name,
        permanent: true,
        error: 'The last attempt was interrupted before its result was recorded.',
      }
    }
    let delivery: Delivery
    try {
      delivery = {
        id: message.id,
        idempotencyKey: message.idempotencyKey,
        recipientKind: message.recipientKind,
        to: message.recipient,
        template: message.template,
        locale: message.locale,
        rendered: renderMessage(message.template, message.params, message.locale),
        attempt: message.attempts,
      }
    } catch (error) {
      // Parameters the catalogue cannot fill: no attempt would do better.
      const reason = `The message could not be written: ${(error as Error).message}`
      return { ok: false, channel: channel.name, permanent: true, error: reason }
    }
    try {
      const signal = AbortSignal.timeout(Math.max(1000, Math.floor(this.#settings.leaseMs / 4)))
      const result = await channel.send(delivery, signal)
      return { ok: true, channel: channel.name, result }
    } catch (error) {
      const reason = error instanceof Error ? error.message || error.name : String(error)
      return {
        ok: false,
        channel: channel.name,
        permanent: error instanceof PermanentDeliveryError,
        error: reason,
      }
    }
  }

  /** Steps 2 and 3 for one claimed message. */
  async deliver(message: ClaimedMessage) {
    const outcome = await this.send(message)
    await this.mark(message, outcome)
  }

  /** Step 3: records the outcome, if the lease is still this claim's. */
  async mark(message: ClaimedMessage, outcome: Outcome) {
    const now = this.#now()
    // `locked_by` stays: which server process made the last attempt.
    const common = { locked_until: null, updated_at: this.#format(now) }
    let changes: Record<string, unknown>
    if (outcome.ok) {
      changes = {
        ...common,
        status: 'sent',
        sent_at: this.#format(now),
        channel: outcome.channel,
        provider_ref: outcome.result.providerRef?.slice(0, 120) ?? null,
        last_error: null,
      }
      // A one-time code a real channel delivered is the owner's alone: it leaves the
      // database (the development outbox keeps it, its page being how it is read).
      if (message.template === 'one_time_code' && outcome.channel !== 'dev') {
        changes.params = JSON.stringify({ ...message.params, code: HIDDEN_CODE })
      }
    } else {
      const spent = outcome.permanent || message.attempts >= this.#settings.maxAttempts
      const delay = retryDelayMs(message.attempts, this.#settings, this.#random)
      changes = {
        ...common,
        channel: outcome.channel,
        last_error: outcome.error.slice(0, ERROR_MAX),
        ...(spent
          ? { status: 'failed' }
          : { next_attempt_at: this.#format(now.plus({ milliseconds: delay })) }),
      }
      const log = spent
        ? this.#logger.error.bind(this.#logger)
        : this.#logger.warn.bind(this.#logger)
      log(
        { outboxId: message.id, attempt: message.attempts, channel: outcome.channel },
        `outbox: delivery ${spent ? 'failed for good' : 'failed, will retry'}: ${outcome.error}`
      )
    }
    const updated = await this.#client
      .from('outbox_messages')
      .where('id', message.id)
      .where('locked_by', message.lockedBy)
      .update(changes)
    if (Number(Array.isArray(updated) ? updated[0] : updated) === 0) {
      // The lease ran out and another worker took the message: its record stands.
      this.#logger.warn(
        { outboxId: message.id },
        'outbox: lease lost before the result was recorded'
      )
    }
  }
}
