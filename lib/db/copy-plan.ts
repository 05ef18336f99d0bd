import { sql, type Kysely } from 'kysely';
import type { Store } from './database';
import type { Database } from './schema';

/**
 * What a copy of the whole site moves (copy.ts) and checks (copy-verify.ts): every table in
 * the order its foreign keys allow, each read a page at a time in key order.
 */

export type TableName = keyof Database;

export interface TableSpec {
  name: TableName;
  /** Primary key columns: rows are read in this order, a page at a time. */
  key: readonly string[];
  /** Rows per insert; images are few but heavy, so they go a handful at a time. */
  batch?: number;
  /** A serial id that PostgreSQL must continue after the copied ones. */
  serial?: boolean;
}

export const IMAGES: TableSpec = { name: 'images', key: ['hash'], batch: 5 };

/** Parents before children, so that every foreign key points at a row already copied. */
export const COPY_ORDER: readonly TableSpec[] = [
  IMAGES,
  { name: 'articles', key: ['id'], serial: true },
  { name: 'article_tags', key: ['article_id', 'tag'] },
  { name: 'article_redirects', key: ['slug'] },
  { name: 'tag_counterparts', key: ['en'] },
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
  // Page views and each day's figures; a day's salt is copied too, so that today's visitors
  // are still told apart the same way after the move.
  { name: 'analytics_events', key: ['id'], serial: true, batch: 500 },
  { name: 'analytics_pages_daily', key: ['day', 'page', 'locale'] },
  {
    name: 'analytics_visits_daily',
    key: ['day', 'source', 'medium', 'campaign', 'device', 'locale'],
  },
  { name: 'analytics_hours_daily', key: ['day', 'hour'] },
  { name: 'analytics_visitor_days', key: ['day', 'visitor'] },
  { name: 'analytics_salts', key: ['day'] },
  { name: 'analytics_rollups', key: ['day'] },
];

const DEFAULT_BATCH = 200;

/** Timestamps: ISO text in SQLite, timestamptz in PostgreSQL; compared as instants. */
export const TIME_COLUMNS = new Set([
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
  'viewed_at',
  'rolled_at',
  'next_from',
]);

export type Row = Record<string, unknown>;
/** The store seen table by table, whatever the table: the copy treats all six alike. */
type AnyStore = Kysely<Record<string, Row>>;

export const loose = (db: Store) => db as unknown as AnyStore;

/** All rows of a table, a page at a time, in key order (keyset paging: flat cost per page). */
export async function* readPages(db: Store, spec: TableSpec, size: number): AsyncGenerator<Row[]> {
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

export const pageSize = (spec: TableSpec, batchSize?: number) =>
  Math.min(batchSize ?? DEFAULT_BATCH, spec.batch ?? DEFAULT_BATCH);

export async function countRows(db: Store, table: TableName): Promise<number> {
  const row = await loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
