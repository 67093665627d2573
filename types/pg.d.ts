/**
 * The part of node-postgres (`pg`) the export's worker thread uses directly
 * (#queries/sale_export_readers); Lucid uses the rest through knex. The package
 * ships no types of its own.
 */
declare module 'pg' {
  type TypeParser = (value: string) => unknown
  type Types = { getTypeParser: (oid: number, format?: 'text' | 'binary') => TypeParser }
  type ClientConfig = Record<string, unknown> & { connectionString?: string; types?: Types }

  class Client {
    constructor(config: ClientConfig)
    connect(): Promise<void>
    query<Row = Record<string, unknown>>(
      sql: string,
      bindings?: unknown[]
    ): Promise<{ rows: Row[] }>
    end(): Promise<void>
  }

  const pg: { Client: typeof Client; types: Types }
  export default pg
}
