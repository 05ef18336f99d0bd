/** @jest-environment node */
import type { ArticleListItem } from '../schemas';
import { searchList } from './search';
import { readQuery } from './terms';

const item = (id: number, fields: Partial<ArticleListItem>): ArticleListItem =>
  ({
    id,
    title: 'Untitled',
    author_name: 'Someone',
    hashtags: '#web',
    date: `2025-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    slug: `a-${id}`,
    status: 'published',
    banner: { path: 'images/x.webp', meta_title: '', meta_alt: '' },
    language: 'en',
    translations: [],
    ...fields,
  }) as ArticleListItem;

function terms(query: string) {
  const reading = readQuery(query);
  if (reading.kind !== 'terms') throw new Error('no terms');
  return reading.terms;
}

describe("a provider's list searched without an index", () => {
  const articles = [
    item(1, { title: 'Notes', hashtags: '#branding' }),
    item(2, { title: 'Branding for startups' }),
    item(3, { title: 'Branding that lasts' }),
    item(4, { title: 'Unrelated', author_name: 'Brandon Smith' }),
  ];

  it('ranks title matches above hashtags and authors, then the newest, and pages them', () => {
    const page = searchList(articles, {
      language: 'en',
      terms: terms('brand '),
      limit: 10,
      offset: 0,
    });
    expect(page.items.map(({ article }) => article.id)).toEqual([3, 2, 1]);
    expect(page.total).toBe(3);
    const second = searchList(articles, {
      language: 'en',
      terms: terms('brand '),
      limit: 2,
      offset: 2,
    });
    expect(second.items.map(({ article }) => article.id)).toEqual([1]);
  });

  it('needs every word, and reads an unfinished one as a prefix', () => {
    expect(
      searchList(articles, { language: 'en', terms: terms('branding lasts'), limit: 10, offset: 0 })
        .items.length,
    ).toBe(1);
    expect(
      searchList(articles, {
        language: 'en',
        terms: terms('brando'),
        limit: 10,
        offset: 0,
      }).items.map(({ article }) => article.id),
    ).toEqual([4]);
  });
});
