import {
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DialectAdapter,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * Marks the adapter of a store opened on PostgreSQL (lib/db/dialect.ts, isPostgres). A mark in
 * the global symbol registry, not a class: the server's bundles each carry a copy of Kysely, and
 * a store opened by one (at start-up) is used by the others (route handlers), where
 * `instanceof PostgresAdapter` compares with another copy's class and is false.
 */
export const POSTGRES_ADAPTER = Symbol.for('lumen.db.postgres');

interface ColumnRow {
  table: string;
  schema: string;
  kind: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  default_expression: string | null;
}

/**
 * What Kysely's migrator asks before each run (does its table exist?), answered from the
 * connection's own schema only. Kysely's own introspector reads every schema of the database
 * and looks each column up again by name, so a migration or a `drop schema` running in another
 * schema meanwhile (the tests give each store one of its own) made the question fail with
 * "column … does not exist".
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #all: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    this.#all = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#all.getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", ns.nspname as "schema", c.relkind as kind,
             a.attname as "column", typ.typname as "type", dtns.nspname as type_schema,
             a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity as "identity",
             pg_get_expr(d.adbin, d.adrelid) as default_expression
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
        left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where ns.nspname = current_schema()
         and c.relkind in ('r', 'v', 'p')
         and a.attnum > 0
         and not a.attisdropped
       order by c.relname, a.attnum`.execute(this.#db);
    const internal = new Set(['kysely_migration', 'kysely_migration_lock']);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.identity !== '' || /^nextval\(/.test(row.default_expression ?? ''),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the connection's schema. */
export class SchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }

  override createAdapter(): DialectAdapter {
    return Object.assign(super.createAdapter(), { [POSTGRES_ADAPTER]: true });
  }
}
