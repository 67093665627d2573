import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The hourly clean-up of messages sent long ago (OutboxWorker.pruneSent,
 * `MESSAGING_KEEP_DAYS`) finds them through this index rather than by
 * reading every sent message.
 */
export default class extends BaseSchema {
  protected tableName = 'outbox_messages'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['status', 'sent_at'], 'outbox_messages_sent_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['status', 'sent_at'], 'outbox_messages_sent_index')
    })
  }
}
