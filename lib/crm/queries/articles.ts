import '@/lib/validation/zod-config';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import * as z from 'zod';
import { apiBase } from '@/lib/articles/config';
import {
  articleListResponseSchema,
  articleResponseSchema,
  articleSchema,
  revisionListResponseSchema,
  revisionResponseSchema,
  type Article,
  type ArticleListItem,
} from '@/lib/articles/schemas';
import { publicConfig } from '@/lib/env.public';
import { parseArticleId } from '@/lib/articles/validation';
import { articleFormData, draftValuesOf } from '../article-form-data';
import { ApiError, call, failure, readJson, send, type CallOptions } from '../client';
import { crmT } from '@/lib/i18n/crm';

/**
 * The articles at {api} (docs/CONTRACT.md): the list, one article, its history, and the writes.
 * The list and each article are what the tab keeps in session storage (`newsList`,
 * `newsContent`: lib/crm/queries/news-persister.ts); every write brings them up to date.
 */

export const articleKeys = {
  list: ['articles', 'list'] as const,
  /** Every article by id (with `detail(id)` under it). */
  details: ['articles', 'detail'] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  history: (id: number) => ['articles', 'history', id] as const,
  revision: (id: number, revision: number) => ['articles', 'revision', id, revision] as const,
};

const writeAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional().default(''),
  data: articleSchema.optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** 409: someone saved the article since this version was loaded; `data` is theirs. */
  conflict: z.boolean().optional(),
});
/** The provider's answer to a write, and its HTTP status (0 when it never answered). */
export type WriteAnswer = z.infer<typeof writeAnswerSchema> & { status?: number };

const uploadSchema = z.object({
  data: z.object({
    url: z.string().optional(),
    path: z.string(),
    width: z.number().int().positive().optional().catch(undefined),
    height: z.number().int().positive().optional().catch(undefined),
  }),
});

const previewAnswerSchema = z.object({
  data: z.object({ id: z.string(), urls: z.record(z.string(), z.string()) }),
});

const api = (path: string) => `${apiBase(publicConfig.providerUrl)}${path}`;
const ifMatch = (version?: string) => (version ? { 'If-Match': `"${version}"` } : undefined);

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
  client.setQueryData<ArticleListItem[]>(articleKeys.list, (list) => {
    if (!list) return list;
    const item = toListItem(article);
    return first
      ? [item, ...list.filter((row) => row.id !== article.id)]
      : list.map((row) => (row.id === article.id ? item : row));
  });
}

/** A deleted article leaves both caches. */
export function forgetArticle(client: QueryClient, id: number) {
  client.setQueryData<ArticleListItem[]>(articleKeys.list, (list) =>
    list?.filter((row) => row.id !== id),
  );
  client.removeQueries({ queryKey: articleKeys.detail(id), exact: true });
}

async function fetchArticle(id: number): Promise<Article> {
  return (await call(api(`/article/id/${id}`), articleResponseSchema)).data;
}

/** A write whose answer follows the contract (success, message, data, errors) at any status. */
async function write(path: string, options: CallOptions): Promise<WriteAnswer> {
  const response = await send(api(path), { method: 'POST', ...options });
  const body = writeAnswerSchema.safeParse(await readJson(response));
  if (!body.success) throw await failure(response);
  if (!response.ok && body.data.success) body.data.success = false;
  if (response.status === 409) body.data.conflict = true;
  if (!body.data.success) console.error(`{api} refused: ${response.status} ${body.data.message}`);
  return { ...body.data, status: response.status };
}

/** POST {api}/article/{id} with _method=PUT, over `version` (docs/CONTRACT.md, edit conflicts). */
export async function updateArticle(id: unknown, form: FormData, version?: string) {
  const valid = parseArticleId(id);
  if (valid === undefined) throw new Error(crmT('validation.invalidId'));
  form.set('_method', 'PUT');
  return write(`/article/${valid}`, { body: form, headers: ifMatch(version) });
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
 * An article as it is now (past the tab's cache, which it refreshes) and its revisions, newest
 * first, loaded together. A provider without the history extension answers 404 for them.
 */
export function useArticleHistory(id: number | undefined) {
  return useQuery({
    queryKey: articleKeys.history(id ?? 0),
    queryFn: async ({ client }) => {
      const [current, revisions] = await Promise.allSettled([
        fetchArticle(id!),
        call(api(`/article/id/${id}/revisions`), revisionListResponseSchema),
      ]);
      if (current.status === 'rejected') throw current.reason;
      rememberArticle(client, current.value);
      if (revisions.status === 'rejected') {
        const missing = revisions.reason instanceof ApiError && revisions.reason.status === 404;
        throw missing ? new Error(crmT('history.unavailable')) : revisions.reason;
      }
      return { current: current.value, revisions: revisions.value.data };
    },
    enabled: id !== undefined,
    // Read anew each time the screen opens.
    gcTime: 0,
  });
}

/** One revision of an article, whole. */
export const revisionQuery = (id: number, revision: number) =>
  queryOptions({
    queryKey: articleKeys.revision(id, revision),
    queryFn: async () =>
      (await call(api(`/article/id/${id}/revisions/${revision}`), revisionResponseSchema)).data,
  });

/** The revision chosen (none while `revision` is null); the last one shows while it loads. */
export function useRevision(id: number | undefined, revision: number | null) {
  return useQuery({
    ...revisionQuery(id ?? 0, revision ?? 0),
    enabled: id !== undefined && revision !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves the article form: POST {api}/article for a new one (first in `newsList`), else the
 * update over `version`. Refusals and conflicts are answers (`success` false, `conflict`).
 */
export function useSaveArticle() {
  return useMutation({
    mutationFn: ({ id, form, version }: { id?: number; form: FormData; version?: string }) =>
      id === undefined ? write('/article', { body: form }) : updateArticle(id, form, version),
    onSuccess: (answer, { id }, _result, { client }) => {
      if (answer.success && answer.data) {
        rememberArticle(client, answer.data, { first: id === undefined });
      }
    },
  });
}

/**
 * DELETE {api}/article/{id} (docs/CONTRACT.md): a 204 gives the raw response, other successes
 * their JSON; a refusal throws and the caches keep the article, since it still exists.
 */
export async function deleteArticle(id: unknown): Promise<Response | unknown> {
  const valid = parseArticleId(id);
  if (valid === undefined) throw new Error(crmT('validation.invalidIdDelete'));
  const response = await send(api(`/article/${valid}`), { method: 'DELETE' });
  if (!response.ok) throw await failure(response);
  return response.status === 204 ? response : readJson(response);
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
      const answer = await updateArticle(id, form, article.updated_at);
      if (!answer.success) throw new Error(answer.message || crmT('api.somethingWrong'));
      return answer;
    },
    onSuccess: (answer, _id, _result, { client }) => {
      if (answer.data) rememberArticle(client, answer.data);
    },
  });
}

/**
 * POST {api}/article/id/{id}/revisions/{revision}: brings it back as a new revision, over
 * `version` of the article (409 with the current article when someone saved since); then the
 * history is read again.
 */
export function useRestoreRevision(id: number | undefined) {
  return useMutation({
    mutationFn: ({ revision, version }: { revision: number; version?: string }) =>
      write(`/article/id/${id}/revisions/${revision}`, { headers: ifMatch(version) }),
    onSuccess: (answer, _variables, _result, { client }) => {
      if (answer.success && answer.data) rememberArticle(client, answer.data);
    },
    // Done once the history shows what it is now.
    onSettled: (_answer, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: articleKeys.history(id ?? 0) }),
  });
}

/**
 * POST {api}/upload: an image for an article's body; resolves with its public URL and its size
 * (the provider's, else the file's own as the browser reads it).
 */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<{ src: string; width?: number; height?: number }> => {
      const form = new FormData();
      form.set('image', file);
      const { data } = await call(api('/upload'), uploadSchema, { method: 'POST', body: form });
      const src =
        data.url ?? `${apiBase(publicConfig.providerUrl)}/${data.path.replace(/^\/+/, '')}`;
      if (data.width && data.height) return { src, width: data.width, height: data.height };
      const size = await createImageBitmap(file).then(
        (bitmap) => {
          const read = { width: bitmap.width, height: bitmap.height };
          bitmap.close();
          return read;
        },
        () => ({}),
      );
      return { src, ...size };
    },
  });
}

/**
 * POST /api/preview: a preview of the form's values (previewFormData); its address in each
 * language. It is this site's endpoint, not {api}'s: a preview is rendered here, whichever
 * provider keeps the articles.
 */
export function useCreatePreview() {
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await call('/api/preview', previewAnswerSchema, { method: 'POST', body: form })).data.urls,
  });
}
