import type { ArticleListItem } from '@/lib/articles/schemas';
import { matchesQuery, pageOf, sortArticles } from './article-list';

const article = (
  id: number,
  title: string,
  author: string,
  date: string,
  status: ArticleListItem['status'] = 'published',
): ArticleListItem => ({
  id,
  title,
  author_name: author,
  date,
  status,
  hashtags: '#web',
  slug: `a-${id}`,
  banner: { path: '', meta_title: '', meta_alt: '' },
  language: 'en',
  translations: [],
});

const list = [
  article(1, 'Яблоко', 'Борис', '2026-01-01T00:00:00Z'),
  article(2, 'арбуз', 'анна', '2026-03-01T00:00:00Z', 'draft'),
  article(3, 'Banana 10', 'Clara', '2026-02-01T00:00:00Z', 'scheduled'),
  article(4, 'Banana 9', 'Clara', '2026-02-01T00:00:00Z'),
];
const ids = (items: ArticleListItem[]) => items.map((item) => item.id);

describe('the CRM article list', () => {
  it('sorts by date either way, by title and author (any case, numbers as numbers), by status', () => {
    expect(ids(sortArticles(list, 'newest'))).toEqual([2, 4, 3, 1]);
    expect(ids(sortArticles(list, 'oldest'))).toEqual([1, 3, 4, 2]);
    // Russian order: Cyrillic before Latin.
    expect(ids(sortArticles(list, 'title'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortArticles(list, 'author'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortArticles(list, 'status'))).toEqual([2, 3, 4, 1]);
    // The list given is not reordered.
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });

  it('cuts pages, and a page past the end shows the last one', () => {
    const items = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, from: 1, to: 20, total: 45 });
    expect(pageOf(items, 3).items).toEqual([41, 42, 43, 44, 45]);
    expect(pageOf(items, 9)).toMatchObject({ page: 3, from: 41, to: 45 });
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pages: 1, from: 0, to: 0, total: 0 });
  });

  it('finds every word of a query in the title, author or hashtags', () => {
    expect(matchesQuery(list[0]!, 'ябл бор')).toBe(true);
    expect(matchesQuery(list[0]!, '#web')).toBe(true);
    expect(matchesQuery(list[0]!, 'яблоко арбуз')).toBe(false);
  });
});
