import { createHash } from 'node:crypto';
import { Migrator, sql, type Kysely, type Transaction } from 'kysely';
import type { Store } from './database';
import { isPostgres } from './dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * Moves a whole site from one store to another (typically the embedded SQLite file to
 * PostgreSQL) without losing a row: every table, every column, the same ids, so that links,
 * image URLs, staff sessions and the delivery state of contact messages survive the move.
 */

export type TableName = keyof Database;

interface TableSpec {
  name: TableName;
  /** Primary key columns: rows are read in this order, a page at a time. */
  key: readonly string[];
  /** Rows per insert; images are few but heavy, so they go a handful at a time. */
  batch?: number;
  /** A serial id that PostgreSQL must continue after the copied ones. */
  serial?: boolean;
}

const IMAGES: TableSpec = { name: 'images', key: ['hash'], batch: 5 };

/** Parents before children, so that every foreign key points at a row already copied. */
export const COPY_ORDER: readonly TableSpec[] = [
  IMAGES,
  { name: 'articles', key: ['id'], serial: true },
  { name: 'article_tags', key: ['article_id', 'tag'] },
  { name: 'article_redirects', key: ['slug'] },
  { name: 'article_revisions', key: ['id'], serial: true },
  // Previews live a day; copied all the same, so that a move loses nothing staff made.
  { name: 'article_previews', key: ['id'] },
  { name: 'staff_users', key: ['id'], serial: true },
  { name: 'staff_sessions', key: ['id'] },
  { name: 'staff_invites', key: ['id'] },
  { name: 'audit_log', key: ['id'], serial: true },
  { name: 'contact_messages', key: ['id'], serial: true },
  { name: 'projects', key: ['id'], serial: true },
  { name: 'reviews', key: ['id'], serial: true },
  // Without its mark, the copy would be seeded again at start-up, over what staff left.
  { name: 'seed_marks', key: ['name'] },
];

const DEFAULT_BATCH = 200;

/** Timestamps: ISO text in SQLite, timestamptz in PostgreSQL; compared as instants. */
const TIME_COLUMNS = new Set([
  'created_at',
  'updated_at',
  'published_at',
  'expires_at',
  'next_attempt_at',
  'delivered_at',
  'disabled_at',
  'last_login_at',
  'last_seen_at',
  'read_at',
  'handled_at',
  'autosave_since',
]);

export interface CopyReport {
  tables: { table: TableName; rows: number }[];
}

export interface CopyOptions {
  /** Delete whatever the target holds first; without it a non-empty target is refused. */
  replace?: boolean;
  /** Rows per page (tests use small pages to cross page boundaries). */
  batchSize?: number;
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

type Row = Record<string, unknown>;
/** The store seen table by table, whatever the table: the copy treats all six alike. */
type AnyStore = Kysely<Record<string, Row>>;

const loose = (db: Store) => db as unknown as AnyStore;

/** All rows of a table, a page at a time, in key order (keyset paging: flat cost per page). */
async function* readPages(db: Store, spec: TableSpec, size: number): AsyncGenerator<Row[]> {
  const key = spec.key.map((column) => sql.ref(column));
  let last: unknown[] | undefined;
  for (;;) {
    let query = loose(db).selectFrom(spec.name).selectAll().limit(size);
    for (const column of spec.key) query = query.orderBy(column);
    if (last) {
      const after = last.map((value) => sql.val(value));
      query = query.where(sql<boolean>`(${sql.join(key)}) > (${sql.join(after)})`);
    }
    const rows = await query.execute();
    const end = rows.at(-1);
    if (!end) return;
    yield rows;
    if (rows.length < size) return;
    last = spec.key.map((column) => end[column]);
  }
}

const pageSize = (spec: TableSpec, batchSize?: number) =>
  Math.min(batchSize ?? DEFAULT_BATCH, spec.batch ?? DEFAULT_BATCH);

async function countRows(db: Store, table: TableName): Promise<number> {
  const row = await loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
  { replace = false, batchSize }: CopyOptions = {},
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
      const problems = await verifyCopy(snapshot, trx, { batchSize });
      if (problems.length > 0) throw new CopyMismatch(problems);
      return { tables };
    }),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A row in a form both engines agree on: instants for timestamps, digests for bytes. */
function normalize(row: Row): string {
  const entries = Object.keys(row)
    .sort()
    .map((column) => {
      const value = row[column];
      if (Buffer.isBuffer(value)) return [column, sha256(value)];
      if (TIME_COLUMNS.has(column) && typeof value === 'string') {
        return [column, new Date(value).toISOString()];
      }
      return [column, value];
    });
  return JSON.stringify(entries);
}

/** One digest of a table's whole contents, independent of the order rows come back in. */
async function fingerprint(db: Store, spec: TableSpec, batchSize?: number): Promise<string> {
  const digests: string[] = [];
  for await (const rows of readPages(db, spec, pageSize(spec, batchSize))) {
    for (const row of rows) digests.push(createHash('sha256').update(normalize(row)).digest('hex'));
  }
  return createHash('sha256').update(digests.sort().join('\n')).digest('hex');
}

function getImageBytes(db: Store, hash: string) {
  return db.selectFrom('images').select('bytes').where('hash', '=', hash).executeTakeFirst();
}

async function imageProblem(hash: string, original: Buffer, target: Store) {
  const copied = await getImageBytes(target, hash);
  if (!copied) return `image ${hash} is missing from the target`;
  if (sha256(copied.bytes) === hash) return undefined;
  return sha256(original) === hash
    ? `image ${hash}: the target's bytes do not match its hash`
    : `image ${hash}: its bytes do not match its hash in the source already`;
}

/** Every image of the source is in the target, byte for byte, and still matches its hash. */
async function imageProblems(source: Store, target: Store): Promise<string[]> {
  const problems: string[] = [];
  for await (const rows of readPages(source, IMAGES, 1)) {
    for (const row of rows) {
      const problem = await imageProblem(row.hash as string, row.bytes as Buffer, target);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/**
 * What differs between `source` and `target`: row counts, the contents of every table (every
 * column of every row) and the bytes of every image. Empty when the target is an exact copy.
 */
export async function verifyCopy(
  source: Store,
  target: Store,
  { batchSize }: { batchSize?: number } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (const spec of COPY_ORDER) {
    const [from, to] = [await countRows(source, spec.name), await countRows(target, spec.name)];
    if (from !== to) {
      problems.push(`${spec.name}: ${from} rows in the source, ${to} in the target`);
    } else if (
      (await fingerprint(source, spec, batchSize)) !== (await fingerprint(target, spec, batchSize))
    ) {
      problems.push(`${spec.name}: the same number of rows, but their contents differ`);
    }
  }
  return [...problems, ...(await imageProblems(source, target))];
}
