import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import type { Article, ArticleListItem } from '@/lib/articles/schemas';
import { articleKeys, forgetArticle, rememberArticle, toListItem } from './articles';
import { NEWS_CONTENT_KEY, NEWS_LIST_KEY, newsPersister, shouldPersist } from './news-persister';

const article = (id: number, title = `Article ${id}`): Article => ({
  id,
  title,
  author_name: 'Anna',
  date: '2026-01-0' + ((id % 9) + 1) + 'T10:00:00.000Z',
  hashtags: '#design',
  slug: `article-${id}`,
  status: 'published',
  banner: { path: '', meta_alt: '', meta_title: '' },
  language: 'en',
  translations: [],
  content: `<p>Body ${id}</p>`,
});

/** A tab's query client kept in `storage` as the CRM keeps it. */
function tab(storage: Storage | null = sessionStorage) {
  const queryClient = new QueryClient();
  const persister = newsPersister(() => storage);
  return {
    queryClient,
    save: () =>
      persistQueryClientSave({
        queryClient,
        persister,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
      }),
    restore: () => persistQueryClientRestore({ queryClient, persister }),
  };
}

const storedList = () => JSON.parse(sessionStorage.getItem(NEWS_LIST_KEY)!) as ArticleListItem[];
const storedContent = () =>
  JSON.parse(sessionStorage.getItem(NEWS_CONTENT_KEY)!) as Record<string, Article>;

beforeEach(() => sessionStorage.clear());

describe('the CRM session cache (newsList, newsContent) as the query persister', () => {
  it('puts a created article first and keeps its content by id and by slug', async () => {
    const { queryClient, save } = tab();
    queryClient.setQueryData(articleKeys.list, [toListItem(article(2)), toListItem(article(1))]);
    rememberArticle(queryClient, article(3), { first: true });
    await save();
    expect(storedList().map((item) => item.id)).toEqual([3, 2, 1]);
    expect(storedList()[0]).not.toHaveProperty('content');
    expect(storedContent()['3']!.content).toBe('<p>Body 3</p>');
    expect(storedContent()['article-3']!.id).toBe(3);
  });

  it('replaces an edited article in place, and drops the old slug', async () => {
    const { queryClient, save } = tab();
    queryClient.setQueryData(
      articleKeys.list,
      [3, 2, 1].map((id) => toListItem(article(id))),
    );
    rememberArticle(queryClient, article(2));
    rememberArticle(queryClient, { ...article(2, 'Edited'), slug: 'edited' });
    await save();
    expect(storedList().map((item) => [item.id, item.title])).toEqual([
      [3, 'Article 3'],
      [2, 'Edited'],
      [1, 'Article 1'],
    ]);
    expect(storedContent()['2']!.title).toBe('Edited');
    expect(storedContent()['edited']!.title).toBe('Edited');
    expect(storedContent()).not.toHaveProperty('article-2');
  });

  it('removes a deleted article from both keys', async () => {
    const { queryClient, save } = tab();
    queryClient.setQueryData(articleKeys.list, [toListItem(article(2)), toListItem(article(1))]);
    rememberArticle(queryClient, article(2));
    rememberArticle(queryClient, article(1));
    forgetArticle(queryClient, 2);
    await save();
    expect(storedList().map((item) => item.id)).toEqual([1]);
    expect(Object.keys(storedContent()).sort()).toEqual(['1', 'article-1']);
  });

  it('does not invent a list when none was kept', async () => {
    const { queryClient, save } = tab();
    rememberArticle(queryClient, article(1));
    await save();
    expect(sessionStorage.getItem(NEWS_LIST_KEY)).toBeNull();
    expect(storedContent()['1']!.id).toBe(1);
  });

  it('brings both keys back into a new tab’s queries', async () => {
    const first = tab();
    first.queryClient.setQueryData(articleKeys.list, [toListItem(article(1))]);
    rememberArticle(first.queryClient, article(1));
    await first.save();

    const second = tab();
    await second.restore();
    expect(second.queryClient.getQueryData(articleKeys.list)).toEqual([toListItem(article(1))]);
    expect(second.queryClient.getQueryData(articleKeys.detail(1))).toEqual(article(1));
  });

  it('treats unreadable entries as absent and survives a full or missing storage', async () => {
    sessionStorage.setItem(NEWS_LIST_KEY, '{not json');
    sessionStorage.setItem(NEWS_CONTENT_KEY, JSON.stringify({ 1: { id: 'x' } }));
    const restored = tab();
    await restored.restore();
    expect(restored.queryClient.getQueryData(articleKeys.list)).toBeUndefined();
    expect(restored.queryClient.getQueryData(articleKeys.detail(1))).toBeUndefined();

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const crowded = tab(full);
    crowded.queryClient.setQueryData(articleKeys.list, [toListItem(article(1))]);
    await expect(crowded.save()).resolves.toBeUndefined();
    const none = tab(null);
    await none.restore();
    expect(none.queryClient.getQueryData(articleKeys.list)).toBeUndefined();
  });
});
