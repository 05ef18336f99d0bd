import { Migrator, sql, type Transaction } from 'kysely';
import {
  COPY_ORDER,
  countRows,
  loose,
  pageSize,
  readPages,
  type TableName,
  type TableSpec,
} from './copy-plan';
import { verifyCopy } from './copy-verify';
import type { Store } from './database';
import { isPostgres } from './dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * Moves a whole site from one store to another (typically the embedded SQLite file to
 * PostgreSQL) without losing a row: every table, every column, the same ids, so that links,
 * image URLs, staff sessions and the delivery state of contact messages survive the move.
 */

export interface CopyReport {
  tables: { table: TableName; rows: number }[];
}

export interface CopyOptions {
  /** Delete whatever the target holds first; without it a non-empty target is refused. */
  replace?: boolean;
  /** Rows per page (tests use small pages to cross page boundaries). */
  batchSize?: number;
  /**
   * Makes what is derived from the copied rows rather than copied (the search index, each
   * engine's own), inside the copy's transaction.
   */
  derive?: (target: Transaction<Database>) => Promise<unknown>;
}

export class TargetNotEmpty extends Error {
  override name = 'TargetNotEmpty';
  constructor(readonly counts: Partial<Record<TableName, number>>) {
    const held = Object.entries(counts)
      .map(([table, rows]) => `${rows} ${table}`)
      .join(', ');
    super(
      `The target already holds data (${held}). Nothing was copied: ` +
        'add --replace to delete it and copy over it.',
    );
  }
}

export class CopyMismatch extends Error {
  override name = 'CopyMismatch';
  constructor(readonly problems: string[]) {
    super(
      `The copy does not match its source, so nothing was kept:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
  }
}

async function countAll(db: Store): Promise<Record<TableName, number>> {
  const counts = {} as Record<TableName, number>;
  for (const { name } of COPY_ORDER) counts[name] = await countRows(db, name);
  return counts;
}

/**
 * Reads the source as of one instant, so a site that keeps running during the copy cannot hand
 * over an article without its tags or a session without its account. SQLite's read
 * transaction already sees a fixed snapshot; PostgreSQL needs repeatable read for that.
 */
function inSnapshot<T>(source: Store, work: (snapshot: Store) => Promise<T>): Promise<T> {
  let builder = source.transaction();
  if (isPostgres(source)) builder = builder.setIsolationLevel('repeatable read');
  return builder.execute(work);
}

/** Keeps the site's own writes (if it runs on the target already) out until the copy commits. */
async function lockTarget(target: Transaction<Database>): Promise<void> {
  if (!isPostgres(target)) return;
  const tables = COPY_ORDER.map(({ name }) => sql.table(name));
  await sql`lock table ${sql.join(tables)} in exclusive mode`.execute(target);
}

async function clearTarget(target: Transaction<Database>, replace: boolean): Promise<void> {
  const counts = await countAll(target);
  const held = Object.fromEntries(Object.entries(counts).filter(([, rows]) => rows > 0));
  if (Object.keys(held).length === 0) return;
  if (!replace) throw new TargetNotEmpty(held);
  // Children first, so that no foreign key is left pointing at a deleted row.
  for (const { name } of [...COPY_ORDER].reverse()) {
    await loose(target).deleteFrom(name).execute();
  }
}

async function copyTable(
  source: Store,
  target: Transaction<Database>,
  spec: TableSpec,
  batchSize?: number,
): Promise<number> {
  let copied = 0;
  for await (const rows of readPages(source, spec, pageSize(spec, batchSize))) {
    await loose(target).insertInto(spec.name).values(rows).execute();
    copied += rows.length;
  }
  return copied;
}

/**
 * PostgreSQL hands out serial ids from a sequence that explicit ids do not advance: move it
 * past the copied ones, or the next article or message would collide with an existing id.
 */
async function continueSequences(target: Transaction<Database>): Promise<void> {
  if (!isPostgres(target)) return;
  for (const { name } of COPY_ORDER.filter((spec) => spec.serial)) {
    await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(name)}`.execute(
      target,
    );
  }
}

/** Migrations a store has not applied yet. */
export async function pendingMigrations(db: Store): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

/** Both stores on this version's schema: an older source would silently lose columns. */
async function checkSchemas(source: Store, target: Store): Promise<void> {
  const [behind, unmigrated] = [await pendingMigrations(source), await pendingMigrations(target)];
  if (behind.length > 0) {
    throw new Error(
      `The source lacks migrations ${behind.join(', ')}: start the site on it once (or run ` +
        'this copy from the version of the site that wrote it).',
    );
  }
  if (unmigrated.length > 0) {
    throw new Error(`The target lacks migrations ${unmigrated.join(', ')}: migrate it first.`);
  }
}

/**
 * Copies every table of `source` into `target` (both migrated to the latest schema) in one
 * target transaction, then checks the result with verifyCopy before committing: the target
 * ends up with either an exact copy or exactly what it held before.
 */
export async function copyStore(
  source: Store,
  target: Store,
  { replace = false, batchSize, derive }: CopyOptions = {},
): Promise<CopyReport> {
  await checkSchemas(source, target);
  return inSnapshot(source, (snapshot) =>
    target.transaction().execute(async (trx) => {
      await lockTarget(trx);
      await clearTarget(trx, replace);
      const tables: CopyReport['tables'] = [];
      for (const spec of COPY_ORDER) {
        tables.push({ table: spec.name, rows: await copyTable(snapshot, trx, spec, batchSize) });
      }
      await continueSequences(trx);
      await derive?.(trx);
      const problems = await verifyCopy(snapshot, trx, { batchSize });
      if (problems.length > 0) throw new CopyMismatch(problems);
      return { tables };
    }),
  );
}
