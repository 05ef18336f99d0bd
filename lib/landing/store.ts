import { sql, type Kysely } from 'kysely';
import type { Executor } from '@/lib/db/database';
import { isPostgres } from '@/lib/db/dialect';
import type { ProjectRow, ProjectsTable, ReviewRow, ReviewsTable } from '@/lib/db/schema';

/**
 * The landing page's portfolio (`projects`) and reviews (`reviews`), persisted as given and
 * kept in the order staff set: `position` only has to sort (deleting leaves a gap), ties are
 * broken by id. lib/landing decides what is written.
 */

export type LandingTable = 'projects' | 'reviews';

type Managed = 'id' | 'position' | 'hidden' | 'created_at' | 'updated_at';
export type ProjectFieldsRow = Omit<ProjectsTable, Managed>;
export type ReviewFieldsRow = Omit<ReviewsTable, Managed>;

interface OrderedRow {
  id: number;
  position: number;
  hidden: number;
  updated_at: string;
}

/** Both tables seen through the columns they share. */
const ordered = (db: Executor) =>
  db as unknown as Kysely<Record<LandingTable, OrderedRow & Record<string, unknown>>>;

/**
 * Keeps other writers of `table` waiting until the transaction ends, so that the ids a reorder
 * checks and the end an insert appends at cannot change underneath it. SQLite runs one write
 * transaction at a time already.
 */
async function lockOrder(trx: Executor, table: LandingTable): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
}

async function nextPosition(trx: Executor, table: LandingTable): Promise<number> {
  await lockOrder(trx, table);
  const row = await ordered(trx)
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

export function listProjects(db: Executor): Promise<ProjectRow[]> {
  return db.selectFrom('projects').selectAll().orderBy('position').orderBy('id').execute();
}

export function listReviews(db: Executor): Promise<ReviewRow[]> {
  return db.selectFrom('reviews').selectAll().orderBy('position').orderBy('id').execute();
}

export function getProject(db: Executor, id: number): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export function getReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

const stamps = (now: Date) => ({ created_at: now.toISOString(), updated_at: now.toISOString() });

/** Adds a card after the last one; its id. Run it in a transaction (the end is read first). */
export async function insertProject(
  trx: Executor,
  fields: ProjectFieldsRow,
  { hidden = false, now = new Date() }: { hidden?: boolean; now?: Date } = {},
): Promise<number> {
  const position = await nextPosition(trx, 'projects');
  const row = await trx
    .insertInto('projects')
    .values({ ...fields, position, hidden: hidden ? 1 : 0, ...stamps(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Adds a review after the last one; its id. Run it in a transaction. */
export async function insertReview(
  trx: Executor,
  fields: ReviewFieldsRow,
  { hidden = false, now = new Date() }: { hidden?: boolean; now?: Date } = {},
): Promise<number> {
  const position = await nextPosition(trx, 'reviews');
  const row = await trx
    .insertInto('reviews')
    .values({ ...fields, position, hidden: hidden ? 1 : 0, ...stamps(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Whether the card existed (and so was changed). */
export async function updateProject(
  db: Executor,
  id: number,
  fields: ProjectFieldsRow,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set({ ...fields, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateReview(
  db: Executor,
  id: number,
  fields: ReviewFieldsRow,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ ...fields, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Shows or hides a card on the landing page; whether it existed. */
export async function setHidden(
  db: Executor,
  table: LandingTable,
  id: number,
  hidden: boolean,
  now = new Date(),
): Promise<boolean> {
  const result = await ordered(db)
    .updateTable(table)
    .set({ hidden: hidden ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a card (the others keep their positions); whether it existed. */
export async function deleteRow(db: Executor, table: LandingTable, id: number): Promise<boolean> {
  const result = await ordered(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Puts every card of `table` in the order of `ids`, which must name each existing card exactly
 * once: otherwise nothing changes and the answer is 'mismatch' (someone added or deleted a
 * card since the order was read). Run it in a transaction: all positions change, or none.
 */
export async function reorder(
  trx: Executor,
  table: LandingTable,
  ids: readonly number[],
  now = new Date(),
): Promise<'ok' | 'mismatch'> {
  await lockOrder(trx, table);
  const rows = await ordered(trx).selectFrom(table).select(['id', 'position']).execute();
  const current = new Map(rows.map((row) => [Number(row.id), Number(row.position)]));
  const asked = new Set(ids);
  if (asked.size !== ids.length || ids.length !== current.size) return 'mismatch';
  if (ids.some((id) => !current.has(id))) return 'mismatch';
  for (const [index, id] of ids.entries()) {
    if (current.get(id) === index) continue;
    await ordered(trx)
      .updateTable(table)
      .set({ position: index, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return 'ok';
}

export async function countRows(db: Executor, table: LandingTable): Promise<number> {
  const row = await ordered(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the content called `name` was seeded into this database already. */
export async function isSeeded(db: Executor, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('seed_marks')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks `name` as seeded; a second mark of the same name fails (its primary key). */
export async function markSeeded(db: Executor, name: string, now = new Date()): Promise<void> {
  await db.insertInto('seed_marks').values({ name, created_at: now.toISOString() }).execute();
}
