import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MessageTemplate, OutgoingMessage } from '#dtos/messaging'

/**
 * Enqueues a message in the transaction of the change it tells about (the
 * transactional outbox, migration 1732200000029): it is delivered only if
 * that change commits, and by the worker, never by the request. Enqueuing
 * the same `idempotencyKey` again adds nothing.
 */
export async function enqueueMessage<T extends MessageTemplate>(
  trx: TransactionClientContract,
  message: OutgoingMessage<T>
) {
  const now = DateTime.utc().toSQL({ includeOffset: false })
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
}
