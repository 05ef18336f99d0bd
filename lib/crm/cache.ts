import * as z from 'zod';
import { articleListItemSchema, articleSchema } from '@/lib/articles/schemas';
import type { Article, ArticleListItem } from '@/lib/articles/schemas';

/** Session storage keys of the spec (SPEC 3). */
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
 * (full articles by slug and by id). Whatever is unreadable counts as absent, and a full or
 * unavailable storage never breaks a screen.
 */
export function newsCache(storage: Storage | null | undefined) {
  function read<T>(key: string, schema: z.ZodType<T>): T | undefined {
    try {
      const raw = storage?.getItem(key);
      if (!raw) return undefined;
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
  function write(key: string, value: unknown) {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota or privacy mode: the cache is an optimisation, the server has the data.
    }
  }
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

/** The browser's session storage, or null where there is none (server, privacy modes). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
