import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * One migration source for both engines, in portable types: ids are `serial` on PostgreSQL and
 * an auto-incrementing rowid on SQLite, images `bytea` or `blob`, and timestamps `timestamptz`
 * or ISO-8601 text (which sorts and compares the same way). The store reads both back as the
 * same ISO strings (lib/db/database.ts).
 */
export function types(db: Kysely<unknown>) {
  const pg = isPostgres(db);
  return { pg, time: pg ? ('timestamptz' as const) : ('text' as const) };
}
