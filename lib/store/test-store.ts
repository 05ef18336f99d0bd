import { migrateToLatest, openSqlite, type Store } from './db';

/** A fresh, migrated in-memory database for one test. Destroy it in afterEach. */
export async function createTestStore(): Promise<Store> {
  const db = openSqlite(':memory:');
  await migrateToLatest(db);
  return db;
}
