import type { Article } from '@/lib/articles/schemas';
import { NEWS_CONTENT_KEY, NEWS_LIST_KEY, newsCache, toListItem } from './cache';

const article = (id: number, title = `Article ${id}`): Article => ({
  id,
  title,
  author_name: 'Anna',
  date: '2026-01-0' + ((id % 9) + 1) + 'T10:00:00.000Z',
  hashtags: '#design',
  slug: `article-${id}`,
  status: 'published',
  banner: { path: '', meta_alt: '', meta_title: '' },
  content: `<p>Body ${id}</p>`,
});

beforeEach(() => sessionStorage.clear());

describe('the CRM session cache (newsList, newsContent)', () => {
  it('puts a created article first and caches its content by id and slug', () => {
    const cache = newsCache(sessionStorage);
    cache.setList([toListItem(article(2)), toListItem(article(1))]);
    cache.prepend(article(3));
    expect(cache.list()?.map((i) => i.id)).toEqual([3, 2, 1]);
    expect(cache.list()?.[0]).not.toHaveProperty('content');
    expect(cache.content(3)?.content).toBe('<p>Body 3</p>');
    expect(cache.content('article-3')?.id).toBe(3);
    expect(JSON.parse(sessionStorage.getItem(NEWS_LIST_KEY)!)).toHaveLength(3);
  });

  it('replaces an edited article in place, and drops the old slug', () => {
    const cache = newsCache(sessionStorage);
    cache.setList([toListItem(article(3)), toListItem(article(2)), toListItem(article(1))]);
    cache.setContent(article(2));
    cache.replace({ ...article(2, 'Edited'), slug: 'edited' });
    expect(cache.list()?.map((i) => [i.id, i.title])).toEqual([
      [3, 'Article 3'],
      [2, 'Edited'],
      [1, 'Article 1'],
    ]);
    expect(cache.content(2)?.title).toBe('Edited');
    expect(cache.content('edited')?.title).toBe('Edited');
    expect(cache.content('article-2')).toBeUndefined();
  });

  it('removes a deleted article from both caches', () => {
    const cache = newsCache(sessionStorage);
    cache.setList([toListItem(article(2)), toListItem(article(1))]);
    cache.setContent(article(2));
    cache.setContent(article(1));
    cache.remove(2);
    expect(cache.list()?.map((i) => i.id)).toEqual([1]);
    expect(cache.content(2)).toBeUndefined();
    expect(cache.content('article-2')).toBeUndefined();
    expect(cache.content(1)?.id).toBe(1);
  });

  it('does not invent a list when none was cached', () => {
    const cache = newsCache(sessionStorage);
    cache.prepend(article(1));
    expect(cache.list()).toBeUndefined();
    expect(cache.content(1)).toBeDefined();
  });

  it('treats unreadable entries as absent and survives a full storage', () => {
    sessionStorage.setItem(NEWS_LIST_KEY, '{not json');
    sessionStorage.setItem(NEWS_CONTENT_KEY, JSON.stringify({ 1: { id: 'x' } }));
    const cache = newsCache(sessionStorage);
    expect(cache.list()).toBeUndefined();
    expect(cache.content(1)).toBeUndefined();

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => newsCache(full).setList([toListItem(article(1))])).not.toThrow();
    expect(newsCache(null).list()).toBeUndefined();
  });
});
