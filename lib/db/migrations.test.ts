/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openPostgres, openSqlite, type Store } from './database';
import { migrations } from './migrations';
import { getContactMessage, saveContactMessage } from '@/lib/contact/store';
import { createTestSchema, createTestStore, testDialects } from '@/test/store';

async function tableNames(db: Store, postgres: boolean): Promise<string[]> {
  const { rows } = postgres
    ? await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
        db,
      )
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows.map((r) => r.name);
}

describe.each(testDialects())('store migrations (%s)', (dialect) => {
  it('applies every migration to an empty database, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
    const target =
      dialect === 'postgres' ? await createTestSchema(process.env.TEST_DATABASE_URL!) : undefined;
    const db = target ? openPostgres(target.url) : openSqlite(path.join(dir, 'site.db'));
    try {
      const first = await migrateToLatest(db, { schema: target?.schema });
      expect(first.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
      const second = await migrateToLatest(db, { schema: target?.schema });
      expect(second.results).toEqual([]);
      expect(await tableNames(db, dialect === 'postgres')).toEqual(
        expect.arrayContaining([
          'contact_messages',
          'images',
          'articles',
          'article_tags',
          'staff_users',
          'staff_sessions',
        ]),
      );
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives each test its own empty database', async () => {
    const a = await createTestStore(dialect);
    const b = await createTestStore(dialect);
    try {
      const id = await saveContactMessage(a, {
        name: 'A',
        email: 'a@b.co',
        message: 'm',
        locale: 'en',
      });
      expect(await getContactMessage(a, id)).toMatchObject({
        name: 'A',
        status: 'pending',
        attempts: 0,
      });
      expect(await getContactMessage(b, id)).toBeUndefined();
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });

  it('reads timestamps back as the ISO strings it was given', async () => {
    const db = await createTestStore(dialect);
    try {
      const id = await saveContactMessage(
        db,
        { name: 'A', email: 'a@b.co', message: 'm', locale: 'en' },
        new Date('2026-03-01T09:30:00.125Z'),
      );
      expect(await getContactMessage(db, id)).toMatchObject({
        created_at: '2026-03-01T09:30:00.125Z',
        next_attempt_at: '2026-03-01T09:30:00.125Z',
        delivered_at: null,
      });
    } finally {
      await db.destroy();
    }
  });
});
