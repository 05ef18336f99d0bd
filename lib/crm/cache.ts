import '@/lib/validation/zod-config';
import * as z from 'zod';
import { articleListItemSchema, articleSchema } from '@/lib/articles/schemas';
import type { Article, ArticleListItem } from '@/lib/articles/schemas';
import { readStored, writeStored } from './storage';

/** Session storage keys of the spec (docs/CONTRACT.md). */
export const NEWS_LIST_KEY = 'newsList';
export const NEWS_CONTENT_KEY = 'newsContent';

const listSchema = z.array(articleListItemSchema);
const contentSchema = z.record(z.string(), articleSchema);

export function toListItem(article: Article): ArticleListItem {
  const { content: _content, ...item } = article;
  return item;
}

/**
 * The CRM's per-tab cache of articles: `newsList` (list items, newest first) and `newsContent`
 * (full articles by slug and by id).
 */
export function newsCache(storage: Storage | null | undefined) {
  const read = <T>(key: string, schema: z.ZodType<T>) => readStored(storage, key, schema);
  // A full storage only loses the cache: the server has the data.
  const write = (key: string, value: unknown) => void writeStored(storage, key, value);
  const contents = () => read(NEWS_CONTENT_KEY, contentSchema) ?? {};

  return {
    list: (): ArticleListItem[] | undefined => read(NEWS_LIST_KEY, listSchema),
    setList: (items: ArticleListItem[]) => write(NEWS_LIST_KEY, items),
    /** A created article goes first in the cached list (when there is one). */
    prepend(article: Article) {
      const list = this.list();
      if (list) this.setList([toListItem(article), ...list.filter((i) => i.id !== article.id)]);
      this.setContent(article);
    },
    /** An edited article replaces its row in place and its cached content. */
    replace(article: Article) {
      const list = this.list();
      if (list) this.setList(list.map((i) => (i.id === article.id ? toListItem(article) : i)));
      this.setContent(article);
    },
    /** A deleted article leaves both caches. */
    remove(id: number) {
      const list = this.list();
      if (list) this.setList(list.filter((i) => i.id !== id));
      const all = contents();
      for (const [key, article] of Object.entries(all)) if (article.id === id) delete all[key];
      write(NEWS_CONTENT_KEY, all);
    },
    /** A full article by its slug or its id. */
    content: (key: string | number): Article | undefined => contents()[String(key)],
    setContent(article: Article) {
      const all = contents();
      for (const [key, cached] of Object.entries(all))
        if (cached.id === article.id) delete all[key];
      all[String(article.id)] = article;
      all[article.slug] = article;
      write(NEWS_CONTENT_KEY, all);
    },
  };
}

export type NewsCache = ReturnType<typeof newsCache>;
