import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MessageTemplate, OutgoingMessage } from '#dtos/messaging'

/** Who wants to hear that messages were committed (the running worker, #messaging/outbox_worker). */
const enqueuedListeners = new Set<() => void>()

export function onMessagesEnqueued(listener: () => void) {
  enqueuedListeners.add(listener)
  return () => enqueuedListeners.delete(listener)
}

export function notifyEnqueued() {
  for (const listener of enqueuedListeners) listener()
}

/**
 * Enqueues a message in the transaction of the change it tells about (the
 * transactional outbox, migration 1732200000029): it is delivered only if
 * that change commits, and by the worker, never by the request. Enqueuing
 * the same `idempotencyKey` again adds nothing. Once the transaction
 * commits, this process's worker is woken so the message leaves at once
 * rather than at its next poll.
 */
export async function enqueueMessage<T extends MessageTemplate>(
  trx: TransactionClientContract,
  message: OutgoingMessage<T>
) {
  // Written as Lucid writes timestamps on this connection, so the worker's comparisons hold.
  const now = DateTime.now().toFormat(trx.dialect.dateTimeFormat)
  const [kind, recipient] =
    'phone' in message.to ? ['phone', message.to.phone] : ['email', message.to.email]
  await trx
    .insertQuery()
    .table('outbox_messages')
    .insert({
      idempotency_key: message.idempotencyKey,
      recipient_kind: kind,
      recipient,
      template: message.template,
      locale: message.locale,
      params: JSON.stringify(message.params),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .knexQuery.onConflict('idempotency_key')
    .ignore()
  trx.after('commit', notifyEnqueued)
}
