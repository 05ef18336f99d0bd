/** @jest-environment node */
import { sql } from 'kysely';
import type { Store } from '@/lib/db/database';
import { createTestStore, testDialects } from '@/test/store';
import { searchIndex } from '../search-store';
import { createArticle, deleteArticle, writeArticleUpdate, type ArticleInput } from '../writes';
import { ensureSearchIndex, indexPending, queueIndexing, rebuildSearchIndex } from './indexing';
import { readQuery } from './terms';

const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'A title',
  author_name: 'Maria Sokolova',
  hashtags: '#web',
  content: '<p>Some text.</p>',
  banner_meta_title: 'Banner',
  banner_meta_alt: 'An abstract banner',
  ...overrides,
});

const image = {
  bytes: Buffer.from('fake-webp'),
  contentType: 'image/webp' as const,
  width: 1100,
  height: 980,
};

const now = new Date('2025-03-01T10:00:00Z');

describe.each(testDialects())('the search index (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  async function search(
    query: string,
    language: 'en' | 'ru' = 'en',
    page = { limit: 10, offset: 0 },
  ) {
    const reading = readQuery(query);
    if (reading.kind !== 'terms') throw new Error(`no terms in ${query}`);
    const { hits, total } = await searchIndex(db, { language, ...reading.terms, ...page });
    return { ids: hits.map((hit) => hit.id), total, texts: hits.map((hit) => hit.text) };
  }

  const create = async (overrides: Partial<ArticleInput>, at = now) =>
    (await createArticle(db, input(overrides), image, at)).id;

  it('finds Russian and English articles by any form of their words, in their language only', async () => {
    const ru = await create({
      title: 'Как мы делаем сайты',
      content: '<p>Хороший <strong>дизайн</strong> начинается с исследования.</p>',
    });
    const en = await create({
      title: 'How we build sites',
      content: '<p>We were <em>designing</em> for people.</p>',
    });
    expect((await search('дизайна ', 'ru')).ids).toEqual([ru]);
    expect((await search('design ', 'en')).ids).toEqual([en]);
    expect((await search('design ', 'ru')).ids).toEqual([]);
    expect((await search('исследованию сайтов ', 'ru')).ids).toEqual([ru]);
    // Every word must be there.
    expect((await search('дизайн маркетинг ', 'ru')).ids).toEqual([]);
    // The text the excerpt is cut from is the article's, without markup.
    expect((await search('дизайн ', 'ru')).texts).toEqual([
      'Хороший дизайн начинается с исследования.',
    ]);
  });

  it('finds hashtags and authors, and a word still being typed', async () => {
    const id = await create({ hashtags: '#branding #strategy', author_name: 'Alexei Petrov' });
    expect((await search('strategies ')).ids).toEqual([id]);
    expect((await search('petrov ')).ids).toEqual([id]);
    expect((await search('brandi')).ids).toEqual([id]);
    expect((await search('brandi ')).ids).toEqual([]);
  });

  it('ranks a match in the title above one in the text, then the newest first', async () => {
    const inText = await create(
      { title: 'Notes', content: '<p>A long text about branding and more.</p>' },
      new Date('2025-03-02T10:00:00Z'),
    );
    const olderInTitle = await create(
      { title: 'Branding for startups' },
      new Date('2025-02-01T10:00:00Z'),
    );
    const newerInTitle = await create(
      { title: 'Branding that lasts' },
      new Date('2025-02-15T10:00:00Z'),
    );
    expect((await search('branding ')).ids).toEqual([newerInTitle, olderInTitle, inText]);
    expect(await search('branding ', 'en', { limit: 2, offset: 2 })).toMatchObject({
      ids: [inText],
      total: 3,
    });
  });

  it('follows every edit, publication and deletion at once; drafts never appear', async () => {
    const id = await create({ title: 'First words' });
    expect((await search('first ')).ids).toEqual([id]);
    const article = await writeArticleUpdate(
      db,
      id,
      input({ title: 'Second thoughts' }),
      undefined,
      now,
    );
    expect(article).toBeTruthy();
    expect((await search('first ')).ids).toEqual([]);
    expect((await search('second ')).ids).toEqual([id]);

    const draft = await create({
      title: 'Second draft',
      publication: { status: 'draft', date: now.toISOString() },
    });
    expect((await search('second ')).ids).toEqual([id]);
    await writeArticleUpdate(
      db,
      draft,
      input({
        title: 'Second draft',
        publication: { status: 'published', date: now.toISOString() },
      }),
      undefined,
      now,
    );
    expect((await search('second ')).ids.sort()).toEqual([id, draft].sort());

    await deleteArticle(db, id);
    expect((await search('second ')).ids).toEqual([draft]);
  });

  it('finds staff every status in either language, by any form of the word', async () => {
    const draft = await create({
      title: 'Черновик о дизайне',
      publication: { status: 'draft', date: now.toISOString() },
    });
    const published = await create({ title: 'Designing sites' });
    const reading = readQuery('дизайна ');
    if (reading.kind !== 'terms') throw new Error('no terms');
    const staff = (terms: typeof reading.terms) =>
      searchIndex(db, { ...terms, published: false, limit: 10, offset: 0 });
    expect((await staff(reading.terms)).hits.map((hit) => hit.id)).toEqual([draft]);
    const english = readQuery('design');
    if (english.kind !== 'terms') throw new Error('no terms');
    expect((await staff(english.terms)).hits.map((hit) => hit.id)).toEqual([published]);
    // The public search still sees neither the draft nor the other language.
    expect((await search('дизайна ', 'ru')).ids).toEqual([]);
  });

  it('is made whole again from the articles when it is not (a new index, a copied site)', async () => {
    const id = await create({ title: 'Kept articles' });
    await rebuildSearchIndex(db);
    expect(await ensureSearchIndex(db)).toBe(0);
    await sql`delete from article_search`.execute(db);
    expect((await search('kept ')).ids).toEqual([]);
    expect(await ensureSearchIndex(db)).toBe(1);
    expect((await search('kept ')).ids).toEqual([id]);
  });

  it('on SQLite, is written after the write, by the marks it leaves, and none is left', async () => {
    const id = await create({ title: 'Marked articles' });
    const marks = () => db.selectFrom('search_pending').selectAll().execute();
    expect(await marks()).toEqual([]);
    expect((await search('marked ')).ids).toEqual([id]);
    // A write's transaction marks its article; the entry follows once the marks are taken.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('articles')
        .set({ title: 'Renamed articles' })
        .where('id', '=', id)
        .execute();
      await queueIndexing(trx, id);
    });
    if (dialect === 'postgres') {
      expect(await marks()).toEqual([]);
    } else {
      expect(await marks()).toEqual([{ article_id: id }]);
      expect((await search('renamed ')).ids).toEqual([]);
      expect(await indexPending(db)).toBe(1);
      expect(await marks()).toEqual([]);
    }
    expect((await search('renamed ')).ids).toEqual([id]);
    expect((await search('marked ')).ids).toEqual([]);
    // A mark of an article gone since takes its entry away.
    await deleteArticle(db, id);
    expect((await search('renamed ')).ids).toEqual([]);
    expect(await marks()).toEqual([]);
  });
});
