import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the outbox worker (#messaging/outbox_worker) needs beyond migration
 * 29: a lease, so a claimed message is sent by one worker at a time and
 * taken up again if that worker dies before it could mark the result, and
 * the provider's own id of a delivered message (for support questions).
 *
 * - `locked_until`: while in the future, a worker holds the message; once
 *   past, the message is due again (same idempotency key).
 * - `locked_by`: the claim's token (server, process, random), so a worker
 *   whose lease ran out cannot overwrite what the next one recorded; kept
 *   after the attempt, it says which server process made it.
 */
export default class extends BaseSchema {
  protected tableName = 'outbox_messages'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('locked_until').nullable()
      table.string('locked_by', 80).nullable()
      table.string('provider_ref', 120).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('locked_until')
      table.dropColumn('locked_by')
      table.dropColumn('provider_ref')
    })
  }
}
