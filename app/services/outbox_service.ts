import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import OutboxMessage from '#models/outbox_message'
import { paginate } from '#queries/resource_list'
import { outboxQuery } from '#queries/outbox_query'
import { notifyEnqueued } from '#messaging/outbox'
import type { OutboxListQuery } from '#validators/outbox'

export default class OutboxService {
  static list(filters: OutboxListQuery) {
    return paginate(outboxQuery(filters), filters.page, filters.perPage)
  }

  /**
   * Sends a failed message again: pending, due now, its attempts counted
   * afresh, with the same idempotency key (a provider that deduplicates
   * will not deliver twice what it already delivered). The last error stays
   * until a delivery succeeds. Resolves null when the message is not failed
   * (sent, or already pending): nothing changes then. One conditional
   * update, so two admins retrying at once retry it once.
   */
  static async retry(id: number) {
    const message = await OutboxMessage.findOrFail(id)
    const now = DateTime.now().toFormat(db.connection().dialect.dateTimeFormat)
    const updated = await db
      .from('outbox_messages')
      .where('id', message.id)
      .where('status', 'failed')
      .update({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        locked_by: null,
        updated_at: now,
      })
    if (Number(Array.isArray(updated) ? updated[0] : updated) === 0) return null
    // This server's worker takes it at once (the others at their next poll).
    notifyEnqueued()
    await message.refresh()
    return message
  }
}
