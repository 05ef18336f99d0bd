/** @jest-environment node */
import { collectUnusedImages } from '@/lib/images/retention';
import { getImage } from '@/lib/articles/store';
import type { Store } from '@/lib/db/database';
import { createTestStore, testDialects } from '@/test/store';
import { getArticleById, getArticleBySlug } from './reads';
import { listRevisions } from './revisions';
import { withTranslationSource, withTranslationSources } from './translation-sources';
import {
  createTranslation,
  linkTranslations,
  markTranslationCurrent,
  unlinkTranslation,
  type TranslationWrite,
} from './translation-writes';
import { createArticle, deleteArticle, writeArticleUpdate, type ArticleInput } from './writes';

const english = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'A new site',
  author_name: 'Maria Sokolova',
  hashtags: '#design #web',
  content:
    '<h2>Why</h2><p>Fast.</p><figure><img src="images/' +
    'a'.repeat(64) +
    '.webp" alt="A chart"><figcaption>Speed</figcaption></figure>',
  banner_meta_title: 'Banner',
  banner_meta_alt: 'An abstract banner',
  ...overrides,
});
const russian = (overrides: Partial<ArticleInput> = {}) =>
  english({ title: 'Новый сайт', content: '<p>Быстро.</p>', ...overrides });

const banner = {
  bytes: Buffer.from('fake-webp-banner'),
  contentType: 'image/webp' as const,
  width: 1100,
  height: 980,
};

const groups = (db: Store) =>
  db
    .selectFrom('articles')
    .select(['id', 'language', 'translation_group', 'source_revision_id'])
    .orderBy('id')
    .execute();

const refusedWith = (result: TranslationWrite<unknown>) => (result.ok ? 'ok' : result.reason);

describe.each(testDialects())('translations in the store (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('links two articles in different languages, each listing the other', async () => {
    const en = await createArticle(db, english());
    const ru = await createArticle(
      db,
      russian({ publication: { status: 'draft', date: en.date } }),
    );
    const [latest] = await listRevisions(db, en.id);

    expect(await linkTranslations(db, en.id, ru.id)).toEqual({
      ok: true,
      value: { slugs: [en.slug, ru.slug] },
    });
    expect(await groups(db)).toEqual([
      { id: en.id, language: 'en', translation_group: en.id, source_revision_id: null },
      { id: ru.id, language: 'ru', translation_group: en.id, source_revision_id: latest!.id },
    ]);
    expect((await getArticleById(db, en.id))?.translations).toEqual([
      { id: ru.id, slug: ru.slug, language: 'ru', status: 'draft' },
    ]);
    expect((await getArticleById(db, ru.id))?.translations).toEqual([
      { id: en.id, slug: en.slug, language: 'en', status: 'published' },
    ]);
    // The public see published versions only.
    expect((await getArticleBySlug(db, en.slug))?.translations).toEqual([]);
    // Linking them again changes nothing.
    expect(await linkTranslations(db, ru.id, en.id)).toEqual({ ok: true, value: { slugs: [] } });
  });

  it('refuses a link to itself, to a missing id, in the same language or to a linked article, changing nothing', async () => {
    const en = await createArticle(db, english());
    const en2 = await createArticle(db, english({ title: 'Another' }));
    const ru = await createArticle(db, russian());
    const ru2 = await createArticle(db, russian({ title: 'Другой' }));
    expect((await linkTranslations(db, en.id, ru.id)).ok).toBe(true);
    const before = await groups(db);

    expect(refusedWith(await linkTranslations(db, en2.id, en2.id))).toBe('self');
    expect(refusedWith(await linkTranslations(db, 9999, ru2.id))).toBe('notFound');
    expect(refusedWith(await linkTranslations(db, en2.id, 9999))).toBe('otherNotFound');
    expect(refusedWith(await linkTranslations(db, en2.id, en.id))).toBe('sameLanguage');
    // ru is in en's group already.
    expect(refusedWith(await linkTranslations(db, en2.id, ru.id))).toBe('alreadyLinked');
    // en has its Russian version already.
    expect(refusedWith(await linkTranslations(db, en.id, ru2.id))).toBe('languageTaken');
    expect(refusedWith(await unlinkTranslation(db, en2.id))).toBe('notLinked');
    expect(refusedWith(await unlinkTranslation(db, 9999))).toBe('notFound');
    expect(await groups(db)).toEqual(before);
  });

  it('unlinks one version: the one left alone is linked to nothing, and may be linked again', async () => {
    const en = await createArticle(db, english());
    const ru = await createArticle(db, russian());
    const ru2 = await createArticle(db, russian({ title: 'Другой' }));
    expect((await linkTranslations(db, ru.id, en.id)).ok).toBe(true);

    expect(await unlinkTranslation(db, ru.id)).toEqual({
      ok: true,
      value: { slugs: [ru.slug, en.slug] },
    });
    expect(
      (await groups(db)).map((row) => [row.translation_group, row.source_revision_id]),
    ).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(await linkTranslations(db, en.id, ru2.id)).toMatchObject({ ok: true });
    expect((await getArticleById(db, ru.id))?.translations).toEqual([]);
    expect((await getArticleById(db, en.id))?.translations).toEqual([
      { id: ru2.id, slug: ru2.slug, language: 'ru', status: 'published' },
    ]);
  });

  it('makes a translation: a linked draft copy of the original, up to date with its latest revision', async () => {
    const original = await createArticle(db, english(), banner);
    await writeArticleUpdate(db, original.id, english({ hashtags: '#design #web #speed' }));
    const [latest] = await listRevisions(db, original.id);
    const now = new Date('2026-05-01T09:00:00.000Z');

    const made = await createTranslation(db, original.id, 'ru', now);
    if (!made.ok) throw new Error(made.reason);
    const translation = made.value;
    expect(translation).toMatchObject({
      title: original.title,
      author_name: original.author_name,
      hashtags: '#design #web #speed',
      content: original.content,
      banner: original.banner,
      status: 'draft',
      date: now.toISOString(),
      language: 'ru',
      translations: [{ id: original.id, slug: original.slug, language: 'en', status: 'published' }],
    });
    expect(translation.slug).not.toBe(original.slug);
    expect((await groups(db)).find((row) => row.id === translation.id)).toEqual({
      id: translation.id,
      language: 'ru',
      translation_group: original.id,
      source_revision_id: latest!.id,
    });
    expect((await listRevisions(db, translation.id)).map((r) => r.event)).toEqual(['created']);

    expect(refusedWith(await createTranslation(db, original.id, 'ru', now))).toBe('languageTaken');
    expect(refusedWith(await createTranslation(db, translation.id, 'en', now))).toBe(
      'languageTaken',
    );
    expect(refusedWith(await createTranslation(db, original.id, 'en', now))).toBe('sameLanguage');
    expect(refusedWith(await createTranslation(db, 9999, 'ru', now))).toBe('notFound');
    expect(await db.selectFrom('articles').select('id').execute()).toHaveLength(2);
  });

  it('gives a translation the slug of its own title once it is written, and keeps a chosen one', async () => {
    const original = await createArticle(db, english(), banner);
    const made = await createTranslation(db, original.id, 'ru', new Date());
    if (!made.ok) throw new Error(made.reason);
    expect(made.value.slug).toBe(`${original.slug}-2`);

    const titled = await writeArticleUpdate(
      db,
      made.value.id,
      english({ title: 'Как строить бренды, которые живут долго', language: 'ru' }),
    );
    expect(titled).toMatchObject({ slug: 'kak-stroit-brendy-kotorye-zhivut-dolgo' });
    // Re-titled again while a draft: it follows, through a redirect from the address before.
    const again = await writeArticleUpdate(
      db,
      made.value.id,
      english({ title: 'Бренды надолго', language: 'ru' }),
    );
    expect(again).toMatchObject({ slug: 'brendy-nadolgo' });

    // A slug staff chose stays when the title changes, and so does a published article's.
    await writeArticleUpdate(
      db,
      made.value.id,
      english({ title: 'Бренды надолго', slug: 'brendy', language: 'ru' }),
    );
    const chosen = await writeArticleUpdate(
      db,
      made.value.id,
      english({ title: 'Бренды на годы', language: 'ru' }),
    );
    expect(chosen).toMatchObject({ slug: 'brendy' });
    const published = await writeArticleUpdate(
      db,
      original.id,
      english({ title: 'Brands for years' }),
    );
    expect(published).toMatchObject({ slug: original.slug });
  });

  it('deletes one version and leaves the other intact, unlinked, with the banner they shared', async () => {
    const original = await createArticle(db, english(), banner);
    const made = await createTranslation(db, original.id, 'ru', new Date());
    if (!made.ok) throw new Error(made.reason);
    const hash = original.banner.path.slice('images/'.length, -'.webp'.length);

    expect(await deleteArticle(db, original.id)).toBe(true);
    const left = await getArticleById(db, made.value.id);
    expect(left).toMatchObject({ ...made.value, translations: [], updated_at: expect.any(String) });
    expect(await groups(db)).toEqual([
      { id: made.value.id, language: 'ru', translation_group: null, source_revision_id: null },
    ]);
    await collectUnusedImages({ db, graceMs: 0, now: new Date(Date.now() + 1000) });
    expect(await getImage(db, hash)).toBeDefined();
  });

  /** Whether every group is one English and one Russian article, each listing the other. */
  async function expectConsistentGroups() {
    const byGroup = new Map<number, string[]>();
    for (const row of await groups(db)) {
      if (row.translation_group === null) continue;
      byGroup.set(row.translation_group, [
        ...(byGroup.get(row.translation_group) ?? []),
        row.language,
      ]);
    }
    for (const languages of byGroup.values()) expect(languages.sort()).toEqual(['en', 'ru']);
    for (const { id } of await groups(db)) {
      for (const translation of (await getArticleById(db, id))!.translations) {
        const other = await getArticleById(db, translation.id);
        expect(other!.translations.map((t) => t.id)).toEqual([id]);
      }
    }
  }

  it('leaves one consistent group when two staff link one article at once', async () => {
    for (let round = 0; round < 8; round++) {
      const en = await createArticle(db, english({ title: `English ${round}` }));
      const other = await createArticle(db, english({ title: `Other ${round}` }));
      const ru = await createArticle(db, russian({ title: `Первый ${round}` }));
      // On PostgreSQL these run on separate connections, as staff on separate instances would.
      const outcomes = (
        await Promise.all([
          linkTranslations(db, en.id, ru.id),
          linkTranslations(db, other.id, ru.id),
        ])
      ).map(refusedWith);
      expect(outcomes.sort()).toEqual(['alreadyLinked', 'ok']);
      await expectConsistentGroups();
    }
  });

  it('gives an article one version per language when two staff add one at once', async () => {
    for (let round = 0; round < 8; round++) {
      const en = await createArticle(db, english({ title: `English ${round}` }));
      const ruA = await createArticle(db, russian({ title: `Первый ${round}` }));
      const ruB = await createArticle(db, russian({ title: `Второй ${round}` }));
      const outcomes = (
        await Promise.all([
          linkTranslations(db, en.id, ruA.id),
          linkTranslations(db, en.id, ruB.id),
          createTranslation(db, en.id, 'ru', new Date()),
        ])
      ).map(refusedWith);
      expect(outcomes.sort()).toEqual(['languageTaken', 'languageTaken', 'ok']);
      await expectConsistentGroups();
    }
  });

  it('tells a translation when its original changed since, until it is marked up to date', async () => {
    const en = await createArticle(db, english());
    const made = await createTranslation(db, en.id, 'ru', new Date());
    if (!made.ok) throw new Error(made.reason);
    const ru = made.value;
    const source = async () =>
      (await withTranslationSource(db, await getArticleById(db, ru.id)))?.translation_source;
    const [madeFrom] = await listRevisions(db, en.id);
    expect(await source()).toEqual({
      id: en.id,
      slug: en.slug,
      language: 'en',
      revision_id: madeFrom!.id,
      latest_revision_id: madeFrom!.id,
    });
    // Nothing to mark yet: the translation is as current as it gets.
    expect(await markTranslationCurrent(db, ru.id)).toEqual({
      ok: true,
      value: { originalId: en.id, from: madeFrom!.id, to: madeFrom!.id },
    });

    await writeArticleUpdate(
      db,
      en.id,
      english({ content: '<p>Faster than ever.</p>' }),
      undefined,
      new Date(),
    );
    const [edited] = await listRevisions(db, en.id);
    expect(edited!.id).toBeGreaterThan(madeFrom!.id);
    expect(await source()).toMatchObject({
      revision_id: madeFrom!.id,
      latest_revision_id: edited!.id,
    });
    // The original and the list read it too; the original itself is no translation.
    const listed = await withTranslationSources(db, [en, ru], { all: true });
    expect(listed.map((item) => item.translation_source?.latest_revision_id)).toEqual([
      undefined,
      edited!.id,
    ]);

    expect(await markTranslationCurrent(db, ru.id)).toEqual({
      ok: true,
      value: { originalId: en.id, from: madeFrom!.id, to: edited!.id },
    });
    expect(await source()).toMatchObject({
      revision_id: edited!.id,
      latest_revision_id: edited!.id,
    });
    expect(refusedWith(await markTranslationCurrent(db, en.id))).toBe('notTranslation');
    expect(refusedWith(await markTranslationCurrent(db, 999_999))).toBe('notFound');

    // Once the original leaves the group, the translation has no original to follow.
    expect((await unlinkTranslation(db, en.id)).ok).toBe(true);
    expect(await source()).toBeUndefined();
    expect(refusedWith(await markTranslationCurrent(db, ru.id))).toBe('notTranslation');
  });

  it('tells a translation it is current again when its original says again what it translated', async () => {
    const en = await createArticle(db, english());
    const made = await createTranslation(db, en.id, 'ru', new Date());
    if (!made.ok) throw new Error(made.reason);
    const source = async () =>
      (await withTranslationSource(db, await getArticleById(db, made.value.id)))
        ?.translation_source;
    const [madeFrom] = await listRevisions(db, en.id);
    await writeArticleUpdate(db, en.id, english({ content: '<p>Faster than ever.</p>' }));
    const [edited] = await listRevisions(db, en.id);
    expect(await source()).toMatchObject({ latest_revision_id: edited!.id });
    // Back to the version it was made from (a restore, or the edit undone): nothing to do.
    await writeArticleUpdate(db, en.id, english());
    expect(await source()).toMatchObject({
      revision_id: madeFrom!.id,
      latest_revision_id: madeFrom!.id,
    });
  });

  it('keeps a revision a translation was made from when the original saves itself on', async () => {
    const author = { id: 7, email: 'editor@lumen.test' };
    const draft = english({ publication: { status: 'draft', date: new Date().toISOString() } });
    const en = await createArticle(db, draft);
    const autosave = (content: string) =>
      writeArticleUpdate(db, en.id, { ...draft, content }, undefined, new Date(), {
        author,
        autosave: true,
      });
    await autosave('<p>First pass.</p>');
    const made = await createTranslation(db, en.id, 'ru', new Date());
    if (!made.ok) throw new Error(made.reason);
    // The same run of automatic saves goes on: it must not rewrite what the translation follows.
    await autosave('<p>Second pass, with new words.</p>');
    const source = (await withTranslationSource(db, await getArticleById(db, made.value.id)))
      ?.translation_source;
    expect(source!.latest_revision_id).toBeGreaterThan(source!.revision_id);
  });
});
