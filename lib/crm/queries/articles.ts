import '@/lib/validation/zod-config';
import * as z from 'zod';
import { keepPreviousData, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  articleListResponseSchema,
  type Article,
  type ArticleListItem,
} from '@/lib/articles/schemas';
import { articleFormData, draftValuesOf } from '../article-form-data';
import { call } from '../client';
import { crmT } from '@/lib/i18n/crm';
import { api, deleteArticle, fetchArticle, putArticle, write } from './article-calls';

/**
 * The articles at {api} (docs/CONTRACT.md): the list, one article, and the writes; their
 * history is in article-history.ts, the editor's uploads and previews in article-media.ts.
 * The list and each article are what the tab keeps in session storage (`newsList`,
 * `newsContent`: lib/crm/queries/news-persister.ts); every write brings them up to date.
 */

export const articleKeys = {
  list: ['articles', 'list'] as const,
  /** What the text search found for a query (ids; never persisted). */
  search: ['articles', 'search'] as const,
  /** Every article by id (with `detail(id)` under it). */
  details: ['articles', 'detail'] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  history: (id: number) => ['articles', 'history', id] as const,
  revision: (id: number, revision: number) => ['articles', 'revision', id, revision] as const,
};

export function toListItem(article: Article): ArticleListItem {
  const { content: _content, ...item } = article;
  return item;
}

/**
 * `article` as {api} has it now, in the tab's caches: its content, and its row of the list in
 * place (`first`: a new article, put first). A list that was never loaded stays unloaded.
 */
export function rememberArticle(client: QueryClient, article: Article, { first = false } = {}) {
  client.setQueryData(articleKeys.detail(article.id), article);
  void client.invalidateQueries({ queryKey: articleKeys.search });
  client.setQueryData<ArticleListItem[]>(articleKeys.list, (list) => {
    if (!list) return list;
    const item = toListItem(article);
    return first
      ? [item, ...list.filter((row) => row.id !== article.id)]
      : list.map((row) => (row.id === article.id ? item : row));
  });
}

/** A deleted article leaves both caches, and its versions no longer name it. */
export function forgetArticle(client: QueryClient, id: number) {
  void client.invalidateQueries({ queryKey: articleKeys.search });
  const unnamed = <T extends ArticleListItem>(row: T): T =>
    row.translations.some((translation) => translation.id === id)
      ? {
          ...row,
          translations: row.translations.filter((translation) => translation.id !== id),
          translation_source:
            row.translation_source?.id === id ? undefined : row.translation_source,
        }
      : row;
  client.setQueryData<ArticleListItem[]>(articleKeys.list, (list) =>
    list?.filter((row) => row.id !== id).map(unnamed),
  );
  client.removeQueries({ queryKey: articleKeys.detail(id), exact: true });
  client.setQueriesData<Article>({ queryKey: articleKeys.details }, (article) =>
    article ? unnamed(article) : article,
  );
}

const searchResponseSchema = z.object({
  data: z.array(z.object({ id: z.number() })),
  search: z.literal(true).optional(),
});

/**
 * The ids of the articles whose text (or title, hashtags, author) holds every word of `query`
 * in any form, best first: GET {api}/articles?status=all&q=. Undefined while there is no query,
 * or when the provider does not search (it answers without `search: true`): the list then finds
 * by what it holds, titles, authors and hashtags.
 */
export function useArticleTextSearch(query: string) {
  const asked = query.trim();
  const result = useQuery({
    queryKey: [...articleKeys.search, asked],
    queryFn: async () => {
      const answer = await call(
        api(`/articles?status=all&q=${encodeURIComponent(asked)}`),
        searchResponseSchema,
      );
      return answer.search ? new Set(answer.data.map((article) => article.id)) : null;
    },
    enabled: asked.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return asked.length > 0 ? (result.data ?? undefined) : undefined;
}

/**
 * GET {api}/articles?status=all: every status, for staff (a provider that knows only the spec
 * lists its published articles). The tab's `newsList` shows first, then this replaces it.
 */
export function useArticleList() {
  return useQuery({
    queryKey: articleKeys.list,
    queryFn: async () => (await call(api('/articles?status=all'), articleListResponseSchema)).data,
  });
}

/**
 * The article to edit, loaded once: `newsContent` first, else GET {api}/article/id/{id}.
 * Nothing loads while `id` is undefined.
 */
export function useArticleToEdit(id: number | undefined) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: async ({ client }) => {
      const article = await fetchArticle(id!);
      rememberArticle(client, article);
      return article;
    },
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

/**
 * Saves the article form: POST {api}/article for a new one (first in `newsList`), else the
 * update over `version`. Refusals and conflicts are answers (`success` false, `conflict`).
 */
export function useSaveArticle() {
  return useMutation({
    mutationFn: ({ id, form, version }: { id?: number; form: FormData; version?: string }) =>
      id === undefined ? write('/article', { body: form }) : putArticle(id, form, version),
    onSuccess: (answer, { id }, _result, { client }) => {
      if (answer.success && answer.data) {
        rememberArticle(client, answer.data, { first: id === undefined });
      }
    },
  });
}

export function useDeleteArticle() {
  return useMutation({
    mutationFn: (id: number) => deleteArticle(id),
    onSuccess: (_answer, id, _result, { client }) => forgetArticle(client, id),
  });
}

/**
 * Puts a published article back to draft: the update with the article's own fields (the
 * contract's update needs them all) and `status=draft`. Throws when it was refused.
 */
export function useUnpublishArticle() {
  return useMutation({
    mutationFn: async (id: number) => {
      const article = await fetchArticle(id);
      const form = articleFormData(draftValuesOf(article), {
        banner: null,
        intent: 'draft',
        savedSlug: article.slug,
      });
      const answer = await putArticle(id, form, article.updated_at);
      if (!answer.success) throw new Error(answer.message || crmT('api.somethingWrong'));
      return answer;
    },
    onSuccess: (answer, _id, _result, { client }) => {
      if (answer.data) rememberArticle(client, answer.data);
    },
  });
}
