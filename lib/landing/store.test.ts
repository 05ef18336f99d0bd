/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/dialect';
import {
  countRows,
  deleteRow,
  getProject,
  insertProject,
  insertReview,
  isSeeded,
  listProjects,
  listReviews,
  markSeeded,
  reorder,
  setHidden,
  updateProject,
  updateReview,
  type ProjectFieldsRow,
} from './store';
import { createTestStore, testDialects } from '@/test/store';

const project = (title: string): ProjectFieldsRow => ({
  title_en: title,
  title_ru: `${title} (ru)`,
  description_en: 'A shop',
  description_ru: 'Магазин',
  image: '/images/projects/p1.webp',
  url: null,
});

const titles = async (db: Store) => (await listProjects(db)).map((row) => row.title_en);

describe.each(testDialects())('the landing cards on %s', (dialect) => {
  let db: Store;

  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  async function add(...names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      ids.push(await db.transaction().execute((trx) => insertProject(trx, project(name))));
    }
    return ids;
  }

  it('adds each card after the last one, shown unless asked otherwise', async () => {
    const [a, b] = await add('A', 'B');
    const c = await db
      .transaction()
      .execute((trx) => insertProject(trx, project('C'), { hidden: true }));
    const rows = await listProjects(db);
    expect(rows.map((row) => [row.id, row.hidden])).toEqual([
      [a, 0],
      [b, 0],
      [c, 1],
    ]);
    expect(rows[0]!.position).toBeLessThan(rows[1]!.position);
    expect(rows[1]!.position).toBeLessThan(rows[2]!.position);
  });

  it('updates, hides and shows a card, and says when there is none', async () => {
    const [id] = await add('A');
    const later = new Date('2030-01-01T00:00:00.000Z');
    expect(await updateProject(db, id!, { ...project('B'), url: 'https://b.ru' }, later)).toBe(
      true,
    );
    expect(await getProject(db, id!)).toMatchObject({
      title_en: 'B',
      url: 'https://b.ru',
      updated_at: later.toISOString(),
    });
    expect(await setHidden(db, 'projects', id!, true)).toBe(true);
    expect((await getProject(db, id!))?.hidden).toBe(1);
    expect(await setHidden(db, 'projects', id!, false)).toBe(true);
    expect((await getProject(db, id!))?.hidden).toBe(0);
    expect(await updateProject(db, 9999, project('X'))).toBe(false);
    expect(await setHidden(db, 'projects', 9999, true)).toBe(false);
  });

  it('deletes a card and keeps the others in order; a new one still goes last', async () => {
    const [, b] = await add('A', 'B', 'C');
    expect(await deleteRow(db, 'projects', b!)).toBe(true);
    expect(await deleteRow(db, 'projects', b!)).toBe(false);
    expect(await titles(db)).toEqual(['A', 'C']);
    await add('D');
    expect(await titles(db)).toEqual(['A', 'C', 'D']);
  });

  it('puts the cards in a whole new order at once', async () => {
    const [a, b, c] = await add('A', 'B', 'C');
    const result = await db.transaction().execute((trx) => reorder(trx, 'projects', [c!, a!, b!]));
    expect(result).toBe('ok');
    expect(await titles(db)).toEqual(['C', 'A', 'B']);
    await add('D');
    expect(await titles(db)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('refuses an order that is not every card exactly once, changing nothing', async () => {
    const [a, b, c] = await add('A', 'B', 'C');
    for (const ids of [
      [a!, b!],
      [a!, b!, c!, 9999],
      [a!, b!, 9999],
      [a!, a!, b!],
      [c!, b!, a!, a!],
      [],
    ]) {
      const result = await db.transaction().execute((trx) => reorder(trx, 'projects', ids));
      expect([ids, result]).toEqual([ids, 'mismatch']);
    }
    expect(await titles(db)).toEqual(['A', 'B', 'C']);
  });

  it('keeps reviews apart from projects, with or without a photo', async () => {
    await add('A');
    const review = {
      name_en: 'Ann Lee',
      name_ru: 'Энн Ли',
      occupation_en: 'CEO',
      occupation_ru: 'Директор',
      text_en: 'Great',
      text_ru: 'Отлично',
      color: '#0b7358',
    };
    const first = await db
      .transaction()
      .execute((trx) => insertReview(trx, { ...review, image: null }));
    const second = await db
      .transaction()
      .execute((trx) => insertReview(trx, { ...review, image: '/api/images/x.webp' }));
    expect(await updateReview(db, first, { ...review, name_en: 'Ann Smith', image: null })).toBe(
      true,
    );
    expect((await listReviews(db)).map((row) => [row.id, row.name_en, row.image])).toEqual([
      [first, 'Ann Smith', null],
      [second, 'Ann Lee', '/api/images/x.webp'],
    ]);
    expect(await countRows(db, 'reviews')).toBe(2);
    expect(await countRows(db, 'projects')).toBe(1);
    const result = await db
      .transaction()
      .execute((trx) => reorder(trx, 'reviews', [second, first]));
    expect(result).toBe('ok');
    expect((await listReviews(db)).map((row) => row.id)).toEqual([second, first]);
  });

  it('remembers what was seeded, once per name', async () => {
    expect(await isSeeded(db, 'landing')).toBe(false);
    await markSeeded(db, 'landing');
    expect(await isSeeded(db, 'landing')).toBe(true);
    expect(await isSeeded(db, 'other')).toBe(false);
    const again = await markSeeded(db, 'landing').then(
      () => 'marked',
      (error: unknown) => error,
    );
    expect(isUniqueViolation(again)).toBe(true);
  });
});
