/** @jest-environment node */
import { sql } from 'kysely';
import pg from 'pg';
import { createTestSchema, createTestStore, testDialects } from '@/test/store';
import { pendingMigrations } from './copy';
import type { Store } from './database';

const postgres = testDialects().includes('postgres');

(postgres ? describe : describe.skip)('introspection on PostgreSQL', () => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore('postgres');
  });
  afterAll(async () => {
    await store.destroy();
  });

  it("sees only the connection's own schema, with its columns", async () => {
    const tables = await store.introspection.getTables({ withInternalKyselyTables: true });
    const schemas = new Set(tables.map((table) => table.schema));
    expect(schemas.size).toBe(1);
    const [schema] = schemas;
    const { rows } = await sql<{ current: string }>`select current_schema() as current`.execute(
      store,
    );
    expect(schema).toBe(rows[0]!.current);
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['articles', 'kysely_migration']),
    );
    const articles = tables.find((table) => table.name === 'articles')!;
    expect(articles.columns.find((column) => column.name === 'id')).toMatchObject({
      isAutoIncrementing: true,
      isNullable: false,
    });
    expect(articles.columns.find((column) => column.name === 'title')).toMatchObject({
      dataType: 'text',
      isAutoIncrementing: false,
    });
  });

  it('answers the migrator while other schemas are created, changed and dropped meanwhile', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    let churning = true;
    const churn = (async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        for (let i = 0; churning && i < 500; i++) {
          const { schema } = await createTestSchema(server);
          await client.query(`create table ${schema}.t (id serial primary key, a text, b text)`);
          await client.query(`alter table ${schema}.t drop column a`);
          await client.query(`drop schema ${schema} cascade`);
        }
      } finally {
        await client.end();
      }
    })();
    try {
      for (let i = 0; i < 40; i++) expect(await pendingMigrations(store)).toEqual([]);
    } finally {
      churning = false;
      await churn;
    }
  }, 60_000);
});
