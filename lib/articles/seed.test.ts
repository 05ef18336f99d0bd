/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import { createTestStore, testDialects } from '@/test/store';
import { getArticleById, listAllArticles, listTags } from './reads';
import { seedSampleArticles } from './seed';
import { listTagPairs } from './tag-counterparts-store';

// Twenty articles through the sanitiser and the search index: 1.6 s on a quiet machine, over
// Jest's default 5 s beside the other suites on a busy one.
describe.each(testDialects())('the sample newsroom (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('fills an empty store with ten articles in each language, each linked to its translation', async () => {
    expect(await seedSampleArticles(db)).toBe(20);
    const english = await listAllArticles(db, { language: 'en' });
    const russian = await listAllArticles(db, { language: 'ru' });
    expect([english.length, russian.length]).toEqual([10, 10]);

    const slugs = new Set<string>();
    for (const article of [...english, ...russian]) {
      slugs.add(article.slug);
      expect(article.status).toBe('published');
      expect(article.translations).toHaveLength(1);
      const [link] = article.translations;
      const translation = (await getArticleById(db, link!.id))!;
      expect(translation.language).not.toBe(article.language);
      expect(translation.translations.map((t) => t.id)).toEqual([article.id]);
      // The same date and banner picture; a title and text of its own.
      expect(translation.date).toBe(article.date);
      expect(translation.banner.path).toBe(article.banner.path);
      expect(translation.title).not.toBe(article.title);
      const own = (await getArticleById(db, article.id))!;
      expect(own.content).not.toMatch(/\{\{image:/);
      expect(translation.content).not.toBe(own.content);
      // The same headings, lists and pictures, in the same order.
      const shape = (html: string) => html.match(/<\/?(h[1-6]|ul|ol|li|img|blockquote|iframe)\b/g);
      expect(shape(translation.content)).toEqual(shape(own.content));
    }
    expect(slugs.size).toBe(20);
    // Hashtags that are words are translated: both languages have their own.
    const tags = (await listTags(db, 100)).map((tag) => tag.tag);
    expect(tags).toEqual(expect.arrayContaining(['design', 'дизайн', 'ai', 'ии', 'nextjs']));
    // …and mapped to each other, as staff would in the CRM; tags spelled alike need no pair.
    const pairs = await listTagPairs(db);
    expect(pairs).toEqual(
      expect.arrayContaining([
        { en: 'branding', ru: 'брендинг' },
        { en: 'design', ru: 'дизайн' },
        { en: 'ai', ru: 'ии' },
      ]),
    );
    expect(pairs.some((pair) => pair.en === 'nextjs' || pair.en === 'ux')).toBe(false);

    // Seeded once: a store with articles is left as it is.
    expect(await seedSampleArticles(db)).toBe(0);
  }, 20_000);
});
