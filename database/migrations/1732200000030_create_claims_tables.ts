import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Claims: the day a warranty's film fails. An owner files one from the
 * public lookup of an active warranty after proving they hold the phone on
 * file (`one_time_codes`); the dealer that installed it (or the one an admin
 * reassigns it to) works it through its statuses.
 *
 * - `claims`: one report, numbered for people (`number`, unique), on one sale,
 *   assigned to one dealer (`dealer_id`, at first the sale's). The owner's
 *   private status link is a random token kept only as its SHA-256 hash.
 * - `claim_windows`: which of the warranty's own films (sale items) it is about.
 * - `claim_photos`: the owner's photos, stored through @adonisjs/drive under
 *   `storage_key` (never a public path), already resized and stripped.
 * - `claim_events`: the timeline: filing, status changes (from → to, with the
 *   reason), replies the owner sees, internal notes they do not, reassignments.
 * - `one_time_codes`: a 6-digit code sent to the phone on file of a sale, kept
 *   as a hash, for one purpose, with its expiry and the tries spent on it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('claims', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table
        .integer('sale_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('sales')
        .onDelete('CASCADE')
      table.integer('dealer_id').unsigned().notNullable().references('id').inTable('dealers')
      // submitted → in_review → approved | rejected → resolved (#dtos/claim CLAIM_STATUSES).
      table.string('status', 12).notNullable().defaultTo('submitted')
      table.string('problem', 12).notNullable()
      table.date('noticed_on').notNullable()
      table.text('description').notNullable()
      // How the owner wants to be told: the phone on file, or an e-mail address they gave.
      table.string('contact_channel', 8).notNullable()
      table.string('contact_email', 254).nullable()
      table.string('locale', 5).notNullable()
      // Set on approval: repair or replace, on the appointment day.
      table.string('resolution', 8).nullable()
      table.date('appointment_on').nullable()
      // Set on rejection: the reason the owner reads.
      table.text('rejection_reason').nullable()
      table.string('access_token_hash', 64).notNullable().unique()
      table.timestamp('resolved_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      // A dealer's claims by status, newest first (staff lists, the open count), and everyone's.
      table.index(['dealer_id', 'status', 'id'])
      table.index(['status', 'id'])
      table.index(['sale_id', 'id'])
    })
    this.schema.createTable('claim_windows', (table) => {
      table
        .integer('claim_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('claims')
        .onDelete('CASCADE')
      table
        .integer('sale_item_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('sale_items')
        .onDelete('CASCADE')
      table.primary(['claim_id', 'sale_item_id'])
    })
    this.schema.createTable('claim_photos', (table) => {
      table.increments('id')
      table
        .integer('claim_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('claims')
        .onDelete('CASCADE')
      table.string('storage_key', 200).notNullable().unique()
      table.string('content_type', 40).notNullable()
      table.integer('bytes').notNullable()
      table.integer('width').notNullable()
      table.integer('height').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['claim_id', 'id'])
    })
    this.schema.createTable('claim_events', (table) => {
      table.increments('id')
      table
        .integer('claim_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('claims')
        .onDelete('CASCADE')
      // filed | status | reply | note | reassigned (#dtos/claim CLAIM_EVENT_KINDS)
      table.string('kind', 12).notNullable()
      table.string('from_status', 12).nullable()
      table.string('to_status', 12).nullable()
      table.text('body').nullable()
      // Replies and status changes are the owner's to read; internal notes are not.
      table.boolean('visible_to_owner').notNullable()
      // null when the owner wrote it (filing) or the system did.
      table.integer('user_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      table.index(['claim_id', 'id'])
    })
    this.schema.createTable('one_time_codes', (table) => {
      table.increments('id')
      table
        .integer('sale_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('sales')
        .onDelete('CASCADE')
      // file_claim | view_claims (#dtos/claim ONE_TIME_CODE_PURPOSES)
      table.string('purpose', 16).notNullable()
      table.string('code_hash', 64).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('expires_at').notNullable()
      table.timestamp('consumed_at').nullable()
      table.timestamp('created_at').notNullable()
      // A sale's latest code for a purpose.
      table.index(['sale_id', 'purpose', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('one_time_codes')
    this.schema.dropTable('claim_events')
    this.schema.dropTable('claim_photos')
    this.schema.dropTable('claim_windows')
    this.schema.dropTable('claims')
  }
}
