import { readFileSync } from 'node:fs'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

type Scenario = { name: string; query: string }
type Recorded = { sql: string; bindings?: unknown[] }
type PgPlan = { 'Index Name'?: string; 'Relation Name'?: string; 'Plans'?: PgPlan[] }

/** The indexes a PostgreSQL plan reads (any node, any depth). */
function pgIndexes(plan: PgPlan): string[] {
  const own = plan['Index Name'] ? [plan['Index Name']] : []
  return [...own, ...(plan.Plans ?? []).flatMap(pgIndexes)]
}

/** The indexes (or the FTS5 table) a line of SQLite's EXPLAIN QUERY PLAN reads. */
function sqliteIndexes(detail: string): string[] {
  const index = /USING (?:COVERING )?INDEX (\w+)/.exec(detail)?.[1]
  if (index) return [index]
  if (/VIRTUAL TABLE/.test(detail)) return [/(\w+) VIRTUAL TABLE/.exec(detail)?.[1] ?? 'fts']
  if (/USING INTEGER PRIMARY KEY/.test(detail)) return ['(rowid)']
  return []
}

/**
 * Runs each sales-list scenario (query strings, as the admin API gets them)
 * as the first admin, the public lookups and the dashboard, and prints the
 * indexes the database's own plans read for their queries (EXPLAIN), then
 * the indexes of `sales` none of them read:
 * how `npm run bench -- --sales N` shows each kept index earns its place
 * (migration 1732200000028).
 */
export default class ExplainSalesList extends BaseCommand {
  static commandName = 'explain:sales-list'
  static description = 'Print the indexes the sales list reads for each scenario (EXPLAIN)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'JSON file of [{ name, query }] (default: the list unfiltered)' })
  declare file?: string

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: User } = await import('#models/user')
    const { default: SalesService } = await import('#services/sales_service')
    const { listSalesValidator } = await import('#validators/sale')
    const scenarios: Scenario[] = this.file
      ? JSON.parse(readFileSync(this.file, 'utf8'))
      : [{ name: 'default', query: '' }]
    const { default: DashboardService } = await import('#services/dashboard_service')
    const { lookupByCode, lookupByPlate } = await import('#queries/warranty_lookup_query')
    const { todayIso } = await import('#domain/warranty_status')
    const admin = await User.query().where('is_admin', true).firstOrFail()
    const sale = await db.from('sales').orderBy('id', 'desc').first()
    const today = todayIso()
    // Besides the lists, what else reads `sales`: the public lookup and the dashboard.
    const others: [string, () => Promise<unknown>][] = [
      ['lookup by code', () => lookupByCode(sale.warranty_code)],
      [
        'lookup by plate',
        () => lookupByPlate(sale.plate_normalized, sale.customer_phone.slice(-4), 10),
      ],
      ['dashboard, all dealers', () => DashboardService.summary({ dealerId: null }, today)],
      [
        'dashboard, one dealer',
        () => DashboardService.summary({ dealerId: sale.dealer_id }, today),
      ],
    ]
    const sqlite = db.connection().dialect.name.includes('sqlite')
    const knex = db.connection().getWriteClient()
    const used = new Set<string>()
    const rows = []
    const lists = scenarios.map(({ name, query }): [string, () => Promise<unknown>] => [
      name,
      async () => {
        const filters = await listSalesValidator.validate(
          Object.fromEntries(new URLSearchParams(query))
        )
        return SalesService.list(admin, filters)
      },
    ])
    for (const [name, run] of [...lists, ...(sale ? others : [])]) {
      const recorded: Recorded[] = []
      const listener = (entry: Recorded) => recorded.push(entry)
      knex.on('query', listener)
      try {
        await run()
      } catch {
        // A refused page (past a search's window) reads nothing worth explaining.
      } finally {
        knex.off('query', listener)
      }
      const indexes = new Set<string>()
      for (const { sql, bindings = [] } of recorded.filter((q) => /\bsales\b/.test(q.sql))) {
        if (sqlite) {
          const plan = await db.rawQuery(`EXPLAIN QUERY PLAN ${sql}`, bindings as never[])
          for (const line of plan as { detail: string }[])
            sqliteIndexes(line.detail).forEach((i) => indexes.add(i))
        } else {
          // knex numbers PostgreSQL's placeholders; its raw queries take `?`.
          const plan = await db.rawQuery(
            `EXPLAIN (FORMAT JSON) ${sql.replace(/\$\d+/g, '?')}`,
            bindings as never[]
          )
          pgIndexes(plan.rows[0]['QUERY PLAN'][0].Plan).forEach((i) => indexes.add(i))
        }
      }
      indexes.forEach((index) => used.add(index))
      rows.push([name, [...indexes].sort().join(', ') || '(table scan)'])
    }
    const listed = await db.rawQuery(
      sqlite
        ? "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'sales'"
        : "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'sales'"
    )
    const all: { name: string }[] = sqlite ? listed : listed.rows
    const table = this.ui.table().head(['scenario', 'indexes read'])
    for (const row of rows) table.row(row)
    table.render()
    const unused = all
      .map((index) => index.name)
      .filter((name) => !used.has(name) && !/^sqlite_autoindex/.test(name))
    this.logger.info(
      `indexes of sales: ${all.length}; read by no scenario above: ${unused.join(', ') || 'none'}`
    )
  }
}
