/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrateToLatest, openSqlite, type Store } from './database';

const message = (name: string) => ({
  name,
  email: `${name}@example.org`,
  message: 'Hello',
  locale: 'en',
  status: 'pending' as const,
  created_at: new Date().toISOString(),
  next_attempt_at: new Date().toISOString(),
});

describe('SQLite transactions beside another process', () => {
  let folder: string;
  let db: Store;
  let other: SQLite.Database;

  beforeEach(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-db-'));
    const file = path.join(folder, 'site.db');
    db = openSqlite(file);
    await migrateToLatest(db);
    // Another writer on the same file (the staff CLI, a test, a second server), which does
    // not wait for the lock, so that a conflict shows at once.
    other = new SQLite(file);
    other.pragma('busy_timeout = 0');
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const otherWrite = () =>
    other
      .prepare(
        `insert into contact_messages (name, email, message, locale, status, created_at, next_attempt_at)
         values ('other', 'other@example.org', 'Hi', 'en', 'pending', datetime('now'), datetime('now'))`,
      )
      .run();

  test('a transaction that reads first still writes: it holds the write lock from its start', async () => {
    const count = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('contact_messages').select('id').execute();
      // Between this transaction's read and its write, the other process must wait its turn
      // (here it does not wait at all, so it is refused) instead of breaking this one.
      expect(otherWrite).toThrow(/database is locked/);
      await trx.insertInto('contact_messages').values(message('mine')).execute();
      return (await trx.selectFrom('contact_messages').select('id').execute()).length;
    });
    expect(count).toBe(1);
    // Once committed, the other process writes as usual.
    expect(otherWrite().changes).toBe(1);
  });
});
