import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Named counters for generated codes (today: `dealer` → DL-0001, DL-0002 …).
 * Taking the next number is an UPDATE of one row, which both databases
 * serialise, so concurrent creations never draw the same code. A missing
 * row is created on first use, starting from zero.
 */
export default class extends BaseSchema {
  protected tableName = 'code_sequences'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('name', 40).notNullable().primary()
      table.bigInteger('value').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
