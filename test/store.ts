import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openPostgres, openSqlite, type Store } from '@/lib/db/database';

export type TestDialect = 'sqlite' | 'postgres';

/**
 * The engines the store's suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * points at a server (scripts/services.sh starts a throwaway one; the README's test command
 * always does, and REQUIRE_TEST_SERVICES makes its absence an error rather than a skip).
 */
export function testDialects(): TestDialect[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (process.env.REQUIRE_TEST_SERVICES) {
    throw new Error('TEST_DATABASE_URL is not set: start the services (scripts/services.sh start)');
  }
  return ['sqlite'];
}

/** A PostgreSQL URL whose connections see only `schema` (a database of their own, in effect). */
export function withSchema(url: string, schema: string): string {
  const target = new URL(url);
  target.searchParams.set('options', `-c search_path=${schema}`);
  return target.toString();
}

/** An empty schema of its own on the test server, for one test: its name and a URL into it. */
export async function createTestSchema(url: string): Promise<{ schema: string; url: string }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return { schema, url: withSchema(url, schema) };
}

/**
 * A fresh, migrated, empty database for one test. Destroy it in afterEach. On SQLite it is in
 * memory unless `sqliteFile` names a file (for tests that need one on disk).
 */
export async function createTestStore(
  dialect: TestDialect = 'sqlite',
  { sqliteFile = ':memory:' }: { sqliteFile?: string } = {},
): Promise<Store> {
  if (dialect === 'sqlite') {
    const db = openSqlite(sqliteFile);
    await migrateToLatest(db);
    return db;
  }
  const { schema, url } = await createTestSchema(process.env.TEST_DATABASE_URL!);
  const db = openPostgres(url, { max: 4 });
  await migrateToLatest(db, { schema });
  return db;
}
