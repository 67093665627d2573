import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Counters behind the dashboard, so its figures cost the same at a million
 * sales as at ten: per month and dealer, the sales installed and the
 * warranties that end that month (`sale_month_stats`), and per month, dealer
 * and film, the windows installed (`film_month_stats`). Void sales count in
 * neither. Triggers keep them in step with every insert, update and delete of
 * `sales` and `sale_items`, whoever writes (the app, a bulk load, a restore),
 * in the writer's own transaction; existing rows are counted here.
 *
 * A sale's films are taken off its counters BEFORE the sale is deleted, while
 * its items still exist: the cascade that then deletes them finds no sale and
 * counts nothing twice. Items deleted first (the sale still there) count
 * themselves off.
 *
 * Two partial indexes serve the figures read from `sales` itself: voids of
 * the month (`voided_at`, set on void sales only) and, for one dealer, the
 * warranties ending in a date range.
 */
const SALE_KEY = ['month', 'dealer_id']
const FILM_KEY = ['month', 'dealer_id', 'product_id']

export default class extends BaseSchema {
  private get isSqlite() {
    return this.db.dialect.name.includes('sqlite')
  }

  /** `YYYY-MM` of a date column: dates are `YYYY-MM-DD` text on SQLite, `date` on PostgreSQL. */
  private month(column: string) {
    return this.isSqlite ? `substr(${column}, 1, 7)` : `to_char(${column}, 'YYYY-MM')`
  }

  async up() {
    this.schema.createTable('sale_month_stats', (table) => {
      table.string('month', 7).notNullable()
      table.integer('dealer_id').notNullable()
      table.integer('installed').notNullable().defaultTo(0)
      table.integer('expiring').notNullable().defaultTo(0)
      table.primary(SALE_KEY)
    })
    this.schema.createTable('film_month_stats', (table) => {
      table.string('month', 7).notNullable()
      table.integer('dealer_id').notNullable()
      table.integer('product_id').notNullable()
      table.integer('items').notNullable().defaultTo(0)
      table.primary(FILM_KEY)
    })
    this.schema.raw(
      'CREATE INDEX sales_voided_at_index ON sales (voided_at) WHERE voided_at IS NOT NULL'
    )
    this.schema.raw(
      'CREATE INDEX sales_dealer_voided_at_index ON sales (dealer_id, voided_at) WHERE voided_at IS NOT NULL'
    )
    this.schema.alterTable('sales', (table) => {
      table.index(['dealer_id', 'status', 'expires_at'], 'sales_dealer_status_expires_at_index')
    })
    if (this.isSqlite) this.sqliteTriggers()
    else this.postgresTriggers()
    this.backfill()
  }

  /** One upsert adding `delta` to a counter row (created at 0 when missing). */
  private bumpSale(
    dealer: string,
    monthOf: string,
    column: 'installed' | 'expiring',
    delta: number
  ) {
    return `INSERT INTO sale_month_stats (month, dealer_id, ${column})
      VALUES (${this.month(monthOf)}, ${dealer}, ${delta})
      ON CONFLICT (month, dealer_id) DO UPDATE SET ${column} = sale_month_stats.${column} + excluded.${column};`
  }

  /** The films of sale `row` (`old`/`new`), counted `sign` on its dealer's installation month. */
  private bumpSaleFilms(row: string, sign: '+' | '-') {
    return `INSERT INTO film_month_stats (month, dealer_id, product_id, items)
      SELECT ${this.month(`${row}.installed_at`)}, ${row}.dealer_id, product_id, ${sign}count(*)
        FROM sale_items WHERE sale_id = ${row}.id GROUP BY product_id
      ON CONFLICT (month, dealer_id, product_id) DO UPDATE SET items = film_month_stats.items + excluded.items;`
  }

  /** One film item (`old`/`new`), counted `delta` when its sale exists and is not void. */
  private bumpItem(row: string, delta: number) {
    return `INSERT INTO film_month_stats (month, dealer_id, product_id, items)
      SELECT ${this.month('installed_at')}, dealer_id, ${row}.product_id, ${delta}
        FROM sales WHERE id = ${row}.sale_id AND status <> 'void'
      ON CONFLICT (month, dealer_id, product_id) DO UPDATE SET items = film_month_stats.items + excluded.items;`
  }

  private saleCounts(row: string, sign: 1 | -1) {
    return [
      this.bumpSale(`${row}.dealer_id`, `${row}.installed_at`, 'installed', sign),
      this.bumpSale(`${row}.dealer_id`, `${row}.expires_at`, 'expiring', sign),
    ].join('\n')
  }

  private sqliteTriggers() {
    const counted = 'status, dealer_id, installed_at, expires_at'
    this.schema.raw(`CREATE TRIGGER sale_stats_insert AFTER INSERT ON sales
      WHEN new.status <> 'void' BEGIN ${this.saleCounts('new', 1)} END`)
    this.schema.raw(`CREATE TRIGGER sale_stats_delete BEFORE DELETE ON sales
      WHEN old.status <> 'void' BEGIN ${this.saleCounts('old', -1)} ${this.bumpSaleFilms('old', '-')} END`)
    this.schema.raw(`CREATE TRIGGER sale_stats_update_old AFTER UPDATE OF ${counted} ON sales
      WHEN old.status <> 'void' BEGIN ${this.saleCounts('old', -1)} ${this.bumpSaleFilms('old', '-')} END`)
    this.schema.raw(`CREATE TRIGGER sale_stats_update_new AFTER UPDATE OF ${counted} ON sales
      WHEN new.status <> 'void' BEGIN ${this.saleCounts('new', 1)} ${this.bumpSaleFilms('new', '+')} END`)
    this.schema.raw(`CREATE TRIGGER film_stats_insert AFTER INSERT ON sale_items
      BEGIN ${this.bumpItem('new', 1)} END`)
    this.schema.raw(`CREATE TRIGGER film_stats_delete AFTER DELETE ON sale_items
      BEGIN ${this.bumpItem('old', -1)} END`)
    this.schema
      .raw(`CREATE TRIGGER film_stats_update AFTER UPDATE OF sale_id, product_id ON sale_items
      BEGIN ${this.bumpItem('old', -1)} ${this.bumpItem('new', 1)} END`)
  }

  /** `OR REPLACE`: `db:wipe` drops the tables (and their triggers) but leaves functions behind. */
  private postgresTriggers() {
    this.schema
      .raw(`CREATE OR REPLACE FUNCTION sale_stats_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'void' THEN
          ${this.saleCounts('OLD', -1)}
          ${this.bumpSaleFilms('OLD', '-')}
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'void' THEN
          ${this.saleCounts('NEW', 1)}
          ${this.bumpSaleFilms('NEW', '+')}
        END IF;
        -- A BEFORE DELETE trigger that returned NULL would cancel the delete.
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`)
    this.schema
      .raw(`CREATE OR REPLACE FUNCTION film_stats_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${this.bumpItem('OLD', -1)} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${this.bumpItem('NEW', 1)} END IF;
        RETURN NULL;
      END $$`)
    const changed =
      'OLD.status IS DISTINCT FROM NEW.status OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id ' +
      'OR OLD.installed_at IS DISTINCT FROM NEW.installed_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at'
    this.schema.raw(`CREATE TRIGGER sale_stats_insert AFTER INSERT ON sales
      FOR EACH ROW EXECUTE FUNCTION sale_stats_count()`)
    this.schema.raw(`CREATE TRIGGER sale_stats_delete BEFORE DELETE ON sales
      FOR EACH ROW EXECUTE FUNCTION sale_stats_count()`)
    this.schema.raw(`CREATE TRIGGER sale_stats_update AFTER UPDATE ON sales
      FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION sale_stats_count()`)
    this.schema.raw(`CREATE TRIGGER film_stats_change AFTER INSERT OR DELETE ON sale_items
      FOR EACH ROW EXECUTE FUNCTION film_stats_count()`)
    this.schema.raw(`CREATE TRIGGER film_stats_update AFTER UPDATE ON sale_items
      FOR EACH ROW WHEN (OLD.sale_id IS DISTINCT FROM NEW.sale_id OR OLD.product_id IS DISTINCT FROM NEW.product_id)
      EXECUTE FUNCTION film_stats_count()`)
  }

  /** The rows saved before this migration, counted once (after the triggers, in the same transaction). */
  private backfill() {
    this.schema.raw(`INSERT INTO sale_month_stats (month, dealer_id, installed, expiring)
      SELECT month, dealer_id, sum(installed), sum(expiring) FROM (
        SELECT ${this.month('installed_at')} AS month, dealer_id, 1 AS installed, 0 AS expiring
          FROM sales WHERE status <> 'void'
        UNION ALL
        SELECT ${this.month('expires_at')} AS month, dealer_id, 0 AS installed, 1 AS expiring
          FROM sales WHERE status <> 'void'
      ) counted GROUP BY month, dealer_id`)
    this.schema.raw(`INSERT INTO film_month_stats (month, dealer_id, product_id, items)
      SELECT ${this.month('sales.installed_at')}, sales.dealer_id, sale_items.product_id, count(*)
        FROM sale_items JOIN sales ON sales.id = sale_items.sale_id
        WHERE sales.status <> 'void'
        GROUP BY 1, 2, 3`)
  }

  async down() {
    if (this.isSqlite) {
      for (const name of [
        'sale_stats_insert',
        'sale_stats_delete',
        'sale_stats_update_old',
        'sale_stats_update_new',
        'film_stats_insert',
        'film_stats_delete',
        'film_stats_update',
      ]) {
        this.schema.raw(`DROP TRIGGER IF EXISTS ${name}`)
      }
    } else {
      for (const name of ['sale_stats_insert', 'sale_stats_delete', 'sale_stats_update']) {
        this.schema.raw(`DROP TRIGGER IF EXISTS ${name} ON sales`)
      }
      for (const name of ['film_stats_change', 'film_stats_update']) {
        this.schema.raw(`DROP TRIGGER IF EXISTS ${name} ON sale_items`)
      }
      this.schema.raw('DROP FUNCTION IF EXISTS sale_stats_count()')
      this.schema.raw('DROP FUNCTION IF EXISTS film_stats_count()')
    }
    this.schema.raw('DROP INDEX IF EXISTS sales_voided_at_index')
    this.schema.raw('DROP INDEX IF EXISTS sales_dealer_voided_at_index')
    this.schema.alterTable('sales', (table) => {
      table.dropIndex(['dealer_id', 'status', 'expires_at'], 'sales_dealer_status_expires_at_index')
    })
    this.schema.dropTable('film_month_stats')
    this.schema.dropTable('sale_month_stats')
  }
}
