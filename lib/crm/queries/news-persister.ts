import '@/lib/validation/zod-config';
import { hashKey, type DehydratedState, type Query } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import * as z from 'zod';
import { articleListItemSchema, articleSchema } from '@/lib/articles/schemas';
import type { Article, ArticleListItem } from '@/lib/articles/schemas';
import { readStored, writeStored } from '../storage';
import { articleKeys } from './articles';

/** Session storage keys of the spec (docs/CONTRACT.md). */
export const NEWS_LIST_KEY = 'newsList';
export const NEWS_CONTENT_KEY = 'newsContent';

const listSchema = z.array(articleListItemSchema);
const contentSchema = z.record(z.string(), articleSchema);

type DehydratedQuery = DehydratedState['queries'][number];

const isList = (key: readonly unknown[]) => hashKey(key) === hashKey(articleKeys.list);
const isDetail = (key: readonly unknown[]) =>
  key.length === 3 && key[0] === articleKeys.details[0] && key[1] === articleKeys.details[1];

/** The queries the spec's two keys hold: the list and each article, once loaded. */
export const shouldPersist = (query: Query) =>
  query.state.data !== undefined && (isList(query.queryKey) || isDetail(query.queryKey));

function restored(queryKey: readonly unknown[], data: unknown, at: number): DehydratedQuery {
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    state: {
      data,
      dataUpdateCount: 1,
      // Stale at once for a screen that reads anew (the list), fresh for one that reads
      // the cache first (the edit form).
      dataUpdatedAt: at,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  } as DehydratedQuery;
}

/**
 * The CRM's article queries kept in the tab's session storage exactly as the spec names them:
 * `newsList`, the list's items (newest first), and `newsContent`, each full article by its id
 * and by its slug. Whatever is missing, unreadable or of the wrong shape counts as absent; a
 * full or disabled storage only means nothing is kept (the server has the data).
 */
export function newsPersister(storage: () => Storage | null): Persister {
  let written: { list?: unknown; content: unknown[] } = { content: [] };
  return {
    persistClient({ clientState }: PersistedClient) {
      const list = clientState.queries.find((query) => isList(query.queryKey))?.state.data;
      const articles = clientState.queries
        .filter((query) => isDetail(query.queryKey))
        .map((query) => query.state.data as Article);
      // Most changes in the cache are not to these: nothing to write then.
      const same =
        list === written.list &&
        articles.length === written.content.length &&
        articles.every((article, index) => article === written.content[index]);
      if (same) return;
      written = { list, content: articles };
      if (list !== undefined) writeStored(storage(), NEWS_LIST_KEY, list as ArticleListItem[]);
      const content: Record<string, Article> = {};
      for (const article of articles) {
        content[String(article.id)] = article;
        content[article.slug] = article;
      }
      writeStored(storage(), NEWS_CONTENT_KEY, content);
    },
    restoreClient() {
      const now = Date.now();
      const list = readStored(storage(), NEWS_LIST_KEY, listSchema);
      const content = readStored(storage(), NEWS_CONTENT_KEY, contentSchema) ?? {};
      const byId = new Map<number, Article>();
      // Each article is kept under its id and its slug: once is enough.
      for (const article of Object.values(content)) byId.set(article.id, article);
      const queries = [
        ...(list ? [restored(articleKeys.list, list, now)] : []),
        ...[...byId.values()].map((article) =>
          restored(articleKeys.detail(article.id), article, now),
        ),
      ];
      written = { list, content: [...byId.values()] };
      return { timestamp: now, buster: '', clientState: { queries, mutations: [] } };
    },
    // Called when restoring failed: what cannot be read is dropped, as if never kept.
    removeClient() {
      written = { content: [] };
    },
  };
}
