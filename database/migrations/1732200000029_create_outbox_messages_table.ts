import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The outbox: every message that leaves the product (one-time codes, claim
 * confirmations and status changes) is a row written in the transaction of
 * the change it tells about, so a change is never saved without its message
 * nor a message sent for a change that was rolled back. A worker delivers
 * the rows through the configured channel (#messaging/outbox_worker).
 *
 * `idempotency_key` is unique: the same event enqueued twice is one message,
 * and channels whose provider accepts a key receive it, so a delivery
 * retried after a crash between sending and marking is not sent twice.
 * `params` is JSON text on both databases (read whole, never queried into).
 */
export default class extends BaseSchema {
  protected tableName = 'outbox_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('idempotency_key', 120).notNullable().unique()
      // Who: a phone in E.164 or an e-mail address, as the recipient's kind says.
      table.string('recipient_kind', 8).notNullable()
      table.string('recipient', 254).notNullable()
      table.string('template', 40).notNullable()
      table.string('locale', 5).notNullable()
      table.text('params').notNullable()
      // pending → sent, or failed once the attempts are spent.
      table.string('status', 8).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').notNullable()
      // The channel that delivered it (or last tried), and its last error.
      table.string('channel', 16).nullable()
      table.text('last_error').nullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      // The worker's queue: the due pending messages, oldest first.
      table.index(['status', 'next_attempt_at', 'id'], 'outbox_messages_due_index')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
