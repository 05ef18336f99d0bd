/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '@/lib/db/database';
import { deleteRow, insertProject, listProjects, listReviews } from '@/lib/landing/store';
import { createTestStore, testDialects } from '@/test/store';
import { publicContent } from './records';
import { LANDING_SEED, seedLanding } from './seed';
import { SEED_PROJECTS, SEED_REVIEWS } from './seed-data';

describe('the landing seed', () => {
  it('is the page as it was: 27 projects (25 shown), nine reviews, bundled pictures', () => {
    expect(SEED_PROJECTS).toHaveLength(27);
    expect(SEED_PROJECTS.filter((p) => p.hidden).map((p) => p.image)).toEqual([
      '/images/projects/p11.webp',
      '/images/projects/p22.webp',
    ]);
    expect(SEED_REVIEWS).toHaveLength(9);
    expect(SEED_REVIEWS.filter((r) => r.image)).toHaveLength(4);
    for (const item of [...SEED_PROJECTS, ...SEED_REVIEWS]) {
      if (item.image) {
        expect(fs.existsSync(path.join(process.cwd(), 'public', item.image))).toBe(true);
      }
      for (const [key, value] of Object.entries(item)) {
        if (/_(en|ru)$/.test(key))
          expect([key, String(value).trim().length > 0]).toEqual([key, true]);
      }
    }
    for (const review of SEED_REVIEWS) expect(review.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps the placeholder addresses for staff, and the page links to none of them', () => {
    const linked = SEED_PROJECTS.filter((p) => p.url);
    expect(linked.length).toBeGreaterThan(15);
    for (const p of linked) expect(p.url).toMatch(/^https:\/\/[\w-]+\.example$/);
    const withIds = <T extends object>(items: readonly T[]) =>
      items.map((item, index) => ({ hidden: false, ...item, id: index + 1 }));
    const shown = publicContent(withIds(SEED_PROJECTS), withIds(SEED_REVIEWS));
    expect(shown.projects).toHaveLength(25);
    expect(shown.projects.every((p) => p.url === null)).toBe(true);
    expect(shown.reviews).toHaveLength(9);
  });
});

describe.each(testDialects())('seeding the landing page on %s', (dialect) => {
  let db: Store;

  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('fills an empty store in order, withdrawn cases hidden', async () => {
    expect(await seedLanding(db)).toEqual({ projects: 27, reviews: 9 });
    const projects = await listProjects(db);
    expect(projects.map((p) => p.title_en)).toEqual(SEED_PROJECTS.map((p) => p.title_en));
    expect(projects.filter((p) => p.hidden).map((p) => p.image)).toEqual([
      '/images/projects/p11.webp',
      '/images/projects/p22.webp',
    ]);
    expect(projects[0]).toMatchObject({
      title_en: 'Brewline',
      title_ru: 'Brewline',
      url: 'https://brewline.example',
      image: '/images/projects/p1.webp',
    });
    const reviews = await listReviews(db);
    expect(reviews.map((r) => [r.name_en, r.image, r.color])).toEqual(
      SEED_REVIEWS.map((r) => [r.name_en, r.image, r.color]),
    );
    expect(reviews[1]).toMatchObject({ name_ru: 'Даниэль Вебер', image: null });
  });

  it('seeds once: cards staff deleted, even all of them, do not come back', async () => {
    await seedLanding(db);
    expect(await seedLanding(db)).toEqual({ projects: 0, reviews: 0 });
    for (const p of await listProjects(db)) await deleteRow(db, 'projects', p.id);
    for (const r of await listReviews(db)) await deleteRow(db, 'reviews', r.id);
    expect(await seedLanding(db)).toEqual({ projects: 0, reviews: 0 });
    expect(await listProjects(db)).toEqual([]);
    expect(await listReviews(db)).toEqual([]);
  });

  it('leaves cards already there (a copied site) as they are, and marks the seed done', async () => {
    await db.transaction().execute((trx) =>
      insertProject(trx, {
        title_en: 'Ours',
        title_ru: 'Наш',
        description_en: 'd',
        description_ru: 'о',
        image: '/api/images/a.webp',
        url: null,
      }),
    );
    expect(await seedLanding(db)).toEqual({ projects: 0, reviews: 9 });
    expect((await listProjects(db)).map((p) => p.title_en)).toEqual(['Ours']);
    const mark = await db.selectFrom('seed_marks').select('name').executeTakeFirst();
    expect(mark?.name).toBe(LANDING_SEED);
  });

  it('two starts at once seed once', async () => {
    const results = await Promise.allSettled([seedLanding(db), seedLanding(db)]);
    const added = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<{ projects: number }>).value.projects);
    expect(added.reduce((a, b) => a + b, 0)).toBe(27);
    expect(await listProjects(db)).toHaveLength(27);
  });
});
