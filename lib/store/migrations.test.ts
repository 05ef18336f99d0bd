/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openSqlite } from './db';
import { migrations } from './migrations';
import { getContactMessage, saveContactMessage } from './contact-messages';
import { createTestStore } from './test-store';

describe('store migrations', () => {
  it('applies every migration to an empty database, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
    const file = path.join(dir, 'site.db');
    const db = openSqlite(file);
    try {
      const first = await migrateToLatest(db);
      expect(first.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
      const second = await migrateToLatest(db);
      expect(second.results).toEqual([]);
      const { rows } = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table'`.execute(db);
      expect(rows.map((r) => r.name)).toContain('contact_messages');
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives each test its own empty database', async () => {
    const a = await createTestStore();
    const b = await createTestStore();
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
});
