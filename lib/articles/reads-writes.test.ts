/** @jest-environment node */
import { getImage } from '@/lib/articles/store';
import type { Store } from '@/lib/db/database';
import { createTestStore, testDialects } from '@/test/store';
import { recordArticleChange } from './audit';
import {
  countArticles,
  getArticleById,
  getArticleBySlug,
  isSlugAvailable,
  listAllArticles,
  listArticlePage,
  listOtherArticles,
  listStaffArticles,
  listTags,
} from './reads';
import { longArticle } from '@/scripts/load/long-article.mjs';
import { bodyFacts } from './body';
import { getRevision, listRevisions } from './revisions';
import {
  createArticle,
  deleteArticle,
  publishDueArticles,
  writeArticleUpdate,
  type ArticleInput,
} from './writes';

const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'Новый сайт',
  author_name: 'Maria Sokolova',
  hashtags: '#design #web',
  content: '<p>Hello</p>',
  banner_meta_title: 'Banner',
  banner_meta_alt: 'An abstract banner',
  ...overrides,
});

const image = (seed: string) => ({
  bytes: Buffer.from(`fake-webp-${seed}`),
  contentType: 'image/webp' as const,
  width: 1100,
  height: 980,
});

describe.each(testDialects())('articles in the store (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('creates an article with a transliterated slug, its banner and its tags', async () => {
    const article = await createArticle(db, input(), image('a'), new Date('2025-01-05T10:00:00Z'));
    expect(article).toMatchObject({
      id: expect.any(Number),
      slug: 'novyj-sajt',
      title: 'Новый сайт',
      date: '2025-01-05T10:00:00.000Z',
      content: '<p>Hello</p>',
      banner: {
        path: expect.stringMatching(/^images\/[0-9a-f]{64}\.webp$/),
        meta_alt: 'An abstract banner',
      },
    });
    const hash = article.banner.path.slice('images/'.length, -'.webp'.length);
    expect((await getImage(db, hash))?.bytes.toString()).toBe('fake-webp-a');
    expect(await getArticleBySlug(db, 'novyj-sajt')).toEqual(article);
    expect(await getArticleById(db, article.id)).toEqual(article);
    expect(await listTags(db)).toEqual([
      { tag: 'design', count: 1 },
      { tag: 'web', count: 1 },
    ]);
  });

  it('gives a new article the language of its text unless told, keeps it on edits, and lists by language', async () => {
    const ru = await createArticle(db, input({ title: 'Новый сайт', content: '<p>Привет</p>' }));
    const en = await createArticle(db, input({ title: 'A new site', content: '<p>Hi</p>' }));
    const told = await createArticle(
      db,
      input({ title: 'Русский заголовок', content: '<p>English text</p>', language: 'en' }),
    );
    expect([ru.language, en.language, told.language]).toEqual(['ru', 'en', 'en']);
    expect([ru.translations, en.translations]).toEqual([[], []]);
    const edited = await writeArticleUpdate(db, ru.id, input({ title: 'Now in English' }));
    expect(edited).toMatchObject({ language: 'ru' });
    expect(await writeArticleUpdate(db, ru.id, input({ language: 'en' }))).toMatchObject({
      language: 'en',
    });
    expect((await listAllArticles(db, { language: 'en' })).map((a) => a.id).sort()).toEqual(
      [ru.id, en.id, told.id].sort(),
    );
    expect(await listAllArticles(db, { language: 'ru' })).toEqual([]);
    expect((await listArticlePage(db, { limit: 1, offset: 0, language: 'en' })).total).toBe(3);
    expect((await listArticlePage(db, { limit: 1, offset: 0, language: 'ru' })).total).toBe(0);
    expect(await listStaffArticles(db, undefined, { language: 'ru' })).toEqual([]);
  });

  it('keeps slugs unique when several writers create the same title at once', async () => {
    // On PostgreSQL these run on separate connections, as writers on separate instances would.
    const created = await Promise.all(
      Array.from({ length: 8 }, () => createArticle(db, input({ title: 'Same title' }))),
    );
    const slugs = created.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain('same-title');
    expect(await countArticles(db)).toBe(8);
  });

  it('keeps slugs unique and the same image stored once', async () => {
    const a = await createArticle(db, input(), image('same'));
    const b = await createArticle(db, input(), image('same'));
    expect([a.slug, b.slug]).toEqual(['novyj-sajt', 'novyj-sajt-2']);
    expect(a.banner.path).toBe(b.banner.path);
    const reserved = await createArticle(db, input({ title: 'ID' }));
    expect(reserved.slug).toBe('id-2');
    expect(reserved.banner.path).toBe('');
  });

  it('updates in place: slug stable, banner kept unless a new one is given', async () => {
    const created = await createArticle(db, input(), image('a'));
    const renamed = await writeArticleUpdate(
      db,
      created.id,
      input({ title: 'Совсем другое', hashtags: '#ai' }),
    );
    expect(renamed).toMatchObject({
      slug: 'novyj-sajt',
      title: 'Совсем другое',
      banner: created.banner,
    });
    expect(await listTags(db)).toEqual([{ tag: 'ai', count: 1 }]);
    const rebannered = await writeArticleUpdate(db, created.id, input(), image('b'));
    expect(rebannered !== 'conflict' && rebannered?.banner.path).not.toBe(created.banner.path);
    expect(await writeArticleUpdate(db, 9999, input())).toBeUndefined();
  });

  it('deletes articles and their tags', async () => {
    const created = await createArticle(db, input());
    expect(await deleteArticle(db, created.id)).toBe(true);
    expect(await deleteArticle(db, created.id)).toBe(false);
    expect(await getArticleById(db, created.id)).toBeUndefined();
    expect(await listTags(db)).toEqual([]);
  });

  it('rolls a failed write back completely', async () => {
    await expect(
      createArticle(db, input({ title: null as unknown as string }), image('orphan')),
    ).rejects.toThrow();
    expect(await countArticles(db)).toBe(0);
    expect(await db.selectFrom('images').selectAll().execute()).toEqual([]);
  });

  it('lists newest first, in pages, by tag, and without the current article', async () => {
    for (let day = 1; day <= 15; day++) {
      await createArticle(
        db,
        input({
          title: `Day ${day}`,
          hashtags: day % 3 === 0 ? '#ai #design' : '#design',
          date: `2025-03-${String(day).padStart(2, '0')}T08:00:00.000Z`,
        }),
      );
    }
    const all = await listAllArticles(db);
    expect(all.map((a) => a.title).slice(0, 3)).toEqual(['Day 15', 'Day 14', 'Day 13']);
    expect(all[0]).not.toHaveProperty('content');

    const second = await listArticlePage(db, { limit: 12, offset: 12 });
    expect(second.total).toBe(15);
    expect(second.items.map((a) => a.title)).toEqual(['Day 3', 'Day 2', 'Day 1']);

    const ai = await listArticlePage(db, { limit: 12, offset: 0, tag: 'ai' });
    expect(ai.total).toBe(5);
    expect(ai.items.map((a) => a.title)).toEqual(['Day 15', 'Day 12', 'Day 9', 'Day 6', 'Day 3']);

    // Day 15 is #ai #design: those sharing both come first, newest first.
    const others = await listOtherArticles(db, all[0]!.id, 4);
    expect(others.map((a) => a.title)).toEqual(['Day 12', 'Day 9', 'Day 6', 'Day 3']);
  });

  it('ranks the other articles by the hashtags they share with one, then newest, in its language', async () => {
    const write = (title: string, hashtags: string, date: string, more = {}) =>
      createArticle(db, input({ title, hashtags, date, language: 'en', ...more }));
    const article = await write('Base', '#a #b #c', '2025-02-10T08:00:00.000Z');
    await write('Three shared, oldest', '#c #b #a', '2024-01-01T08:00:00.000Z');
    await write('One shared, newest', '#a #x', '2025-03-01T08:00:00.000Z');
    await write('Two shared', '#b #a', '2025-02-01T08:00:00.000Z');
    await write('None shared, newer', '#z', '2025-04-01T08:00:00.000Z');
    await write('None shared, older', '#z', '2025-01-01T08:00:00.000Z');
    await write('One shared, older', '#c', '2024-06-01T08:00:00.000Z');
    await write('Russian', '#a #b #c', '2025-05-01T08:00:00.000Z', { language: 'ru' });
    await write('Draft', '#a #b #c', '2025-05-01T08:00:00.000Z', {
      publication: { status: 'draft', date: '2025-05-01T08:00:00.000Z' },
    });

    const titles = async (limit: number) =>
      (await listOtherArticles(db, article.id, limit, { language: 'en' })).map((a) => a.title);
    expect(await titles(4)).toEqual([
      'Three shared, oldest',
      'Two shared',
      'One shared, newest',
      'One shared, older',
    ]);
    expect((await titles(10)).slice(4)).toEqual(['None shared, newer', 'None shared, older']);

    // Tags change, the order follows.
    await writeArticleUpdate(db, article.id, input({ title: 'Base', hashtags: '#z' }));
    expect((await titles(2))[0]).toBe('None shared, newer');
  });

  it('counts the words of an article on every write, for its reading time in lists', async () => {
    const created = await createArticle(
      db,
      input({ content: '<h2>Two words</h2><p>Three more&nbsp;words, <strong>bold</strong>.</p>' }),
    );
    expect(created.word_count).toBe(6);
    expect((await listAllArticles(db))[0]!.word_count).toBe(6);
    await writeArticleUpdate(db, created.id, input({ content: '<p>Один из-за двух.</p>' }));
    expect((await listAllArticles(db))[0]!.word_count).toBe(3);
    expect((await listArticlePage(db, { limit: 1, offset: 0 })).items[0]!.word_count).toBe(3);
  });

  it('keeps drafts and scheduled articles off every public list until they are published', async () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    const live = await createArticle(
      db,
      input({ title: 'Live', hashtags: '#live' }),
      undefined,
      now,
    );
    const draft = await createArticle(
      db,
      input({
        title: 'Draft',
        hashtags: '#secret',
        publication: { status: 'draft', date: '2026-04-30T10:00:00.000Z' },
      }),
    );
    const soon = await createArticle(
      db,
      input({
        title: 'Soon',
        hashtags: '#secret #live',
        publication: { status: 'scheduled', date: '2026-05-01T12:05:00.000Z' },
      }),
    );
    expect([draft.status, soon.status, live.status]).toEqual(['draft', 'scheduled', 'published']);

    const titles = (items: { title: string }[]) => items.map((a) => a.title);
    expect(titles(await listAllArticles(db))).toEqual(['Live']);
    expect(await listArticlePage(db, { limit: 12, offset: 0 })).toMatchObject({ total: 1 });
    expect((await listArticlePage(db, { limit: 12, offset: 0, tag: 'secret' })).total).toBe(0);
    expect(titles(await listOtherArticles(db, live.id, 4))).toEqual([]);
    expect(await listTags(db)).toEqual([{ tag: 'live', count: 1 }]);
    expect(await getArticleBySlug(db, draft.slug)).toBeUndefined();
    expect(await getArticleBySlug(db, soon.slug)).toBeUndefined();
    // Staff see everything, and can pick one status.
    expect(titles(await listStaffArticles(db))).toEqual(['Soon', 'Live', 'Draft']);
    expect(titles(await listStaffArticles(db, 'draft'))).toEqual(['Draft']);
    expect((await getArticleById(db, draft.id))?.status).toBe('draft');

    // Not yet: nothing changes. Then the time comes, and it goes live once.
    expect(await publishDueArticles(db, new Date('2026-05-01T12:04:59.000Z'))).toEqual([]);
    expect(await publishDueArticles(db, new Date('2026-05-01T12:05:00.000Z'))).toEqual([soon.slug]);
    expect(await publishDueArticles(db, new Date('2026-05-01T13:00:00.000Z'))).toEqual([]);
    expect(titles(await listAllArticles(db))).toEqual(['Soon', 'Live']);
    expect(await getArticleBySlug(db, soon.slug)).toMatchObject({
      status: 'published',
      date: '2026-05-01T12:05:00.000Z',
    });

    // Unpublished: back to draft, gone from the public lists at once.
    await writeArticleUpdate(db, live.id, {
      ...input({ title: 'Live' }),
      publication: { status: 'draft', date: live.date },
    });
    expect(titles(await listAllArticles(db))).toEqual(['Soon']);
    expect(await getArticleBySlug(db, live.slug)).toBeUndefined();
  });

  it('moves an article to another address, and every earlier one keeps leading to it', async () => {
    const article = await createArticle(db, input({ title: 'Первый адрес', slug: 'first' }));
    expect(article.slug).toBe('first');
    const fields = input({ title: 'Первый адрес' });
    await writeArticleUpdate(db, article.id, { ...fields, slug: 'second' });
    await writeArticleUpdate(db, article.id, { ...fields, slug: 'third' });
    for (const slug of ['first', 'second', 'third']) {
      expect((await getArticleBySlug(db, slug))?.slug).toBe('third');
    }
    // Earlier addresses are kept for this article: no one else may take them.
    expect(await isSlugAvailable(db, 'first')).toBe(false);
    expect(await isSlugAvailable(db, 'first', article.id)).toBe(true);
    const other = await createArticle(db, input({ title: 'First' }));
    expect(other.slug).toBe('first-2');

    // Back to an earlier address: it is the article's own again, and the last one leads there.
    await writeArticleUpdate(db, article.id, { ...fields, slug: 'first' });
    expect((await getArticleBySlug(db, 'third'))?.slug).toBe('first');
    expect((await getArticleBySlug(db, 'first'))?.id).toBe(article.id);
    const redirects = await db.selectFrom('article_redirects').select('slug').execute();
    expect(redirects.map((r) => r.slug).sort()).toEqual(['second', 'third']);

    // A draft's old addresses lead nowhere public; a deleted article takes them along.
    await writeArticleUpdate(db, article.id, {
      ...fields,
      publication: { status: 'draft', date: article.date },
    });
    expect(await getArticleBySlug(db, 'second')).toBeUndefined();
    await deleteArticle(db, article.id);
    expect(await db.selectFrom('article_redirects').selectAll().execute()).toEqual([]);
    expect(await isSlugAvailable(db, 'second')).toBe(true);
  });

  it('refuses a save made from an older version, and lets one of two racing saves through', async () => {
    const article = await createArticle(db, input(), undefined, new Date('2026-05-01T10:00:00Z'));
    const version = article.updated_at!;
    const mine = input({ title: 'Моя правка' });
    const saved = await writeArticleUpdate(
      db,
      article.id,
      mine,
      undefined,
      new Date('2026-05-01T10:05:00Z'),
      {
        expectedVersion: version,
      },
    );
    expect(saved).toMatchObject({ title: 'Моя правка', updated_at: '2026-05-01T10:05:00.000Z' });
    // A colleague still on the first version is told, and nothing of theirs is written.
    const theirs = input({ title: 'Их правка' });
    expect(
      await writeArticleUpdate(db, article.id, theirs, undefined, new Date(), {
        expectedVersion: version,
      }),
    ).toBe('conflict');
    expect((await getArticleById(db, article.id))?.title).toBe('Моя правка');

    // Two saves from the same version at once: exactly one is written.
    const current = (await getArticleById(db, article.id))!.updated_at!;
    const results = await Promise.all(
      ['А', 'Б'].map((title, i) =>
        writeArticleUpdate(
          db,
          article.id,
          input({ title }),
          undefined,
          new Date(Date.UTC(2026, 4, 2, 0, i)),
          {
            expectedVersion: current,
          },
        ),
      ),
    );
    expect(results.filter((r) => r === 'conflict')).toHaveLength(1);
    // Without a version (the spec's clients) there is no check.
    expect(
      await writeArticleUpdate(db, article.id, input({ title: 'Без проверки' })),
    ).toMatchObject({
      title: 'Без проверки',
    });
  });

  it('keeps a revision of every save, by whom, and restores one as a new revision', async () => {
    const anna = { id: 7, email: 'anna@lumen.test' };
    const boris = { id: 8, email: 'boris@lumen.test' };
    const first = await createArticle(
      db,
      input({ title: 'Первая', content: '<p>Один</p>' }),
      image('r1'),
      new Date('2026-06-01T10:00:00Z'),
      { author: anna },
    );
    await writeArticleUpdate(
      db,
      first.id,
      input({ title: 'Вторая', content: '<p>Два</p>', hashtags: '#ai' }),
      image('r2'),
      new Date('2026-06-01T11:00:00Z'),
      { author: boris },
    );
    const list = await listRevisions(db, first.id);
    expect(list).toEqual([
      expect.objectContaining({ event: 'updated', staff_email: boris.email, title: 'Вторая' }),
      expect.objectContaining({ event: 'created', staff_email: anna.email, title: 'Первая' }),
    ]);
    const original = await getRevision(db, first.id, list[1]!.id);
    expect(original).toMatchObject({
      title: 'Первая',
      content: '<p>Один</p>',
      created_at: '2026-06-01T10:00:00.000Z',
      banner: { path: first.banner.path },
    });
    // A revision of another article is not this one's.
    const other = await createArticle(db, input({ title: 'Другая' }));
    expect(await getRevision(db, other.id, list[1]!.id)).toBeUndefined();

    // Restoring writes the old text, banner and tags as a new revision; nothing is lost.
    const restored = await writeArticleUpdate(
      db,
      first.id,
      {
        ...input({ title: original!.title, content: original!.content }),
        bannerHash: original!.banner_hash,
      },
      undefined,
      new Date('2026-06-01T12:00:00Z'),
      { author: anna, restoredFrom: original!.id },
    );
    expect(restored).toMatchObject({
      title: 'Первая',
      slug: first.slug,
      banner: { path: first.banner.path },
    });
    const after = await listRevisions(db, first.id);
    expect(after.map((revision) => revision.event)).toEqual(['restored', 'updated', 'created']);
    expect(after[0]).toMatchObject({ restored_from: original!.id, staff_email: anna.email });
    expect((await getRevision(db, first.id, list[0]!.id))?.title).toBe('Вторая');

    // Deleting the article takes its history with it.
    await deleteArticle(db, first.id);
    expect(await listRevisions(db, first.id)).toEqual([]);
  });

  it('thins a draft’s history with age: 40 saves of 100 KB are 41 revisions (4 MB), then 3', async () => {
    const anna = { id: 7, email: 'anna@lumen.test' };
    const start = Date.UTC(2026, 5, 1, 10, 0);
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const draft = { status: 'draft' as const, date: at(0).toISOString() };
    const article = await createArticle(db, input({ publication: draft }), undefined, at(0), {
      author: anna,
    });
    const body = longArticle(100 * 1024);
    // Its facts read once (each save's differ by a word): what this test measures is the store.
    const facts = await bodyFacts(body);
    const save = (i: number, seconds: number) =>
      writeArticleUpdate(
        db,
        article.id,
        input({ content: `${body}<p>Save ${i}</p>`, publication: draft, facts }),
        undefined,
        at(seconds),
        { author: anna },
      );
    const stored = async () => {
      const rows = await db
        .selectFrom('article_revisions')
        .select(['event', 'content'])
        .where('article_id', '=', article.id)
        .execute();
      return {
        count: rows.length,
        megabytes: rows.reduce((sum, row) => sum + Buffer.byteLength(row.content), 0) / 1024 / 1024,
      };
    };
    // 40 saves by hand, one every 30 s: all kept while they are under an hour old.
    for (let i = 0; i < 40; i++) await save(i, 30 * (i + 1));
    const fresh = await stored();
    expect(fresh.count).toBe(41);
    expect(fresh.megabytes).toBeGreaterThan(3.9);
    // Two days later, one more save: of the 40 (one day's), the newest stays, with the
    // created one and the new one.
    await save(40, 2 * 24 * 3600);
    const aged = await stored();
    expect(aged.count).toBe(3);
    expect(aged.megabytes).toBeLessThan(0.25);
    const events = (await listRevisions(db, article.id)).map((r) => r.event);
    expect(events).toEqual(['updated', 'updated', 'created']);
  }, 30_000);

  it('gathers a draft’s automatic saves into one revision per staff member and run of ten minutes', async () => {
    const anna = { id: 7, email: 'anna@lumen.test' };
    const boris = { id: 8, email: 'boris@lumen.test' };
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));
    const draft = { status: 'draft' as const, date: at(0).toISOString() };
    const article = await createArticle(
      db,
      input({ title: 'Черновик', publication: draft }),
      undefined,
      at(0),
      { author: anna, record: recordArticleChange },
    );
    const autosave = (title: string, minute: number, author = anna) =>
      writeArticleUpdate(
        db,
        article.id,
        input({ title, publication: draft }),
        undefined,
        at(minute),
        {
          author,
          autosave: true,
          record: recordArticleChange,
        },
      );
    const events = async () =>
      (await listRevisions(db, article.id)).map((r) => `${r.event} ${r.title} ${r.created_at}`);

    // Saves a few seconds apart: one revision, holding the latest text, dated by it.
    await autosave('Черновик 1', 1);
    await autosave('Черновик 2', 2);
    await autosave('Черновик 3', 9);
    expect(await events()).toEqual([
      `autosaved Черновик 3 ${at(9).toISOString()}`,
      `created Черновик ${at(0).toISOString()}`,
    ]);
    // Ten minutes after the run began, the next one starts a revision of its own.
    await autosave('Черновик 4', 11);
    await autosave('Черновик 5', 12);
    // Another staff member's automatic save is theirs.
    await autosave('Черновик Бориса', 13, boris);
    // A save by hand ends the run: the next automatic save starts another.
    await writeArticleUpdate(
      db,
      article.id,
      input({ title: 'Вручную', publication: draft }),
      undefined,
      at(14),
      { author: anna, record: recordArticleChange },
    );
    await autosave('После ручного', 15);
    expect(await events()).toEqual([
      `autosaved После ручного ${at(15).toISOString()}`,
      `updated Вручную ${at(14).toISOString()}`,
      `autosaved Черновик Бориса ${at(13).toISOString()}`,
      `autosaved Черновик 5 ${at(12).toISOString()}`,
      `autosaved Черновик 3 ${at(9).toISOString()}`,
      `created Черновик ${at(0).toISOString()}`,
    ]);
    // The revision a run left is the article as its last save wrote it.
    const [latest] = await listRevisions(db, article.id);
    expect(await getRevision(db, article.id, latest!.id)).toMatchObject({
      title: 'После ручного',
      status: 'draft',
      content: '<p>Hello</p>',
    });
    // The audit log names the edit once per run, not once per pause in typing.
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_type', '=', 'article')
      .where('subject_id', '=', String(article.id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => `${entry.action} ${entry.details}`)).toEqual([
      'article.created {"status":"draft"}',
      'article.updated {"autosave":true}',
      'article.updated {"autosave":true}',
      'article.updated {"autosave":true}',
      'article.updated ',
      'article.updated {"autosave":true}',
    ]);
  });
});
