import { PostgresAdapter, type Kysely } from 'kysely';
import { POSTGRES_ADAPTER } from './postgres-dialect';

/** Whether a store runs on PostgreSQL (otherwise SQLite), whichever bundle opened it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a store of any schema
export function isPostgres(db: Kysely<any>): boolean {
  const adapter = db.getExecutor().adapter as unknown as Record<symbol, unknown>;
  return adapter instanceof PostgresAdapter || adapter[POSTGRES_ADAPTER] === true;
}

/** Whether a write failed on a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite (better-sqlite3) and PostgreSQL (unique_violation) codes.
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}
