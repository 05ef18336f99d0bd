import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Store } from './database';
import type { Database } from './schema';

/**
 * Backups of the embedded SQLite store, taken while the site keeps running: SQLite's online
 * backup copies a consistent state of the file without stopping the site's writes.
 */

function openExisting(file: string, options: SQLite.Options = {}): SQLite.Database {
  if (!fs.existsSync(file)) throw new Error(`There is no database at ${file}.`);
  return new SQLite(file, { fileMustExist: true, ...options });
}

/**
 * Writes a consistent copy of the SQLite database `file` to `out` (refused when `out` exists,
 * so that an earlier backup is never overwritten).
 */
export async function backupSqlite(file: string, out: string): Promise<void> {
  if (fs.existsSync(out)) throw new Error(`${out} already exists; choose another file.`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const source = openExisting(file, { readonly: true });
  try {
    // After the first look at its size, the database is copied in a single step: a page at a
    // time, a busy site's writes would make the backup start over again and again.
    await source.backup(out, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // A self-contained file: it opens anywhere, even read-only, without -wal and -shm siblings.
  const copy = new SQLite(out);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export interface BackupCheck {
  /** `pragma integrity_check`'s answer: ['ok'] for a sound file. */
  integrity: string[];
  bytes: number;
  articles: number;
}

/** Opens a backup read-only and checks that it is sound and holds the site. */
export function checkSqliteBackup(file: string): BackupCheck {
  const db = openExisting(file, { readonly: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    const { n } = db.prepare('select count(*) as n from articles').get() as { n: number };
    return { integrity, bytes: fs.statSync(file).size, articles: n };
  } finally {
    db.close();
  }
}

/**
 * A read-only store on a private backup of the SQLite database `file`, for reading the whole
 * site as of one instant while the site keeps writing to the original. `close` removes the
 * backup.
 */
export async function openSqliteSnapshot(file: string): Promise<{
  db: Store;
  close: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-snapshot-'));
  const copy = path.join(dir, 'site.db');
  try {
    await backupSqlite(file, copy);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const database = new SQLite(copy, { readonly: true, fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
