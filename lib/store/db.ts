import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { config } from '@/lib/env';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Store = Kysely<Database>;

/** Folder of the embedded database (DATA_DIR). */
export function dataDir(): string {
  return config().dataDir;
}

/** Opens a SQLite database (a file path, or ':memory:') without migrating it. */
export function openSqlite(filename: string): Store {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const database = new SQLite(filename);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

export async function migrateToLatest(db: Store): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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
      const db = openSqlite(path.join(dataDir(), 'site.db'));
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
