import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type MigrationResultSet,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { config } from '@/lib/env';
import { isPostgres } from './dialect';
import { SchemaPostgresDialect } from './postgres-dialect';
export { isPostgres };
import { migrations } from './migrations';
import type { Database } from './schema';

export type Store = Kysely<Database>;

/** The store or a transaction in it: what every query runs on. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Where a store lives: a SQLite file (or ':memory:') or a PostgreSQL URL. */
export type StoreLocation = { sqlite: string } | { postgres: string };

/** Folder of the embedded database (DATA_DIR). */
export function dataDir(): string {
  return config().dataDir;
}

/** The configured store: PostgreSQL when DATABASE_URL is set, else DATA_DIR/site.db. */
export function configuredLocation(): StoreLocation {
  const { databaseUrl } = config();
  return databaseUrl ? { postgres: databaseUrl } : { sqlite: path.join(dataDir(), 'site.db') };
}

/** `postgres://…` or `postgresql://…` is PostgreSQL; anything else is a SQLite file path. */
export function parseLocation(value: string): StoreLocation {
  return /^postgres(ql)?:\/\//i.test(value) ? { postgres: value } : { sqlite: value };
}

/**
 * SQLite's default transaction reads first and asks for the write lock at its first write;
 * when another process (the staff CLI, a backup, a second server) wrote in between, that
 * upgrade fails at once with "database is locked", whatever the busy timeout. Every
 * transaction here takes the write lock when it begins, so it waits its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SQLite.Database;
  constructor(database: SQLite.Database) {
    super({ database });
    this.#database = database;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

/** Opens a SQLite database (a file path, or ':memory:') without migrating it. */
export function openSqlite(filename: string): Store {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const database = new SQLite(filename);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect(database) });
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;

/**
 * Rows read from PostgreSQL look exactly like SQLite's: timestamps as ISO strings (the
 * store's row types), counts as numbers.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Opens a PostgreSQL database through a connection pool, without migrating it. */
export function openPostgres(url: string, { max = 10 }: { max?: number } = {}): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: pgTypes,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server drops (restart, failover) is replaced on the next query.
  pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  return new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }) });
}

export function openStore(location: StoreLocation): Store {
  return 'postgres' in location ? openPostgres(location.postgres) : openSqlite(location.sqlite);
}

/**
 * Applies the migrations not applied yet (Kysely holds a lock while it does, so instances
 * starting together migrate once). `schema`: the PostgreSQL schema of the migration tables,
 * when the store's connections use one other than `public`.
 */
export async function migrateToLatest(
  db: Store,
  { schema }: { schema?: string } = {},
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

// One store per process, shared by route handlers and instrumentation, which Next may bundle
// separately: keep it on globalThis.
const globalStore = globalThis as unknown as { __store?: Promise<Store> };

/** The process's store, opened and migrated on first use (startup seeds an empty one). */
export function getStore(): Promise<Store> {
  if (!globalStore.__store) {
    const promise = (async () => {
      const db = openStore(configuredLocation());
      await migrateToLatest(db);
      return db;
    })();
    promise.catch(() => {
      globalStore.__store = undefined;
    });
    globalStore.__store = promise;
  }
  return globalStore.__store;
}

/**
 * Runs `work` while holding a lock shared by every instance on the same database (a
 * PostgreSQL advisory lock), so that start-up chores such as seeding an empty store or
 * creating the first staff account run once when several instances start together. SQLite
 * has one process: `work` just runs.
 */
export async function withStoreLock<T>(db: Store, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

const STARTUP_LOCK = 4_151_703;
