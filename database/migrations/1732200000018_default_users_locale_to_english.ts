import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every user has a language, English by default: the users who never chose
 * one (null, which used to mean "the browser's") get English, and so does
 * every new row (a database default, plus the model's for rows it creates).
 *
 * PostgreSQL changes the column in place. SQLite cannot change a column's
 * default without copying the table, which sales reference (see
 * 1732200000008): there the back-fill and the model's default do it, and the
 * column stays nullable. `down` leaves the back-filled values: "English" and
 * "not chosen" answer the same since this migration.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  private get isSqlite() {
    return this.db.dialect.name.includes('sqlite')
  }

  async up() {
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('locale').update({ locale: 'en' })
      await db.from(this.tableName).whereNotIn('locale', ['en', 'vi']).update({ locale: 'en' })
    })
    if (this.isSqlite) return
    this.schema.raw(`ALTER TABLE users ALTER COLUMN locale SET DEFAULT 'en'`)
    this.schema.raw(`ALTER TABLE users ALTER COLUMN locale SET NOT NULL`)
  }

  async down() {
    if (this.isSqlite) return
    this.schema.raw('ALTER TABLE users ALTER COLUMN locale DROP NOT NULL')
    this.schema.raw('ALTER TABLE users ALTER COLUMN locale DROP DEFAULT')
  }
}
